import { InstanceChanges } from '../../../application/approvals/instance-changes';
import { InstanceList, InstanceLists } from '../../../application/approvals/instance-list';
import { SHOWN_STATUS_LABELS, shownStatusOf } from '../../../application/shared/instance-status';
import { APPLICANT, APPROVER, FakeInstanceApi, FakeNotify, FakeSession, failure, makeInstance, until } from './fakes';

function setup() {
  const api = new FakeInstanceApi();
  const session = new FakeSession();
  const notify = new FakeNotify();
  const changes = new InstanceChanges(notify, session);
  const lists = new InstanceLists(api, changes, session);
  return { api, changes, notify, session, lists };
}

describe('InstanceList', () => {
  test('each list kind asks its own instance call (my / work todo / work done / cc)', async () => {
    const { api, lists } = setup();
    for (const kind of ['my', 'work', 'approved', 'cc'] as const) await lists.list(kind).load();
    expect(api.calls.map((c) => c.method === 'getWorkInstances' ? `${c.method}:${String(c.args[0])}` : c.method)).toEqual([
      'getMyInstances', 'getWorkInstances:todo', 'getWorkInstances:done', 'getCcInstances',
    ]);
  });

  test('paging: the page and page size are sent, and the total comes back', async () => {
    const { api, lists } = setup();
    api.instances = Array.from({ length: 23 }, (_, i) => makeInstance(`i${i}`));
    const list = lists.list('work');
    await list.goToPage(2);
    expect(list.getSnapshot()).toMatchObject({ page: 2, pageSize: 10, total: 23 });
    expect(list.getSnapshot().items.map((i) => i.id)).toEqual(['i20', 'i21', 'i22']);
    await list.goToPage(2, 20);
    expect(list.getSnapshot()).toMatchObject({ page: 0, pageSize: 20 });
  });

  test('filters: flow, status, keyword and date range are sent trimmed; blank ones are dropped; search goes to page 0', async () => {
    const { api, lists } = setup();
    const list = lists.list('my');
    await list.goToPage(3);
    await list.search({ keyword: '  请假 ', modelId: 'leave', status: 'approved', createdFrom: '2024-05-01', createdTo: '2024-05-31' });
    await list.search({ keyword: '  ', modelId: 'leave' });
    const filters = api.calls.filter((c) => c.method === 'getMyInstances').map((c) => c.args[0]);
    expect(filters[1]).toEqual({ keyword: '请假', modelId: 'leave', status: 'approved', createdFrom: '2024-05-01', createdTo: '2024-05-31', page: 0, pageSize: 10 });
    expect(filters[2]).toEqual({ modelId: 'leave', page: 0, pageSize: 10 });
  });

  test('date range: rows created outside the range never show, even if the server ignored the range', async () => {
    const { api, lists } = setup();
    api.instances = [
      makeInstance('early', { createdAt: '2024-04-30T23:00:00.000Z' }),
      makeInstance('inside', { createdAt: '2024-05-10T08:00:00.000Z' }),
      makeInstance('late', { createdAt: '2024-06-01T00:00:00.000Z' }),
    ];
    const list = lists.list('work');
    await list.search({ createdFrom: '2024-05-01', createdTo: '2024-05-31' });
    expect(list.getSnapshot().items.map((i) => i.id)).toEqual(['inside']);
  });

  test('a 500 from the instance list marks the list failed, keeps its rows, and the next load works again', async () => {
    const { api, lists } = setup();
    api.instances = [makeInstance('a')];
    const list = lists.list('work');
    await list.load();
    api.failNext.set('getWorkInstances', [failure(500)]);
    await list.search({ keyword: '请假' });
    expect(list.getSnapshot()).toMatchObject({ failed: true, loading: false });
    expect(list.getSnapshot().items.map((i) => i.id)).toEqual(['a']);
    await list.load();
    expect(list.getSnapshot()).toMatchObject({ failed: false, total: 1 });
  });

  test('a later load wins over a slower earlier one', async () => {
    const api = new FakeInstanceApi();
    api.instances = [makeInstance('a', { modelId: 'leave' }), makeInstance('b', { modelId: 'trip' })];
    let release!: () => void;
    api.gate = new Promise((r) => { release = r; });
    const list = new InstanceList('work', api);
    const first = list.search({ modelId: 'leave' });
    api.gate = undefined;
    await list.search({ modelId: 'trip' });
    release();
    await first;
    expect(list.getSnapshot().items.map((i) => i.id)).toEqual(['b']);
  });

  test('an emptied last page steps back to the last page that has rows', async () => {
    const { api, lists } = setup();
    api.instances = Array.from({ length: 11 }, (_, i) => makeInstance(`i${i}`));
    const list = lists.list('work');
    await list.goToPage(1);
    api.instances = api.instances.slice(0, 10);
    await list.load();
    expect(list.getSnapshot()).toMatchObject({ page: 0, total: 10 });
    expect(list.getSnapshot().items).toHaveLength(10);
  });

  test('after a decision the opened lists update without a reload: the row leaves 待我审批 and shows its new status elsewhere', async () => {
    const { api, changes, lists } = setup();
    api.instances = [makeInstance('a'), makeInstance('b')];
    const work = lists.list('work');
    const mine = lists.list('my');
    await work.load();
    api.userId = APPLICANT.id;
    await mine.load();
    api.userId = APPROVER.id;
    const decided = await api.act({ instanceId: 'a', action: 'approve', comment: '' }, 'k1');
    changes.decided(decided);
    // Patched at once, before the refresh answers.
    expect(work.getSnapshot().items.find((i) => i.id === 'a')?.status).toBe('approved');
    await until(() => work.getSnapshot().items.length === 1);
    expect(work.getSnapshot().items.map((i) => i.id)).toEqual(['b']);
  });

  test('new work from the notify channel refreshes 待我审批', async () => {
    const { api, notify, lists } = setup();
    const work = lists.list('work');
    await work.load();
    expect(work.getSnapshot().total).toBe(0);
    api.instances = [makeInstance('new')];
    notify.changed({ reason: 'taskCreated', instanceId: 'new', userIds: [APPROVER.id] });
    await until(() => work.getSnapshot().items.length === 1);
    expect(work.getSnapshot().items.map((i) => i.id)).toEqual(['new']);
  });

  test('a push refreshes every opened list, not only 待我审批 (another tab approved my instance)', async () => {
    const { api, notify, lists } = setup();
    api.userId = APPLICANT.id;
    const mine = lists.list('my');
    await mine.load();
    const before = mine.getSnapshot().revision;
    notify.changed({ reason: 'dataChanged' });
    await until(() => mine.getSnapshot().revision > before);
    expect(mine.getSnapshot().revision).toBe(before + 1);
  });

  test('switching identity restarts the opened lists with no filters', async () => {
    const { api, session, lists } = setup();
    api.instances = [makeInstance('a')];
    const work = lists.list('work');
    await work.search({ keyword: '请假' });
    api.userId = APPLICANT.id;
    await session.switchIdentity('applicant');
    await new Promise((r) => setTimeout(r, 0));
    expect(work.getSnapshot().filters).toEqual({});
    expect(work.getSnapshot().items).toEqual([]);
  });
});

describe('InstanceLists', () => {
  test('the same kind on another screen keeps its own filters', async () => {
    const { lists } = setup();
    await lists.list('work').search({ keyword: '请假' });
    expect(lists.list('work', 'query').getSnapshot().filters).toEqual({});
    expect(lists.list('work')).toBe(lists.list('work'));
  });
});

describe('the shown status (issue 32)', () => {
  const back = { nodeId: 'start', nodeName: '发起人', userIds: ['u1'], userNames: ['张三'] };
  test('a pending instance waiting at the start node after a 退回 shows 已退回 (待重新提交); others keep their status', () => {
    expect(shownStatusOf({ status: 'pending', currentNodes: [{ ...back, kind: 'resubmit' }] })).toBe('returned');
    expect(SHOWN_STATUS_LABELS[shownStatusOf({ status: 'pending', currentNodes: [{ ...back, kind: 'resubmit' }] })]).toBe('已退回 (待重新提交)');
    expect(shownStatusOf({ status: 'pending', currentNodes: [{ ...back, nodeId: 'n1', nodeName: '主管' }] })).toBe('pending');
    expect(shownStatusOf({ status: 'approved', currentNodes: [] })).toBe('approved');
  });

  test('with the flow at hand, its start node says the same for a server that does not mark the node', () => {
    const flow = { root: { id: 'start' } } as unknown as NonNullable<Parameters<typeof shownStatusOf>[0]['flow']>;
    expect(shownStatusOf({ status: 'pending', currentNodes: [back], flow })).toBe('returned');
  });
});
