// Issue 43 #4: after a 退回 the timeline's steps to come are the route from the node it went back to — a node
// passed before the 退回 comes again (IT 发放 孙七 after 主管审批), as the instance then does.
import { timelineItems } from '../../../application/approvals/timeline-items';
import { approve, envOf, users } from '../../domain/flow/runtime-helpers';
import { instanceOf } from './engine-instance';

const env = envOf({
  id: 'boss', type: 'approver', name: '主管审批', props: { assignee: users('u-fe-lead') }, next: {
    id: 'it', type: 'handler', name: 'IT 发放', props: { assignee: users('u-it1') }, next: {
      id: 'hr', type: 'approver', name: '人事备案', props: { assignee: users('u-hr1') },
    },
  },
});
const launch = { leave_days: 2, leave_reason: '显示器', leave_handover: 'u-fe2' };
const future = (actions: Parameters<typeof instanceOf>[3]) => timelineItems(instanceOf(env, 'u-fe1', launch, actions), env.org, (id) => id, '2026-03-05T10:00')
  .filter((item) => item.tone === 'future' || item.tone === 'waiting').map((item) => `${item.node}:${item.tone}`);

test('issue 43 #4: after IT 发放 returned to 主管审批, the steps to come list IT 发放 again', () => {
  expect(future([approve('u-fe-lead')])).toEqual(['it:waiting', '人事备案:future']);
  const returned = future([approve('u-fe-lead'), { actor: 'u-it1', action: 'return', nodeId: 'boss', comment: '型号不对' }]);
  expect(returned).toEqual(['boss:waiting', 'IT 发放:future', '人事备案:future']);
});
