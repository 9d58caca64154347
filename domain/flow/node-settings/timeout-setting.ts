/**
 * 审批人超时未处理时 (issue 27's `props.timeout` of approver and 办理人 nodes): after `after` (minutes, hours,
 * days — with `workTime: true` on the flow calendar's working time only), counted from when each task was
 * created, the system reminds the holder (at most `repeat` times, one `after` apart), approves (超时自动同意),
 * rejects (超时自动拒绝, the node's onReject applies) or hands the task to the holder's 直属主管 (超时自动转交;
 * nobody above: no move). A task decided before its due time fires nothing; a task created again after a 退回
 * is a new task with a fresh clock. Entry points: `checkTimeout`, `timeoutTimer` (runtime/timers).
 */
import { addWorkingMinutes } from '../../calendar/work-time';
import { readWorkCalendar } from '../../calendar/work-calendar';
import { isObject } from '../model/json-reader';
import type { ApproverNode, FlowNode } from '../model/flow';
import { rejectAction } from '../runtime/actions/reject';
import type { InstanceRunner } from '../runtime/instance-runner';
import type { FlowTask, FlowTimer } from '../runtime/instance-state';
import type { TimerKind } from '../runtime/timers/timer-kind';
import { addTimer } from '../runtime/timers/timer-list';
import { formatLocalTime, MINUTE_MS, parseLocalTime } from '../time/local-time';

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
  badAction: (node: string, action: unknown) => `「${node}」的超时处理方式未知：${String(action)}（可选 remind、approve、reject、escalate）`,
  badRepeat: (node: string) => `「${node}」的超时提醒次数必须是不小于 1 的整数`,
} as const;

const isCount = (value: unknown): boolean => value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

/** The total of `after` in minutes (0 when unreadable), days counted as 24 hours or, on working time, working days. */
function afterMinutes(after: unknown, workdayMinutes: number): number {
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
  if (!Object.hasOwn(TIMEOUT_ACTIONS, String(raw.action))) problems.push(timeoutMessages.badAction(nodeName, raw.action));
  if (raw.repeat !== undefined && !(Number.isInteger(raw.repeat) && (raw.repeat as number) >= 1)) problems.push(timeoutMessages.badRepeat(nodeName));
  return problems;
}

/** 超时 2 小时（工作时间）自动同意: the card's and the drawer's words. */
export function timeoutWords(timeout: TimeoutSetting): string {
  const { minutes = 0, hours = 0, days = 0 } = timeout.after;
  const parts = [days && `${days} 天`, hours && `${hours} 小时`, minutes && `${minutes} 分钟`].filter(Boolean).join(' ');
  return `超时 ${parts}${timeout.workTime ? '（工作时间）' : ''}${TIMEOUT_ACTIONS[timeout.action]}`;
}

/** The moment one `after` past `from`, or undefined when it never comes (a calendar without working days). */
function dueAfter(runner: InstanceRunner, timeout: TimeoutSetting, from: string | undefined): string | undefined {
  const start = parseLocalTime(from);
  if (start === undefined) return undefined;
  if (!timeout.workTime) return formatLocalTime(start + afterMinutes(timeout.after, 1440) * MINUTE_MS);
  const calendar = readWorkCalendar(runner.env.flow.settings?.calendar);
  const due = addWorkingMinutes(calendar, start, afterMinutes(timeout.after, calendar.hours[1] - calendar.hours[0]));
  return due === undefined ? undefined : formatLocalTime(due);
}

function remind(runner: InstanceRunner, timeout: TimeoutSetting, timer: FlowTimer, task: FlowTask): void {
  (runner.state.reminders ??= []).push({ nodeId: task.nodeId, userId: task.userId, at: timer.due });
  const count = (timer.count ?? 0) + 1;
  const next = count < (timeout.repeat ?? 1) ? dueAfter(runner, timeout, timer.due) : undefined;
  if (next !== undefined) addTimer(runner.state, { ...timer, due: next, count });
}

function approve(runner: InstanceRunner, task: FlowTask): void {
  task.autoReason = 'timeout';
  runner.closeTask(task, 'auto', timeoutReasons.approve);
  runner.record({ action: 'approve', nodeId: task.nodeId, userIds: [task.userId], reason: 'timeout', comment: timeoutReasons.approve });
  // A 前加签 person's task done: the one who added them decides again.
  const waiting = task.waitsFor === undefined ? undefined : runner.state.tasks.find((t) => t.id === task.waitsFor && t.status === 'waiting');
  if (waiting) runner.reopenTask(waiting);
  const node = runner.index.node(task.nodeId);
  if (node && node.type !== 'start') runner.settle(node as ApproverNode);
}

function reject(runner: InstanceRunner, task: FlowTask): void {
  const recorded = runner.state.history.length;
  // The reject path itself, so the node's onReject (end or returnTo) applies as to a person's 拒绝.
  rejectAction.apply?.(runner, { actor: task.userId, action: 'reject', comment: timeoutReasons.reject }, task);
  const entry = runner.state.history[recorded];
  if (entry?.action === 'reject') {
    // Nobody rejected: the system did, on the holder's task.
    delete entry.userId;
    Object.assign(entry, { userIds: [task.userId], reason: 'timeout' });
  }
}

function escalate(runner: InstanceRunner, task: FlowTask): void {
  const to = runner.org.supervisorOf(task.userId);
  const taken = (userId: string) => runner.tasksAt(task.nodeId).some((t) => t.userId === userId && ['open', 'waiting', 'approved'].includes(t.status));
  if (to === undefined || to === task.userId || taken(to)) return;
  runner.closeTask(task, 'transferred', timeoutReasons.escalate);
  runner.record({ action: 'transfer', nodeId: task.nodeId, userIds: [to], reason: 'timeout', comment: timeoutReasons.escalate });
  runner.openTask(task.nodeId, to, task.kind, task.waitsFor === undefined ? {} : { waitsFor: task.waitsFor }, false);
}

export const timeoutTimer: TimerKind = {
  kind: 'timeout',
  onTaskOpened(runner, task) {
    if (task.kind === 'resubmit') return;
    const timeout = timeoutOf(runner.index.node(task.nodeId));
    const due = timeout && dueAfter(runner, timeout, task.createdAt ?? runner.now);
    if (due !== undefined) addTimer(runner.state, { kind: 'timeout', nodeId: task.nodeId, taskId: task.id, due });
  },
  fire(runner, timer) {
    const task = runner.state.tasks.find((t) => t.id === timer.taskId);
    const timeout = timeoutOf(runner.index.node(timer.nodeId));
    // Decided, handed on, cancelled or waiting for a 前加签: the clock of this task is over.
    if (!task || task.status !== 'open' || !timeout) return;
    if (timeout.action === 'remind') remind(runner, timeout, timer, task);
    else if (timeout.action === 'approve') approve(runner, task);
    else if (timeout.action === 'reject') reject(runner, task);
    else escalate(runner, task);
  },
};
