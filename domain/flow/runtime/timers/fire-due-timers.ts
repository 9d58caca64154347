/**
 * Firing what is due: every timer whose due time is not later than `until`, earliest first (timers due at the
 * same moment in the order they were set). A firing may set new timers (the next reminder, a delay after an
 * auto-approved node); those fire too when due by `until`. The runner's clock is each timer's due time while
 * it fires, so the history says when it happened. Entry point: `fireDueTimers(runner, until)`.
 */
import type { InstanceRunner } from '../instance-runner';
import type { FlowInstanceState, FlowTimer } from '../instance-state';
import { compareTimes, parseLocalTime } from '../../time/local-time';
import { timerKindOf } from './registry';

/** The earliest timer due by `until` (the first set among equals), taken out of the state. */
function takeNextDue(state: FlowInstanceState, untilMs: number): FlowTimer | undefined {
  const timers = state.timers ?? [];
  let best = -1;
  for (let i = 0; i < timers.length; i++) {
    const due = parseLocalTime(timers[i].due) ?? -Infinity;
    if (due <= untilMs && (best < 0 || compareTimes(timers[i].due, timers[best].due) < 0)) best = i;
  }
  if (best < 0) return undefined;
  const [timer] = timers.splice(best, 1);
  if (timers.length === 0) delete state.timers;
  return timer;
}

/** Fires every timer due by `until`; returns how many fired. */
export function fireDueTimers(runner: InstanceRunner, until: string): number {
  const untilMs = parseLocalTime(until);
  if (untilMs === undefined) return 0;
  const clock = runner.at;
  let fired = 0;
  for (let timer = takeNextDue(runner.state, untilMs); timer && runner.pending; timer = takeNextDue(runner.state, untilMs)) {
    runner.at = timer.due;
    timerKindOf(timer.kind)?.fire(runner, timer);
    fired++;
  }
  runner.at = clock;
  return fired;
}
