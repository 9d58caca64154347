/** Every timer kind, by its `kind` (one line per kind): a delay node's wait, an approver timeout. */
import { delayTimer } from './delay-timer';
import type { TimerKind } from './timer-kind';
import { timeoutTimer } from './timeout-timer';

const KINDS: readonly TimerKind[] = [delayTimer, timeoutTimer];

export const timerKinds = (): readonly TimerKind[] => KINDS;

export function timerKindOf(kind: string): TimerKind | undefined {
  return KINDS.find((known) => known.kind === kind);
}
