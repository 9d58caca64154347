import { numberParam, outcomeTail, type TaskKind } from '../task-kind';

export const CLEAN_OPERATION_LOGS = 'cleanOperationLogs';

/**
 * 清理操作日志: deletes operation-log entries older than N days, so the log keeps what an audit still asks
 * about. (Drafts, the other thing that ages, live in each browser, not on the server: nothing to clean there.)
 */
export const cleanOperationLogsKind: TaskKind = {
  kind: CLEAN_OPERATION_LOGS,
  label: '清理操作日志',
  description: '删除超过保留天数的操作日志',
  params: [{ name: 'days', label: '保留天数', type: 'number', min: 1, max: 3650, unit: '天', defaultValue: 180 }],
  describeParams(params) {
    return `保留最近 ${numberParam(this, params, 'days')} 天的操作日志`;
  },
  plan(params, world) {
    const limit = Date.parse(world.now) - numberParam(this, params, 'days') * 86_400_000;
    const old = world.operationLogs.filter((log) => Date.parse(log.at) < limit);
    return { effects: old.map((log) => ({ type: 'deleteOperationLog', id: log.id, items: 1 })), skipped: [] };
  },
  summarise(outcome, params) {
    if (outcome.done === 0 && outcome.failures.length === 0) return `没有超过 ${numberParam(this, params, 'days')} 天的操作日志`;
    return `清理 ${outcome.done} 条超过 ${numberParam(this, params, 'days')} 天的操作日志${outcomeTail(outcome)}`;
  },
};
