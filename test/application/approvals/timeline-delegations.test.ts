// 代理 in the timeline's nodes to come (issue 27): get_instance sends the delegations in force for the instance's
// flow; a node still to come names the delegate as the engine will assign them — 王五（代 赵六）, not 赵六.
import { timelineItems } from '../../../application/approvals/timeline-items';
import type { Delegation } from '../../../domain/flow';
import { approver, envOf, users } from '../../domain/flow/runtime-helpers';
import { makeInstance } from './fakes';

const env = envOf(approver('n1', { assignee: users('u-fe-lead') }, approver('n2', { assignee: users('u-hr1') })));
const names: Record<string, string> = { 'u-fe-lead': '郑浩', 'u-hr1': '赵六', 'u-hr-head': '王五' };
const away: Delegation = { id: 'd1', from: 'u-hr1', to: 'u-hr-head', start: '2026-11-23T00:00', end: '2026-11-30T00:00' };
const waitingAtN1 = { nodeId: 'n1', nodeName: 'n1', userIds: ['u-fe-lead'], userNames: ['郑浩'] };

function toCome(delegations: Delegation[] | undefined, now: string) {
  const instance = makeInstance('a', { flow: env.flow, form: env.form, currentNodes: [waitingAtN1], ...(delegations ? { delegations } : {}) });
  return timelineItems(instance, env.org, (id) => names[id] ?? id, now).filter((item) => item.tone === 'future').map((item) => item.who);
}

test('delegation in the timeline: a node to come names the delegate on behalf of the person away (王五（代 赵六）)', () => {
  expect(toCome([away], '2026-11-24T09:00')).toEqual(['王五（代 赵六）']);
});

test('delegation in the timeline: without delegations, or outside their span, the node to come names its approver', () => {
  expect(toCome(undefined, '2026-11-24T09:00')).toEqual(['赵六']);
  expect(toCome([away], '2026-11-30T09:00')).toEqual(['赵六']);
});
