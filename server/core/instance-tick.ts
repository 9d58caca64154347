/**
 * One engine `tick` of a stored instance at `now` (issue 26 / 27): whatever is due fires — its own timers and,
 * when given, the default timeouts of the nodes without their own (超时催办 / 超时自动处理) — the result is
 * saved, and the people concerned are told (a new timeout reminder as a 催办 notice). Shared by the timer
 * clock (timer-ticks.ts) and the 定时任务 runs (timing/apply-timing-effect.ts).
 */
import { applyAction, type FlowInstanceState, type FlowReminder } from '../../domain/flow';
import { isLocalTime } from '../../domain/flow/time/local-time';
import type { TimeoutSetting } from '../../domain/flow/node-settings/timeout-setting';
import { localTimeOf } from '../../domain/flow/time/local-now';
import type { DemoTx } from './store/demo-db';
import type { InstanceRow } from './store/demo-tables';
import type { DemoNotice } from './demo-notices';
import { storeNotices } from './inbox';
import { environmentOf, saveRun } from './flow-runtime';

/** What a tick fired: timeout reminders sent, 待办 decided by a timeout. */
export interface TickOutcome {
  readonly reminded: number;
  readonly decided: number;
}

const reminderKey = (r: FlowReminder) => `${r.nodeId}|${r.userId}|${r.at}`;
const withoutLastAt = (state: FlowInstanceState) => JSON.stringify({ ...state, lastAt: undefined });

/**
 * The state with every task's createdAt in the engine's local time: seeded and older states carry ISO instants
 * (…Z), which the engine cannot count a timeout from.
 */
function withLocalTaskTimes(state: FlowInstanceState): FlowInstanceState {
  const isInstant = (time: string | undefined) => time !== undefined && !isLocalTime(time) && !Number.isNaN(Date.parse(time));
  if (!state.tasks.some((task) => isInstant(task.createdAt))) return state;
  return { ...state, tasks: state.tasks.map((task) => (isInstant(task.createdAt) ? { ...task, createdAt: localTimeOf(new Date(task.createdAt as string)) } : task)) };
}

/** Ticks `row` in `tx`; undefined when nothing fired (nothing is saved then). */
export async function tickInstance(
  tx: DemoTx, row: InstanceRow, now: Date, notices: DemoNotice[], defaultTimeouts?: readonly TimeoutSetting[],
): Promise<TickOutcome | undefined> {
  const env = row.flowState ? await environmentOf(tx, row) : undefined;
  if (!row.flowState || !env) return undefined;
  const before = withLocalTaskTimes(row.flowState);
  const result = applyAction({ ...env, ...(defaultTimeouts ? { defaultTimeouts } : {}) }, before, { actor: '', action: 'tick', at: localTimeOf(now) });
  if (!result.ok || withoutLastAt(result.state) === withoutLastAt(before)) return undefined;
  const saved = await saveRun(tx, row, env.flow, result.state, result.events, now.toISOString());
  notices.push(...saved.notices);
  const sent = new Set((before.reminders ?? []).map(reminderKey));
  const reminders = (result.state.reminders ?? []).filter((r) => !sent.has(reminderKey(r)));
  const reminded = [...new Set(reminders.map((r) => r.userId))];
  if (reminded.length > 0) {
    const reminder: DemoNotice = { type: 'urged', userIds: reminded, instanceId: row.id, title: row.title, kind: 'timeout' };
    notices.push(reminder);
    await storeNotices(tx, [reminder], now.toISOString());
  }
  const decided = result.state.history.slice(before.history.length)
    .filter((entry) => entry.reason === 'timeout' && (entry.action === 'approve' || entry.action === 'reject'))
    .reduce((sum, entry) => sum + (entry.userIds?.length ?? 1), 0);
  return { reminded: reminders.length, decided };
}
