import { timeoutReasons } from '../../flow/node-settings/timeout-setting';
import { choiceParam, numberParam, outcomeTail, type Decision, type TaskKind } from '../task-kind';
import { defaultTimeoutPlan } from './default-timeout-run';

export const OVERDUE_AUTO_DECIDE = 'overdueAutoDecide';

/** The reason each automatic decision leaves in the instance's history (the engine's timeout reasons). */
export const AUTO_DECISION_COMMENTS: Readonly<Record<Decision, string>> = { approve: timeoutReasons.approve, reject: timeoutReasons.reject };
const DECISION_LABELS: Readonly<Record<Decision, string>> = { approve: '同意', reject: '拒绝' };

const decisionOf = (value: string): Decision => (value === 'reject' ? 'reject' : 'approve');

/**
 * 超时自动处理: the default `timeout` `{ after: N hours, action: "approve" | "reject" }` of every approver /
 * handler node without its own (default-timeout-run.ts): a 待办 open N hours is decided by the system
 * (超时自动同意 / 超时自动拒绝; at 拒绝 the node's onReject applies).
 */
export const overdueAutoDecideKind: TaskKind = {
  kind: OVERDUE_AUTO_DECIDE,
  label: '超时自动处理',
  description: '作为未设置超时的审批 / 办理节点的默认超时：待办超过时限仍未处理时由系统自动同意或拒绝，审批记录注明「超时自动同意 / 超时自动拒绝」。每次执行（立即执行或按执行周期）触发所有已到期的超时',
  params: [
    { name: 'hours', label: '超时时长', type: 'number', min: 1, max: 720, unit: '小时', defaultValue: 72 },
    { name: 'decision', label: '处理方式', type: 'choice', options: [{ value: 'approve', label: '自动同意' }, { value: 'reject', label: '自动拒绝' }], defaultValue: 'approve' },
  ],
  describeParams(params) {
    return `超过 ${numberParam(this, params, 'hours')} 小时未处理的待办自动${DECISION_LABELS[decisionOf(choiceParam(this, params, 'decision'))]}`;
  },
  plan(params, world) {
    const hours = numberParam(this, params, 'hours');
    return defaultTimeoutPlan({ after: { hours }, action: decisionOf(choiceParam(this, params, 'decision')) }, hours, world);
  },
  summarise(outcome, params) {
    if (outcome.done === 0 && outcome.skipped.length === 0 && outcome.failures.length === 0) {
      return `没有超过 ${numberParam(this, params, 'hours')} 小时未处理的待办`;
    }
    return `${AUTO_DECISION_COMMENTS[decisionOf(choiceParam(this, params, 'decision'))]} ${outcome.done} 条待办${outcomeTail(outcome)}`;
  },
};
