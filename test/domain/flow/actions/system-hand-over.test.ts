// 离职交接 (issue 39): a leaver's task goes to the successor as the system's 转交, never as the leaver's own act.
import { historyWords, systemHandOver, SYSTEM_ACTOR_NAME } from '../../../../domain/flow';
import { approve, approver, envOf, runFlow, users } from '../runtime-helpers';

const env = envOf(approver('a1', { assignee: users('u-hr1') }, approver('a2', { assignee: users('u-fin-head') })));
const leaveValues = { leave_type: '年假', leave_days: 2 };

test('离职交接: the task moves to the successor and the history says the system did it, with 离职交接', () => {
  const run = runFlow(env, { initiator: 'u-admin1', values: leaveValues });
  const handed = systemHandOver(env, run.state, { from: 'u-hr1', to: 'u-hr-head', nodeId: 'a1', at: '2026-11-28 09:00:00' });
  expect(handed.ok).toBe(true);
  if (!handed.ok) return;
  const entry = handed.state.history.at(-1);
  expect(entry).toMatchObject({ action: 'transfer', nodeId: 'a1', userIds: ['u-hr-head'], comment: '离职交接', bySystem: true });
  expect(entry?.userId).toBeUndefined();
  expect(historyWords({ ...entry!, userNames: ['李人事'] }, (id) => id).what).toBe('转交给 李人事');
  expect(SYSTEM_ACTOR_NAME).toBe('系统');
  // The successor now decides in the leaver's place.
  const next = runFlow(env, { initiator: 'u-admin1', values: leaveValues });
  expect(next.pending).toEqual([{ nodeId: 'a1', userIds: ['u-hr1'] }]);
  expect(handed.state.tasks.filter((t) => t.status === 'open').map((t) => t.userId)).toEqual(['u-hr-head']);
});

test('离职交接 refused like any 转交: a successor already deciding at the node keeps the leaver\'s task where it is', () => {
  const both = envOf(approver('a1', { assignee: users('u-hr1', 'u-hr-head'), mode: 'and' }));
  const run = runFlow(both, { initiator: 'u-admin1', values: leaveValues });
  const handed = systemHandOver(both, run.state, { from: 'u-hr1', to: 'u-hr-head', nodeId: 'a1', at: '2026-11-28 09:00:00' });
  expect(handed.ok).toBe(false);
});

test('entries the leaver recorded before stay theirs', () => {
  const run = runFlow(env, { initiator: 'u-admin1', values: leaveValues }, [approve('u-hr1')]);
  const handed = systemHandOver(env, run.state, { from: 'u-fin-head', to: 'u-hr-head', nodeId: 'a2', at: '2026-11-28 09:00:00' });
  expect(handed.ok && handed.state.history.find((e) => e.action === 'approve')).toMatchObject({ userId: 'u-hr1' });
});
