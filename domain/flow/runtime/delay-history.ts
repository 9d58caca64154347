/**
 * How the history tells a passed 延时 (`action: 'delay'`): its wait is over (延时结束, at the due time), or its due
 * time had passed on entering and it did not wait (`result` noWait). The timeline and the flow view show it done.
 */
import type { HistoryEntry } from './instance-state';

/** The `result` of a 延时's history entry when it did not wait. */
export const NO_WAIT = 'noWait';

/** Its words (history-wording.ts takes them as they are; no import back into the actions, which reach the nodes). */
export const delayHistoryWords = (entry: HistoryEntry): { what: string; tone: 'done' } =>
  ({ what: entry.result === NO_WAIT ? '到期时间已过，无需等待' : '延时结束', tone: 'done' });
