/**
 * The designed flows of the seeded models (issue 17), in the flow JSON format of docs/FLOW-FORMAT.md, like the
 * examples in test/fixtures/flows. They name the seeded organisation's people and roles and the seeded forms'
 * controls.
 */
import type { Flow } from '../../../domain/flow';
import { SEED_PEOPLE as p, SEED_ROLES as r } from './seed-organisation';

/** 请假: more than 3 days → 部门负责人 → 人事专员, else 直属主管; then a copy to 行政. */
export function leaveFlow(): Flow {
  return {
    id: 'flow-leave',
    name: '请假',
    settings: { dedupe: 'none', admins: [p.hrHead], allowWithdraw: true, requireRejectComment: true },
    root: {
      id: 'start', type: 'start', name: '发起人', props: {},
      next: {
        id: 'cond-days', type: 'condition', name: '请假天数', props: {},
        branches: [
          {
            id: 'b-long', name: '超过3天', priority: 1,
            conditions: [[{ controlId: 'leave_days', op: 'gt', value: 3 }]],
            next: {
              id: 'n-dept-head', type: 'approver', name: '部门负责人',
              props: { assignee: { type: 'deptHead' }, mode: 'or', whenEmpty: 'toAdmin' },
              next: {
                id: 'n-hr', type: 'approver', name: '人事专员',
                // HR corrects the days when needed; the reason stays between the applicant and their manager.
                props: { assignee: { type: 'role', roleId: r.hr }, mode: 'or', whenEmpty: 'toAdmin', fieldPerms: { leave_days: 'edit', leave_reason: 'hidden' } },
              },
            },
          },
          {
            id: 'b-short', name: '其他情况', priority: 2, default: true, conditions: [],
            next: {
              id: 'n-supervisor', type: 'approver', name: '直属主管',
              props: { assignee: { type: 'supervisor', level: 1 }, mode: 'or', whenEmpty: 'toAdmin' },
            },
          },
        ],
        next: {
          id: 'n-cc', type: 'cc', name: '抄送行政',
          props: { assignee: { type: 'users', userIds: [p.adminClerk] }, fieldPerms: { leave_reason: 'hidden' } },
        },
      },
    },
  };
}

/** 报销: 直属主管; 1000–5000 adds 财务复核; above 5000 adds 大额财务复核 and the 会签 of 总经理 and 财务负责人; cc 财务负责人. */
export function expenseFlow(): Flow {
  return {
    id: 'flow-expense',
    name: '报销',
    settings: { dedupe: 'none', admins: [p.financeHead], allowWithdraw: true, requireRejectComment: true },
    root: {
      id: 'start', type: 'start', name: '发起人', props: {},
      next: {
        id: 'n-supervisor', type: 'approver', name: '直属主管',
        props: { assignee: { type: 'supervisor', level: 1 }, mode: 'or', whenEmpty: 'toAdmin' },
        next: {
          id: 'cond-amount', type: 'condition', name: '报销金额', props: {},
          branches: [
            { id: 'b-small', name: '1000 元以下', priority: 1, conditions: [[{ controlId: 'expense_total', op: 'lt', value: 1000 }]] },
            {
              id: 'b-mid', name: '1000–5000 元', priority: 2, conditions: [[{ controlId: 'expense_total', op: 'between', value: [1000, 5000] }]],
              next: { id: 'n-fin-mid', type: 'approver', name: '财务复核', props: { assignee: { type: 'role', roleId: r.financeReview }, mode: 'or', whenEmpty: 'toAdmin' } },
            },
            {
              id: 'b-large', name: '5000 元以上', priority: 3, default: true, conditions: [],
              next: {
                id: 'n-fin-large', type: 'approver', name: '大额财务复核',
                props: { assignee: { type: 'role', roleId: r.financeReview }, mode: 'or', whenEmpty: 'toAdmin' },
                next: {
                  id: 'n-boss', type: 'approver', name: '总经理会签',
                  props: { assignee: { type: 'users', userIds: [p.ceo, p.financeHead] }, mode: 'and' },
                },
              },
            },
          ],
          // The finance head is told of every reimbursement that passed (to pay it).
          next: { id: 'n-cc', type: 'cc', name: '抄送财务负责人', props: { assignee: { type: 'users', userIds: [p.financeHead] } } },
        },
      },
    },
  };
}

/** 出差: 直属主管, then a colleague the applicant picks (发起人自选), then a copy to 行政. */
export function tripFlow(): Flow {
  return {
    id: 'flow-trip',
    name: '出差',
    settings: { dedupe: 'consecutive', admins: [p.hrHead], allowWithdraw: true },
    root: {
      id: 'start', type: 'start', name: '发起人', props: {},
      next: {
        id: 'n-supervisor', type: 'approver', name: '直属主管',
        props: { assignee: { type: 'supervisor', level: 1 }, mode: 'or', whenEmpty: 'toAdmin' },
        next: {
          // The handover person 办理s (takes the work over); they cannot refuse it.
          id: 'n-pick', type: 'handler', name: '工作交接人',
          props: { assignee: { type: 'selfSelect', multiple: false }, mode: 'or' },
          next: { id: 'n-cc', type: 'cc', name: '抄送行政', props: { assignee: { type: 'users', userIds: [p.adminClerk] } } },
        },
      },
    },
  };
}

/** 采购: 财务复核 and IT 管理员 side by side, then 行政采购. */
export function purchaseFlow(): Flow {
  return {
    id: 'flow-purchase',
    name: '采购',
    settings: { dedupe: 'none', admins: [p.adminClerk], allowWithdraw: true, requireRejectComment: true },
    root: {
      id: 'start', type: 'start', name: '发起人', props: {},
      next: {
        id: 'par-review', type: 'parallel', name: '财务与 IT 并行审核', props: {},
        branches: [
          { id: 'b-fin', name: '财务', next: { id: 'n-fin', type: 'approver', name: '财务复核', props: { assignee: { type: 'role', roleId: r.financeReview }, mode: 'or', whenEmpty: 'toAdmin' } } },
          { id: 'b-it', name: 'IT', next: { id: 'n-it', type: 'approver', name: 'IT 管理员', props: { assignee: { type: 'role', roleId: r.it }, mode: 'or', whenEmpty: 'toAdmin' } } },
        ],
        next: { id: 'n-purchase', type: 'approver', name: '行政采购', props: { assignee: { type: 'role', roleId: r.purchase }, mode: 'or', whenEmpty: 'toAdmin' } },
      },
    },
  };
}

/** 意见反馈: the flow admins read it (或签); every 问题报告 and 功能建议 is copied to IT as well (包容分支). */
export function feedbackFlow(): Flow {
  const admins = [p.itAdmin, p.assistant];
  return {
    id: 'flow-feedback',
    name: '意见反馈',
    settings: { dedupe: 'none', admins, allowWithdraw: true },
    root: {
      id: 'start', type: 'start', name: '发起人', props: {},
      next: {
        id: 'n-admins', type: 'approver', name: '流程管理员', props: { assignee: { type: 'users', userIds: admins }, mode: 'or', whenEmpty: 'toAdmin' },
        next: {
          id: 'inc-kind', type: 'inclusive', name: '按反馈类型', props: {},
          branches: [
            { id: 'b-bug', name: '问题报告', priority: 1, conditions: [[{ controlId: 'feedback_kind', op: 'in', value: [2] }]],
              next: { id: 'n-cc-it', type: 'cc', name: '抄送 IT', props: { assignee: { type: 'users', userIds: [p.itAdmin] } } } },
            { id: 'b-idea', name: '功能建议', priority: 2, conditions: [[{ controlId: 'feedback_kind', op: 'in', value: [1] }]],
              next: { id: 'n-cc-assistant', type: 'cc', name: '抄送助理', props: { assignee: { type: 'users', userIds: [p.assistant] } } } },
            { id: 'b-other', name: '其他情况', priority: 3, default: true, conditions: [] },
          ],
        },
      },
    },
  };
}

/** The flow of each seeded model, by model id. */
export const seedFlows = (): Record<string, Flow> => ({
  'model-leave': leaveFlow(),
  'model-expense': expenseFlow(),
  'model-trip': tripFlow(),
  'model-purchase': purchaseFlow(),
  'model-feedback': feedbackFlow(),
});
