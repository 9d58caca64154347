import { numberParam, outcomeTail, type TaskKind } from '../task-kind';
import { defaultTimeoutPlan } from './default-timeout-run';

export const OVERDUE_REMIND = 'overdueRemind';

/**
 * 超时催办: the default `timeout` `{ after: N hours, action: "remind" }` of every approver / handler node
 * without its own (default-timeout-run.ts): each 待办 open N hours gets one 超时提醒 to its holder.
 */
export const overdueRemindKind: TaskKind = {
  kind: OVERDUE_REMIND,
  label: '超时催办',
  description: '作为未设置超时的审批 / 办理节点的默认超时：待办超过时限仍未处理时提醒处理人一次（待办列表标「超时提醒」）。每次执行（立即执行或按执行周期）触发所有已到期的超时',
  params: [{ name: 'hours', label: '超时时长', type: 'number', min: 1, max: 720, unit: '小时', defaultValue: 24 }],
  describeParams(params) {
    return `催办超过 ${numberParam(this, params, 'hours')} 小时未处理的待办`;
  },
  plan(params, world) {
    const hours = numberParam(this, params, 'hours');
    return defaultTimeoutPlan({ after: { hours }, action: 'remind' }, hours, world);
  },
  summarise(outcome, params) {
    if (outcome.done === 0 && outcome.skipped.length === 0 && outcome.failures.length === 0) {
      return `没有新的超过 ${numberParam(this, params, 'hours')} 小时未处理的待办`;
    }
    return `催办 ${outcome.done} 条待办${outcomeTail(outcome)}`;
  },
};
