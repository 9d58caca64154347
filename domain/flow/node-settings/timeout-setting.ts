/**
 * 审批人超时未处理时 (issue 27's `props.timeout` of approver and 办理人 nodes): after `after` (minutes, hours,
 * days — with `workTime: true` on the flow calendar's working time only), counted from when each task was
 * created, the system reminds the holder (at most `repeat` times, one `after` apart), approves (超时自动同意),
 * rejects (超时自动拒绝, the node's onReject applies) or hands the task to the holder's 直属主管 (超时自动转交;
 * nobody above: no move). A task decided before its due time fires nothing; a task created again after a 退回
 * is a new task with a fresh clock. Entry points: `checkTimeout`, `timeoutOf`, `afterMinutes`; the engine side is
 * runtime/timers/timeout-timer.ts.
 */
import { isObject, shownJson } from '../model/json-reader';
import type { FlowNode } from '../model/flow';

export type TimeoutAction = 'remind' | 'approve' | 'reject' | 'escalate';

export interface TimeoutSetting {
  after: { minutes?: number; hours?: number; days?: number };
  workTime?: boolean;
  action: TimeoutAction;
  repeat?: number;
}

export const TIMEOUT_ACTIONS: Readonly<Record<TimeoutAction, string>> = {
  remind: '自动提醒', approve: '自动同意', reject: '自动拒绝', escalate: '转交直属主管',
};

/** The reasons the history gives for what the system did (issue 27's texts). */
export const timeoutReasons = { approve: '超时自动同意', reject: '超时自动拒绝', escalate: '超时自动转交' } as const;

export const timeoutMessages = {
  noDuration: (node: string) => `「${node}」的超时时间必须大于 0`,
  badAction: (node: string, action: unknown) => `「${node}」的超时处理方式未知：${shownJson(action)}（可选 remind、approve、reject、escalate）`,
  badRepeat: (node: string) => `「${node}」的超时提醒次数必须是不小于 1 的整数`,
} as const;

const isCount = (value: unknown): boolean => value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

/** The total of `after` in minutes (0 when unreadable), days counted as 24 hours or, on working time, working days. */
export function afterMinutes(after: unknown, workdayMinutes: number): number {
  if (!isObject(after) || !isCount(after.minutes) || !isCount(after.hours) || !isCount(after.days)) return 0;
  return Number(after.minutes ?? 0) + Number(after.hours ?? 0) * 60 + Number(after.days ?? 0) * workdayMinutes;
}

/** The node's timeout, when it has a usable one. */
export function timeoutOf(node: FlowNode | undefined): TimeoutSetting | undefined {
  const timeout = node?.props.timeout;
  if (!isObject(timeout) || !Object.hasOwn(TIMEOUT_ACTIONS, String(timeout.action)) || afterMinutes(timeout.after, 1440) <= 0) return undefined;
  return timeout as unknown as TimeoutSetting;
}

/** Pre-publish problems of a node's `timeout` (none when it has none). */
export function checkTimeout(timeout: unknown, nodeName: string): string[] {
  if (timeout === undefined) return [];
  const raw = isObject(timeout) ? timeout : {};
  const problems: string[] = [];
  if (afterMinutes(raw.after, 1440) <= 0) problems.push(timeoutMessages.noDuration(nodeName));
  if (!(typeof raw.action === 'string' && Object.hasOwn(TIMEOUT_ACTIONS, raw.action))) problems.push(timeoutMessages.badAction(nodeName, raw.action));
  if (raw.repeat !== undefined && !(Number.isInteger(raw.repeat) && (raw.repeat as number) >= 1)) problems.push(timeoutMessages.badRepeat(nodeName));
  return problems;
}

/** 超时 2 小时（工作时间）自动同意: the card's and the drawer's words. */
export function timeoutWords(timeout: TimeoutSetting): string {
  const { minutes = 0, hours = 0, days = 0 } = timeout.after;
  const parts = [days && `${days} 天`, hours && `${hours} 小时`, minutes && `${minutes} 分钟`].filter(Boolean).join(' ');
  return `超时 ${parts}${timeout.workTime ? '（工作时间）' : ''}${TIMEOUT_ACTIONS[timeout.action]}`;
}
