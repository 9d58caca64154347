/**
 * When an instance next needs the timer clock (issue 37): the earliest due time of its stored timers (延时, 超时,
 * reminders), kept on the record as `dueAt` — an indexed field — so the clock reads only the instances with
 * something due by now instead of every pending one (at 100,000 instances that read grew with the data). Every
 * saved instance gets it here (the store's write wraps `instances`; seeds, imports and resets go through
 * `withDueTimes`), so no handler can save a state and forget it.
 */
import { formatLocalTime, parseLocalTime } from '../../../domain/flow/time/local-time';
import type { DemoTx } from './demo-db';
import { tableWithPuts } from './table-with-puts';
import type { InstanceRow } from './demo-tables';

/** A timer whose due time cannot be read counts as due at once (as the engine's compareTimes counts it). */
const UNREADABLE_DUE = '0000-01-01T00:00:00';

/** `YYYY-MM-DDTHH:mm:ss` always, so the index's text order is the time order. */
const indexTime = (ms: number): string => {
  const text = formatLocalTime(ms);
  return text.length === 16 ? `${text}:00` : text;
};

/** The earliest due time of a pending instance's timers, or undefined (finished, or nothing scheduled). */
export function dueAtOf(row: Pick<InstanceRow, 'status' | 'flowState'>): string | undefined {
  const timers = row.status === 'pending' ? row.flowState?.timers ?? [] : [];
  if (timers.length === 0) return undefined;
  const times = timers.map((timer) => parseLocalTime(timer.due));
  if (times.some((ms) => ms === undefined)) return UNREADABLE_DUE;
  return indexTime(Math.min(...(times as number[])));
}

/** The row with its `dueAt` as its state says (absent when nothing is due). */
export function withDueAt(row: InstanceRow): InstanceRow {
  const dueAt = dueAtOf(row);
  if (dueAt === row.dueAt) return row;
  const { dueAt: _stale, ...rest } = row;
  return dueAt === undefined ? rest : { ...rest, dueAt };
}

/** The index bound for "due by `at`" (an engine local time). */
export const dueBy = (at: string): string => {
  const ms = parseLocalTime(at);
  return ms === undefined ? at : indexTime(ms);
};

/** The transaction with `instances` setting `dueAt` on every put. */
export function dueTimeTx(tx: DemoTx): DemoTx {
  return { ...tx, instances: tableWithPuts(tx.instances, (rows) => tx.instances.putMany(rows.map(withDueAt))) };
}
