/**
 * The contract of one kind of timer (issue 26's time in the engine): a delay node's wait, an approver
 * timeout. Timers live in the instance state (`state.timers`), each with its due time and kind; `tick` and
 * every action with a later `at` fire the due ones in due order (fire-due-timers.ts). Each kind is one module,
 * collected in registry.ts.
 */
import type { InstanceRunner } from '../instance-runner';
import type { FlowTask, FlowTimer } from '../instance-state';

export interface TimerKind {
  /** The `kind` of the timers it owns. */
  readonly kind: string;
  /** The timer is due: do what it is for (the runner's clock is its due time). */
  fire(runner: InstanceRunner, timer: FlowTimer): void;
  /** A task was just opened: add the timers it needs (a timeout counts from here). */
  onTaskOpened?(runner: InstanceRunner, task: FlowTask): void;
}
