// 转交 and 委派 hand a task only to someone still in the organisation (issue 39: a person who left, 已离职, is never
// given work again), never to oneself, and never to someone already deciding at the node.
import { applyAction, type FlowEnvironment } from '../../../../domain/flow';
import { approver, envOf, runFlow, users } from '../runtime-helpers';

const base = envOf(approver('a1', { assignee: users('u-hr1', 'u-fin-head'), mode: 'and' }));
const env: FlowEnvironment = { ...base, org: { ...base.org, users: base.org.users.map((u) => (u.id === 'u-admin1' ? { ...u, disabled: true } : u)) } };
const started = runFlow(env, { initiator: 'u-ceo', values: { leave_type: '年假', leave_days: 2 } }).state;
const handOff = (action: 'transfer' | 'delegate', to: string) => {
  const result = applyAction(env, started, { actor: 'u-hr1', action, to, nodeId: 'a1' });
  return result.ok ? 'ok' : result.message;
};

test('转交 to a person who has left is refused like an unknown one; to a colleague it goes', () => {
  expect(handOff('transfer', 'u-admin1')).toBe('转交对象不存在');
  expect(handOff('transfer', 'u-nobody')).toBe('转交对象不存在');
  expect(handOff('transfer', 'u-hr1')).toBe('不能转交给自己');
  expect(handOff('transfer', 'u-fin-head')).toBe('该成员已在当前节点审批');
  expect(handOff('transfer', 'u-hr-head')).toBe('ok');
});

test('委派 follows the same rules with its own words', () => {
  expect(handOff('delegate', 'u-admin1')).toBe('委派对象不存在');
  expect(handOff('delegate', 'u-hr1')).toBe('不能委派给自己');
  expect(handOff('delegate', 'u-fin-head')).toBe('该成员已在当前节点审批');
  expect(handOff('delegate', 'u-hr-head')).toBe('ok');
});
