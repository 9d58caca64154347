// Issue 44: one 同意 is one request from the tab that acts — no read of the instance it was just sent, each
// opened list reloaded once — and every other tab, told by the backend's pushes, reloads each of its open lists,
// its count and its open instance once. Counted request by request, two tabs on one backend.
import { InstanceChanges } from '../../../application/approvals/instance-changes';
import { InstanceLists, LIST_RELOAD_DEBOUNCE_MS } from '../../../application/approvals/instance-list';
import { INSTANCE_REFRESH_DEBOUNCE_MS, InstanceReview } from '../../../application/approvals/instance-review';
import { PENDING_COUNT_DEBOUNCE_MS, PendingCount } from '../../../application/approvals/pending-count';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import type { InstanceChanged } from '../../../application/ports/instance-changed';
import type { OrganizationApi } from '../../../application/ports/organization-api';
import { APPLICANT, APPROVER, FakeInstanceApi, FakeNotify, FakeOrganization, FakeSession, failure, makeInstance, noRoles, pastDebounce, until } from './fakes';

const SETTLED_MS = Math.max(LIST_RELOAD_DEBOUNCE_MS, INSTANCE_REFRESH_DEBOUNCE_MS, PENDING_COUNT_DEBOUNCE_MS);

/** One browser tab: its own calls to the one backend (`instances` shared), its own push channel. */
function tab(instances: FakeInstanceApi['instances'], user: typeof APPROVER) {
  const api = new FakeInstanceApi();
  api.instances = instances;
  api.userId = user.id;
  const session = new FakeSession();
  session.user.next(user);
  const notify = new FakeNotify();
  const changes = new InstanceChanges(notify, session);
  const lists = new InstanceLists(api, changes, session);
  const review = new InstanceReview(api, session, changes, new OrganisationDirectory(new FakeOrganization() as unknown as OrganizationApi, noRoles));
  const count = new PendingCount(api, session, changes);
  const requests = () => api.calls.map((c) => c.method);
  return { api, notify, lists, review, count, requests };
}

type Tab = ReturnType<typeof tab>;

/** What the backend pushes to every tab after the approve of `a` that finishes it (as the demo's handlers do). */
function pushApproveOfA(tabs: readonly Tab[]): void {
  const about = { instanceId: 'a', title: '张三的请假 a' };
  const notices: InstanceChanged[] = [
    { reason: 'taskCompleted', userIds: [APPROVER.id], ...about },
    { reason: 'instanceFinished', userIds: [APPLICANT.id], status: 'approved', ...about },
    { reason: 'moved', userIds: [APPLICANT.id], ...about },
  ];
  for (const t of tabs) for (const notice of notices) t.notify.changed(notice);
}

async function openEverything(t: Tab, kinds: ReadonlyArray<'work' | 'approved' | 'my'>): Promise<void> {
  t.count.start();
  for (const kind of kinds) await t.lists.list(kind).load();
  await t.review.open('a');
  await pastDebounce(SETTLED_MS);
  t.api.calls = [];
}

test('one 同意: the acting tab sends one request and reads nothing it was just sent; the other tab reloads each open list once', async () => {
  const instances = [makeInstance('a'), makeInstance('b')];
  const acting = tab(instances, APPROVER);
  const other = tab(instances, APPLICANT);
  await openEverything(acting, ['work', 'approved']);
  await openEverything(other, ['my']);

  // The backend's pushes arrive while the answer is on its way (the demo posts them before it answers).
  const answer = acting.review.take('approve', { comment: '同意' });
  pushApproveOfA([acting, other]);
  expect((await answer).ok).toBe(true);
  // …and once more after it (the live server's WebSocket may be slower than the HTTP answer).
  pushApproveOfA([acting]);

  expect(acting.review.getSnapshot().instance?.status).toBe('approved');
  expect(acting.lists.list('work').getSnapshot().items.find((i) => i.id === 'a')?.status).toBe('approved');
  await until(() => other.review.getSnapshot().instance?.status === 'approved');
  await until(() => acting.lists.list('work').getSnapshot().items.length === 1);
  await pastDebounce(SETTLED_MS);

  // Acting tab: the 同意 itself; then, once for the whole burst, each open list and the count. No getInstance.
  expect(acting.requests().filter((m) => m === 'act')).toHaveLength(1);
  expect(acting.requests()).not.toContain('getInstance');
  expect(acting.requests().sort()).toEqual(['act', 'getWorkInstances', 'getWorkInstances', 'getWorkInstances'].sort());
  expect(acting.api.calls.filter((c) => c.method === 'getWorkInstances').map((c) => c.args[0]).sort()).toEqual(['done', 'todo', 'todo']);

  // Other tab: three pushes (one per person told), read as one: its list, its count, its open instance — once each.
  expect(other.requests().sort()).toEqual(['getInstance', 'getMyInstances', 'getWorkInstances']);
  expect(other.lists.list('my').getSnapshot().items.find((i) => i.id === 'a')?.status).toBe('approved');
});

test('a push about an instance whose action failed here is news: the open instance is read again', async () => {
  const instances = [makeInstance('a')];
  const acting = tab(instances, APPROVER);
  await openEverything(acting, ['work']);
  acting.api.failNext.set('act', [failure(500)]);
  expect((await acting.review.take('approve', { comment: '同意' })).ok).toBe(false);
  // Someone else then approves it: this tab hears of it.
  pushApproveOfA([acting]);
  await until(() => acting.requests().includes('getInstance'));
  await pastDebounce(SETTLED_MS);
  expect(acting.requests().filter((m) => m === 'getInstance')).toHaveLength(1);
});
