/**
 * 催办: the initiator reminds the people deciding now, at most once per URGE_INTERVAL_MS. Not an engine step
 * (nothing in the instance changes); the backend sends the reminders. `urgeRefusal` is the one rule both the
 * offer and the backend's 催办 call use.
 */
import type { FlowInstanceState } from '../instance-state';
import type { ActionKind } from './action-kind';

/** 催办 at most once per this many ms. */
export const URGE_INTERVAL_MS = 10 * 60 * 1000;

export type UrgeRefusal = 'notInitiator' | 'finished' | 'tooOften' | 'nobody';

/** The people a 催办 reminds: whoever holds an open task, except the initiator's own 重新提交. */
export const urgedPeople = (state: FlowInstanceState): string[] =>
  [...new Set(state.tasks.filter((t) => t.status === 'open' && t.kind !== 'resubmit').map((t) => t.userId))];

/** Why `viewerId` may not 催办 now, or undefined when they may. */
export function urgeRefusal(state: FlowInstanceState, viewerId: string, lastUrgedAt: number, now: number): UrgeRefusal | undefined {
  if (viewerId !== state.initiator) return 'notInitiator';
  if (state.status !== 'pending') return 'finished';
  if (now - lastUrgedAt < URGE_INTERVAL_MS) return 'tooOften';
  if (urgedPeople(state).length === 0) return 'nobody';
  return undefined;
}

export const urgeAction: ActionKind = {
  name: 'urge',
  label: '催办',
  commentPrompt: '催办说明',
  input: 'at-once',
  tone: 'default',
  needsTask: false,
  offer: (viewer) => (urgeRefusal(viewer.state, viewer.viewerId, viewer.lastUrgedAt, viewer.now) ? undefined : { comment: 'optional' }),
};
