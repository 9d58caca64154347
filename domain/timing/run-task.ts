import type { EffectResult, TaskKind, TimingEffect, TimingOutcome, TimingWorld } from './task-kind';
import { timingMessages as m } from './timing-messages';
import type { RunResult, TaskParams } from './timing-task';

export interface RunReport {
  readonly result: RunResult;
  readonly summary: string;
}

/**
 * One run of a task kind: plans against `world`, has each effect applied by `apply` (the backend, which may
 * skip or refuse it), and sums up. A run with any failed effect is 失败; skipped items are not failures.
 */
export async function runTaskKind(
  kind: TaskKind, params: TaskParams, world: TimingWorld, apply: (effect: TimingEffect) => Promise<EffectResult>,
): Promise<RunReport> {
  const plan = kind.plan(params, world);
  let done = 0;
  const skipped = [...plan.skipped];
  const failures: Array<{ items: number; message: string }> = [];
  for (const effect of plan.effects) {
    const result = await apply(effect);
    if (result.status === 'done') done += result.items ?? effect.items;
    else if (result.status === 'skipped') skipped.push({ items: effect.items, reason: result.reason });
    else failures.push({ items: effect.items, message: result.message });
  }
  const outcome: TimingOutcome = { done, skipped, failures };
  return { result: failures.length > 0 ? 'failure' : 'success', summary: kind.summarise(outcome, params) };
}

/** The report of a run that could not start (an unknown kind, a broken record). */
export function failedRun(message: string): RunReport {
  return { result: 'failure', summary: m.failedWith(message) };
}
