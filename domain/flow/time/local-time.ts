/**
 * The engine's time (issue 26): local date-times `YYYY-MM-DDTHH:mm` (seconds optional), no zone. They are
 * compared and added as calendar values (UTC arithmetic on the digits), so no time zone ever shifts them.
 * Nothing here reads the clock: the adapters pass the current time in.
 * Entry points: `parseLocalTime(text)`, `formatLocalTime(ms)`, `addMinutes(time, n)`, `isLocalTime(text)`.
 */
import { parseDate } from '../../validation/date-value';

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;
export const MINUTE_MS = 60_000;

/** The time's milliseconds as if in UTC, or undefined when it is not a local date-time. */
export function parseLocalTime(value: unknown): number | undefined {
  if (typeof value !== 'string' || !LOCAL_TIME.test(value)) return undefined;
  return parseDate(value)?.ms;
}

export const isLocalTime = (value: unknown): value is string => parseLocalTime(value) !== undefined;

/** `YYYY-MM-DDTHH:mm`, with `:ss` only when the seconds are not zero. */
export function formatLocalTime(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const minutes = `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return d.getUTCSeconds() === 0 ? minutes : `${minutes}:${pad(d.getUTCSeconds())}`;
}

/** `time` plus `minutes` (unreadable: unchanged). */
export function addMinutes(time: string, minutes: number): string {
  const ms = parseLocalTime(time);
  return ms === undefined ? time : formatLocalTime(ms + minutes * MINUTE_MS);
}

/** Negative when a is earlier than b, 0 when equal; an unreadable time counts as the earliest. */
export const compareTimes = (a: string, b: string): number => (parseLocalTime(a) ?? -Infinity) - (parseLocalTime(b) ?? -Infinity);
