/** A runner whose new tasks get the timers their node asks for (a timeout's clock): what start and actions use. */
import { InstanceRunner, type FlowEnvironment } from '../instance-runner';
import type { FlowInstanceState } from '../instance-state';
import { timerKinds } from './registry';

export function timedRunner(env: FlowEnvironment, state: FlowInstanceState, at: string | undefined): InstanceRunner {
  return new InstanceRunner(env, state, at, (runner, task) => {
    for (const kind of timerKinds()) kind.onTaskOpened?.(runner, task);
  });
}
