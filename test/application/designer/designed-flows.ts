/** Small designed flows for the designer's tests. */
import type { Flow } from '../../../domain/flow';

/** 发起人 → 审批人 (表单内联系人 `taskControl`) → 条件 (`conditionControl` 不为空 / 其他情况). */
export function flowUsing(taskControl: string, conditionControl: string): Flow {
  return {
    id: 'flow', name: 'flow',
    root: {
      id: 'start', type: 'start', name: '发起人', props: {},
      next: {
        id: 'n-task', type: 'approver', name: '经办人审批', props: { assignee: { type: 'formField', controlId: taskControl } },
        next: {
          id: 'g', type: 'condition', name: '条件分支', props: {},
          branches: [
            { id: 'b1', name: '条件1', priority: 1, conditions: [[{ controlId: conditionControl, op: 'notEmpty' }]] },
            { id: 'b2', name: '其他情况', priority: 2, conditions: [], default: true },
          ],
        },
      },
    },
  };
}
