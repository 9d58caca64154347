// Issue 43 #13: a 办理人 node says 办理中 in the timeline while its people are at it (审批中 at an 审批人 node).
import { timelineItems } from '../../../application/approvals/timeline-items';
import { parseFlow } from '../../../domain/flow';
import { environment } from '../../fixtures/flows/flow-fixtures';
import { makeInstance } from './fakes';

const leave = environment('leave');
const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: {
  id: 'it', type: 'handler', name: 'IT 发放', props: { assignee: { type: 'users', userIds: ['u-it1'] } }, next: {
    id: 'boss', type: 'approver', name: '主管审批', props: { assignee: { type: 'users', userIds: ['u-fe-lead'] } },
  } } } });
if (!parsed.ok) throw new Error('bad flow');

const waitingAt = (nodeId: string, nodeName: string, userId: string, userName: string) => timelineItems(
  makeInstance('a', { flow: parsed.flow, form: leave.form, currentNodes: [{ nodeId, nodeName, userIds: [userId], userNames: [userName] }] }),
  leave.org, (id) => id, '2026-11-24T09:00',
).filter((item) => item.tone === 'waiting').map((item) => `${item.node} ${item.who} ${item.what}`);

test('issue 43 #13: the timeline says 办理中 at a 办理人 node, 审批中 at an 审批人 node', () => {
  expect(waitingAt('it', 'IT 发放', 'u-it1', '孙七')).toEqual(['IT 发放 孙七 办理中']);
  expect(waitingAt('boss', '主管审批', 'u-fe-lead', '郑浩')).toEqual(['主管审批 郑浩 审批中']);
});
