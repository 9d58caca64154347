/**
 * The timer of an approver / 办理人 node's `timeout` (node-settings/timeout-setting.ts): set when a task opens,
 * fired at its due time while that task is still open — remind, approve, reject (through the reject path, so
 * onReject applies) or escalate to the holder's 直属主管.
 */
import { addWorkingMinutes } from '../../../calendar/work-time';
import { readWorkCalendar } from '../../../calendar/work-calendar';
import type { ApproverNode } from '../../model/flow';
import { afterMinutes, timeoutOf, timeoutReasons, type TimeoutSetting } from '../../node-settings/timeout-setting';
import { formatLocalTime, MINUTE_MS, parseLocalTime } from '../../time/local-time';
import { rejectAction } from '../actions/reject';
import { adderOf, handedOn, moveBatch } from '../signer-batch';
import type { InstanceRunner } from '../instance-runner';
import type { FlowTask, FlowTimer } from '../instance-state';
import type { TimerKind } from './timer-kind';
import { addTimer } from './timer-list';

/** The moment one `after` past `from`, or undefined when it never comes (a calendar without working days). */
export function dueAfter(runner: InstanceRunner, timeout: TimeoutSetting, from: string | undefined): string | undefined {
  const start = parseLocalTime(from);
  if (start === undefined) return undefined;
  if (!timeout.workTime) return formatLocalTime(start + afterMinutes(timeout.after, 1440) * MINUTE_MS);
  const calendar = readWorkCalendar(runner.env.flow.settings?.calendar);
  const due = addWorkingMinutes(calendar, start, afterMinutes(timeout.after, calendar.hours[1] - calendar.hours[0]));
  return due === undefined ? undefined : formatLocalTime(due);
}

function remind(runner: InstanceRunner, timeout: TimeoutSetting, timer: FlowTimer, task: FlowTask, stored: boolean): void {
  (runner.state.reminders ??= []).push({ nodeId: task.nodeId, userId: task.userId, at: timer.due });
  // A default timeout's next reminder is worked out again from the reminders sent (default-timeouts.ts).
  const count = (timer.count ?? 0) + 1;
  const next = stored && count < (timeout.repeat ?? 1) ? dueAfter(runner, timeout, timer.due) : undefined;
  if (next !== undefined) addTimer(runner.state, { ...timer, due: next, count });
}

function approve(runner: InstanceRunner, task: FlowTask): void {
  task.autoReason = 'timeout';
  runner.closeTask(task, 'auto', timeoutReasons.approve);
  runner.record({ action: 'approve', nodeId: task.nodeId, userIds: [task.userId], reason: 'timeout', comment: timeoutReasons.approve });
  // A 加签 person's task done: their batch moves on (a 前加签 batch done: the one who added them decides again).
  const adder = task.kind === 'normal' ? undefined : adderOf(runner, task);
  if (adder) moveBatch(runner, adder);
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
  // The entry names the holder whose task moved (孙丽 转交给 李四 · 超时自动转交): without it the timeline named the
  // new holder twice (李四 转交给 李四).
  runner.record({ action: 'transfer', nodeId: task.nodeId, userId: task.userId, userIds: [to], reason: 'timeout', comment: timeoutReasons.escalate });
  runner.openTask(task.nodeId, to, task.kind, handedOn(task), false);
}

export const timeoutTimer: TimerKind = {
  kind: 'timeout',
  onTaskOpened(runner, task) {
    // A 委派 task has no clock of its own: the delegated task's runs on.
    if (task.kind === 'resubmit' || task.kind === 'delegate') return;
    const timeout = timeoutOf(runner.index.node(task.nodeId));
    const due = timeout && dueAfter(runner, timeout, task.createdAt ?? runner.now);
    if (due !== undefined) addTimer(runner.state, { kind: 'timeout', nodeId: task.nodeId, taskId: task.id, due });
  },
  fire(runner, timer) {
    const timeout = timeoutOf(runner.index.node(timer.nodeId));
    if (timeout) fireTimeout(runner, timeout, timer, true);
  },
};

/**
 * Does what `timeout` says to the timer's task, while it is still open. `stored`: the timer lives in the state
 * (a node's own timeout) rather than being worked out from a default timeout.
 */
export function fireTimeout(runner: InstanceRunner, timeout: TimeoutSetting, timer: FlowTimer, stored: boolean): void {
  const task = runner.state.tasks.find((t) => t.id === timer.taskId);
  // Decided, handed on, cancelled or waiting for a 前加签: the clock of this task is over. A 委派 task's runs on.
  if (!task || (task.status !== 'open' && task.status !== 'delegated')) return;
  if (task.status === 'delegated' && timeout.action !== 'remind') {
    // The system decides in its holder's place: the delegate's task is over, the holder's open again to be decided.
    for (const t of runner.state.tasks) if (t.kind === 'delegate' && t.waitsFor === task.id && t.status === 'open') runner.closeTask(t, 'cancelled');
    task.status = 'open';
  }
  if (timeout.action === 'remind') remind(runner, timeout, timer, task, stored);
  else if (timeout.action === 'approve') approve(runner, task);
  else if (timeout.action === 'reject') reject(runner, task);
  else escalate(runner, task);
}
