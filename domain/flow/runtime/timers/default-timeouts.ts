/**
 * Default timeouts (issue 27: the 定时任务 超时催办 / 超时自动处理 become the engine's timeouts): the caller's
 * `env.defaultTimeouts` act as the `timeout` of every node whose people decide and that has none of its own.
 * They are not stored as timers: each open task's next due moment is worked out from its createdAt (and the
 * reminders already sent) whenever timers fire, so a task decided in time fires nothing, a task opened again
 * after a 退回 counts from its new creation, and a default switched off or changed applies at once.
 * Entry point: `dueDefaultTimers(runner, untilMs)`.
 */
import type { TimeoutSetting } from '../../node-settings/timeout-setting';
import { parseLocalTime } from '../../time/local-time';
import type { InstanceRunner } from '../instance-runner';
import type { FlowTask, FlowTimer } from '../instance-state';
import { dueAfter } from './timeout-timer';

/** A worked-out timer with the default timeout it comes from; `key` tells one firing from another. */
export interface DefaultTimer extends FlowTimer {
  readonly setting: TimeoutSetting;
  readonly key: string;
}

/** The task's next due moment under `setting`: a reminder already sent at a due moment is not sent again. */
function nextDue(runner: InstanceRunner, setting: TimeoutSetting, task: FlowTask): { due: string; count: number } | undefined {
  let due = dueAfter(runner, setting, task.createdAt);
  if (setting.action !== 'remind') return due === undefined ? undefined : { due, count: 0 };
  const sent = new Set((runner.state.reminders ?? []).filter((r) => r.nodeId === task.nodeId && r.userId === task.userId).map((r) => r.at));
  for (let count = 0; due !== undefined; count++) {
    if (count >= (setting.repeat ?? 1)) return undefined;
    if (!sent.has(due)) return { due, count };
    due = dueAfter(runner, setting, due);
  }
  return undefined;
}

/** The default timers due by `untilMs`, for the open tasks at nodes without a timeout of their own. */
export function dueDefaultTimers(runner: InstanceRunner, untilMs: number): DefaultTimer[] {
  const settings = runner.env.defaultTimeouts ?? [];
  if (settings.length === 0) return [];
  const timers: DefaultTimer[] = [];
  for (const task of runner.state.tasks) {
    // The applicant's 重新提交 is theirs to do; a node with its own timeout keeps it.
    if (task.status !== 'open' || task.kind === 'resubmit' || runner.index.node(task.nodeId)?.props.timeout !== undefined) continue;
    settings.forEach((setting, i) => {
      const next = nextDue(runner, setting, task);
      if (next !== undefined && (parseLocalTime(next.due) ?? Infinity) <= untilMs) {
        timers.push({ kind: 'timeout', nodeId: task.nodeId, taskId: task.id, due: next.due, count: next.count, setting, key: `${i}|${task.id}|${next.due}` });
      }
    });
  }
  return timers;
}
