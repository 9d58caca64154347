/** Adding and dropping timers (and the waits that go with delays) in an instance state. */
import type { FlowInstanceState, FlowTimer } from '../instance-state';

export function addTimer(state: FlowInstanceState, timer: FlowTimer): void {
  (state.timers ??= []).push(timer);
}

/** Removes the timers (and waits) `drop` names; the lists vanish when empty so old-shaped states stay so. */
export function dropTimers(state: FlowInstanceState, drop: (nodeId: string) => boolean): void {
  if (state.timers) state.timers = state.timers.filter((timer) => !drop(timer.nodeId));
  if (state.waits) state.waits = state.waits.filter((wait) => !drop(wait.nodeId));
  if (state.timers?.length === 0) delete state.timers;
  if (state.waits?.length === 0) delete state.waits;
}
