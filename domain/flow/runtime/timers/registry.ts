/** Every timer kind, by its `kind` (one line per kind): a delay node's wait, an approver timeout. */
import { delayTimer } from '../../nodes/delay-node';
import { timeoutTimer } from '../../node-settings/timeout-setting';
import type { TimerKind } from './timer-kind';

// Built on first use: the kinds' modules import the runner, which imports this list.
let kinds: readonly TimerKind[] | undefined;

export const timerKinds = (): readonly TimerKind[] => (kinds ??= [delayTimer, timeoutTimer]);

export function timerKindOf(kind: string): TimerKind | undefined {
  return timerKinds().find((known) => known.kind === kind);
}
