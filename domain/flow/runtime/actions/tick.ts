/**
 * tick (issue 26): the system action `{ "action": "tick", "at" }` — time has come to `at`. Whatever is due by
 * then has fired before the action applies (apply-action.ts fires due timers before every action), so the tick
 * itself has nothing left to do. It has no actor and is never offered to anyone.
 */
import type { ActionKind } from './action-kind';

export const tickAction: ActionKind = {
  name: 'tick',
  label: '时间推进',
  commentPrompt: '说明',
  input: 'at-once',
  tone: 'default',
  needsTask: false,
  system: true,
  offer: () => undefined,
  // Nothing is recorded for the tick itself; what fired records its own entries.
  historyWords: () => ({ what: '时间推进', tone: 'info' }),
  apply: () => undefined,
};

declare module '../instance-state' {
  interface ActionHistoryEntries { tick: true }
}
