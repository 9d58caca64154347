/**
 * Applies what a scheduled task planned to the demo data: 超时催办 / 超时自动处理 as the flow engine's `tick`
 * on every pending instance with the task's default timeout (handlers/instance-tick.ts, as the timer clock
 * does for the nodes' own timeouts), log clean-up by deleting the entries.
 */
import type { FlowInstanceState } from '../../../domain/flow';
import { afterMinutes, type TimeoutSetting } from '../../../domain/flow/node-settings/timeout-setting';
import type { EffectResult, TimingEffect } from '../../../domain/timing';
import { localTimeOf } from '../../../domain/flow/time/local-now';
import type { DemoTx } from '../store/demo-db';
import type { DemoNotice } from '../demo-notices';
import { tickInstance } from '../instance-tick';
import { hasDueTimer } from '../timer-ticks';

const MINUTE_MS = 60_000;

/** A 待办 open since `cutoffMs` or before (a local or an ISO time), the applicant's 重新提交 aside. */
const openSince = (state: FlowInstanceState, cutoffMs: number): boolean =>
  state.tasks.some((task) => task.status === 'open' && task.kind !== 'resubmit' && task.createdAt !== undefined && Date.parse(task.createdAt) <= cutoffMs);

/** Ticks every pending instance that may have something due; answers how many 待办 were reminded / decided. */
async function fireTimeouts(tx: DemoTx, timeout: TimeoutSetting, at: string, notices: DemoNotice[]): Promise<EffectResult> {
  const now = new Date(at);
  // Working time only makes a due time later: the natural duration is a safe first sieve.
  const cutoffMs = now.getTime() - afterMinutes(timeout.after, 1440) * MINUTE_MS;
  const local = localTimeOf(now);
  const ids = (await tx.instances.findProjected({ index: '[status+createdAt]', equals: ['pending'] },
    (row) => (row.flowState && (hasDueTimer(row.flowState, local) || openSince(row.flowState, cutoffMs)) ? row.id : undefined)))
    .filter((id): id is string => id !== undefined);
  let items = 0;
  for (const id of ids) {
    const row = await tx.instances.get(id);
    const fired = row?.status === 'pending' ? await tickInstance(tx, row, now, notices, [timeout]) : undefined;
    if (fired) items += timeout.action === 'remind' ? fired.reminded : fired.decided;
  }
  return { status: 'done', items };
}

/** Applies one effect in `tx` at `at` (ISO); the notices for the people concerned are pushed onto `notices`. */
export async function applyTimingEffect(tx: DemoTx, effect: TimingEffect, at: string, notices: DemoNotice[]): Promise<EffectResult> {
  if (effect.type === 'fireTimeouts') return fireTimeouts(tx, effect.timeout, at, notices);
  await tx.operationLogs.delete(effect.id);
  return { status: 'done' };
}
