import { choiceParam, numberParam, outcomeTail, overdueWork, type Decision, type TaskKind, type TimingEffect } from '../task-kind';

export const OVERDUE_AUTO_DECIDE = 'overdueAutoDecide';

/** The comment each automatic decision leaves in the instance's history. */
export const AUTO_DECISION_COMMENTS: Readonly<Record<Decision, string>> = { approve: '超时自动同意', reject: '超时自动拒绝' };
const DECISION_LABELS: Readonly<Record<Decision, string>> = { approve: '同意', reject: '拒绝' };

const decisionOf = (value: string): Decision => (value === 'reject' ? 'reject' : 'approve');

/**
 * 超时自动处理: decides every 待办 older than N hours in its holder's name through the flow engine (同意 or
 * 拒绝, with the comment 超时自动同意 / 超时自动拒绝), so the flow moves on as if they had. Instances from before
 * flows have no engine to act through and are left alone.
 */
export const overdueAutoDecideKind: TaskKind = {
  kind: OVERDUE_AUTO_DECIDE,
  label: '超时自动处理',
  description: '超过时限仍未处理的待办由系统自动同意或拒绝，并在审批记录中注明',
  params: [
    { name: 'hours', label: '超时时长', type: 'number', min: 1, max: 720, unit: '小时', defaultValue: 72 },
    { name: 'decision', label: '处理方式', type: 'choice', options: [{ value: 'approve', label: '自动同意' }, { value: 'reject', label: '自动拒绝' }], defaultValue: 'approve' },
  ],
  describeParams(params) {
    return `超过 ${numberParam(this, params, 'hours')} 小时未处理的待办自动${DECISION_LABELS[decisionOf(choiceParam(this, params, 'decision'))]}`;
  },
  plan(params, world) {
    const decision = decisionOf(choiceParam(this, params, 'decision'));
    const overdue = overdueWork(world, numberParam(this, params, 'hours'));
    const effects: TimingEffect[] = overdue.filter((w) => w.onFlow).map((w) => ({
      type: 'decide', instanceId: w.instanceId, actor: w.userId, nodeId: w.nodeId, decision, comment: AUTO_DECISION_COMMENTS[decision], items: 1,
    }));
    const legacy = overdue.filter((w) => !w.onFlow).length;
    return { effects, skipped: legacy > 0 ? [{ items: legacy, reason: '发起于审批流程上线之前，跳过' }] : [] };
  },
  summarise(outcome, params) {
    if (outcome.done === 0 && outcome.skipped.length === 0 && outcome.failures.length === 0) {
      return `没有超过 ${numberParam(this, params, 'hours')} 小时未处理的待办`;
    }
    return `${AUTO_DECISION_COMMENTS[decisionOf(choiceParam(this, params, 'decision'))]} ${outcome.done} 条待办${outcomeTail(outcome)}`;
  },
};
