/**
 * Firing what is due: every timer whose due time is not later than `until`, earliest first (timers due at the
 * same moment in the order they were set, the stored ones before the default timeouts worked out from the open
 * tasks). A firing may set new timers (the next reminder, a delay after an auto-approved node, a new task's
 * default timeout); those fire too when due by `until`. The runner's clock is each timer's due time while it
 * fires (never earlier than the instance's last step), so the history says when it happened.
 * Entry point: `fireDueTimers(runner, until)`.
 */
import type { InstanceRunner } from '../instance-runner';
import type { FlowInstanceState, FlowTimer } from '../instance-state';
import { compareTimes, parseLocalTime } from '../../time/local-time';
import { dueDefaultTimers, type DefaultTimer } from './default-timeouts';
import { timerKindOf } from './registry';
import { fireTimeout } from './timeout-timer';

/** The index of the earliest stored timer due by `until` (the first set among equals), or -1. */
function nextStored(state: FlowInstanceState, untilMs: number): number {
  const timers = state.timers ?? [];
  let best = -1;
  for (let i = 0; i < timers.length; i++) {
    const due = parseLocalTime(timers[i].due) ?? -Infinity;
    if (due <= untilMs && (best < 0 || compareTimes(timers[i].due, timers[best].due) < 0)) best = i;
  }
  return best;
}

/** The earliest default timer due by `until` that has not fired in this round. */
function nextDefault(runner: InstanceRunner, untilMs: number, fired: ReadonlySet<string>): DefaultTimer | undefined {
  let best: DefaultTimer | undefined;
  for (const timer of dueDefaultTimers(runner, untilMs)) {
    if (!fired.has(timer.key) && (best === undefined || compareTimes(timer.due, best.due) < 0)) best = timer;
  }
  return best;
}

/** The next timer to fire, taken out of the state when stored. */
function takeNextDue(runner: InstanceRunner, untilMs: number, fired: Set<string>): FlowTimer | DefaultTimer | undefined {
  const state = runner.state;
  const stored = nextStored(state, untilMs);
  const worked = nextDefault(runner, untilMs, fired);
  if (worked && (stored < 0 || compareTimes(worked.due, state.timers![stored].due) < 0)) {
    // A firing that changes nothing (nobody above to escalate to) must not come round again.
    fired.add(worked.key);
    return worked;
  }
  if (stored < 0) return undefined;
  const [timer] = state.timers!.splice(stored, 1);
  if (state.timers!.length === 0) delete state.timers;
  return timer;
}

const laterOf = (a: string, b: string | undefined): string => (b !== undefined && compareTimes(b, a) > 0 ? b : a);

/** Fires every timer due by `until`; returns how many fired. */
export function fireDueTimers(runner: InstanceRunner, until: string): number {
  const untilMs = parseLocalTime(until);
  if (untilMs === undefined) return 0;
  const clock = runner.at;
  const since = runner.state.lastAt;
  const fired = new Set<string>();
  let count = 0;
  for (let timer = takeNextDue(runner, untilMs, fired); timer && runner.pending; timer = takeNextDue(runner, untilMs, fired)) {
    runner.at = laterOf(timer.due, since);
    if ('setting' in timer) fireTimeout(runner, timer.setting, timer, false);
    else timerKindOf(timer.kind)?.fire(runner, timer);
    count++;
  }
  runner.at = clock;
  return count;
}
