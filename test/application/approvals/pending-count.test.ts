import { InstanceChanges } from '../../../application/approvals/instance-changes';
import { PENDING_COUNT_DEBOUNCE_MS, PendingCount } from '../../../application/approvals/pending-count';
import { APPLICANT, FakeInstanceApi, FakeNotify, FakeSession, failure, makeInstance } from './fakes';

function setup() {
  const api = new FakeInstanceApi();
  api.instances = [makeInstance('a'), makeInstance('b')];
  const notify = new FakeNotify();
  const session = new FakeSession();
  const changes = new InstanceChanges(notify, session);
  const count = new PendingCount(api, session, changes);
  const seen: Array<number | undefined> = [];
  count.count$.subscribe((n) => seen.push(n));
  return { api, notify, session, changes, count, seen };
}

async function settle(): Promise<void> {
  await jest.advanceTimersByTimeAsync(PENDING_COUNT_DEBOUNCE_MS + 10);
}

describe('PendingCount', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the top bar count is the total of 待我审批', async () => {
    const { count, api } = setup();
    count.start();
    await settle();
    expect(count).toBeDefined();
    expect(api.calls.at(-1)?.args).toEqual(['todo', { page: 0, pageSize: 1 }]);
    let last: number | undefined;
    count.count$.subscribe((n) => { last = n; });
    expect(last).toBe(2);
  });

  test('new-work notifications from the notify channel update the to-approve count (and refresh the lists)', async () => {
    const { count, api, notify, changes, seen } = setup();
    const published: string[] = [];
    changes.mine$.subscribe((e) => published.push(e.reason));
    count.start();
    await settle();
    api.instances.push(makeInstance('c'));
    notify.changed({ reason: 'taskCreated', instanceId: 'c' });
    notify.changed({ reason: 'taskCreated', instanceId: 'c' });
    await settle();
    expect(seen.at(-1)).toBe(3);
    expect(published).toEqual(['taskCreated', 'taskCreated']);
    // Two pushes within the debounce window: one request.
    expect(api.calls.filter((c) => c.method === 'getWorkInstances')).toHaveLength(2);
  });

  test('a decision taken here lowers the count', async () => {
    const { count, api, changes, seen } = setup();
    count.start();
    await settle();
    const decided = await api.act({ instanceId: 'a', action: 'approve', comment: '' }, 'k');
    changes.decided(decided);
    await settle();
    expect(seen.at(-1)).toBe(1);
  });

  test('another identity gets its own count; logging out clears it', async () => {
    const { count, api, session, seen } = setup();
    count.start();
    await settle();
    api.userId = APPLICANT.id;
    await session.switchIdentity('applicant');
    await settle();
    expect(seen.at(-1)).toBe(0);
    session.logout();
    await settle();
    expect(seen.at(-1)).toBeUndefined();
  });

  test('a failed refresh keeps the last count', async () => {
    const { count, api, seen } = setup();
    count.start();
    await settle();
    api.failNext.set('getWorkInstances', [failure(500)]);
    count.refresh();
    await settle();
    expect(seen.at(-1)).toBe(2);
  });

  test('each push updates only what it touches: a notice for someone else is ignored, one for me refreshes and is shown', async () => {
    const { count, api, notify } = setup();
    const shown: string[] = [];
    count.notices$.subscribe((n) => shown.push(`${n.reason}:${n.instanceId}`));
    count.start();
    await settle();
    const calls = api.calls.length;
    notify.changed({ reason: 'taskCreated', instanceId: 'x', userIds: ['somebody-else'], title: '王五的请假' });
    await settle();
    expect([api.calls.length, shown]).toEqual([calls, []]);
    notify.changed({ reason: 'urged', instanceId: 'a', userIds: ['u-approver'], title: '张三的请假' });
    await settle();
    expect(api.calls.length).toBe(calls + 1);
    expect(shown).toEqual(['urged:a']);
  });
});
