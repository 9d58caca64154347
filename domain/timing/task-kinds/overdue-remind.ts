import { numberParam, outcomeTail, overdueWork, type TaskKind, type TimingEffect } from '../task-kind';

export const OVERDUE_REMIND = 'overdueRemind';

/**
 * 超时催办: reminds the approvers of every 待办 older than N hours, through the approvals' own 催办 — one per
 * instance, so its rule (at most once per 10 minutes) holds for the system as for an applicant.
 */
export const overdueRemindKind: TaskKind = {
  kind: OVERDUE_REMIND,
  label: '超时催办',
  description: '提醒审批人处理超过时限仍未处理的待办（与发起人催办相同，每条申请 10 分钟内只催办一次）',
  params: [{ name: 'hours', label: '超时时长', type: 'number', min: 1, max: 720, unit: '小时', defaultValue: 24 }],
  describeParams(params) {
    return `催办超过 ${numberParam(this, params, 'hours')} 小时未处理的待办`;
  },
  plan(params, world) {
    const byInstance = new Map<string, { userIds: Set<string>; items: number }>();
    for (const work of overdueWork(world, numberParam(this, params, 'hours'))) {
      const entry = byInstance.get(work.instanceId) ?? { userIds: new Set<string>(), items: 0 };
      entry.userIds.add(work.userId);
      entry.items += 1;
      byInstance.set(work.instanceId, entry);
    }
    const effects: TimingEffect[] = [...byInstance].map(([instanceId, e]) => ({ type: 'urge', instanceId, userIds: [...e.userIds], items: e.items }));
    return { effects, skipped: [] };
  },
  summarise(outcome, params) {
    if (outcome.done === 0 && outcome.skipped.length === 0 && outcome.failures.length === 0) {
      return `没有超过 ${numberParam(this, params, 'hours')} 小时未处理的待办`;
    }
    return `催办 ${outcome.done} 条待办${outcomeTail(outcome)}`;
  },
};
