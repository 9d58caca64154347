/**
 * Reading and writing the spec's date formats (spec 9): YYYY-MM-DD, YYYY年MM月DD日, YYYY-MM-DD HH:mm:ss,
 * YYYY-MM-DD HH:mm. Dates are handled as calendar values (UTC arithmetic) so time zones never shift a day.
 * Entry points: `parseDate(text)`, `formatDay(ms)`, `addDays(day, n)`.
 */

export interface ParsedDate {
  /** Milliseconds of the calendar date and time, as if in UTC. */
  ms: number;
  /** The YYYY-MM-DD part. */
  day: string;
  hasTime: boolean;
}

const DATE = /^(\d{4})(?:-(\d{1,2})-(\d{1,2})|年(\d{1,2})月(\d{1,2})日)(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

export const DAY_MS = 86_400_000;

export function parseDate(value: unknown): ParsedDate | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DATE.exec(value.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2] ?? match[4]);
  const date = Number(match[3] ?? match[5]);
  const hours = match[6] === undefined ? 0 : Number(match[6]);
  const minutes = match[7] === undefined ? 0 : Number(match[7]);
  const seconds = match[8] === undefined ? 0 : Number(match[8]);
  if (month < 1 || month > 12 || date < 1 || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const dayMs = Date.UTC(year, month - 1, date);
  // Rejects 2024-02-30 and the like: the calendar must not roll over.
  if (new Date(dayMs).getUTCDate() !== date) return undefined;
  return { ms: dayMs + ((hours * 60 + minutes) * 60 + seconds) * 1000, day: formatDay(dayMs), hasTime: match[6] !== undefined };
}

/** YYYY-MM-DD of a UTC millisecond value. */
export function formatDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The day `days` after (negative: before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const parsed = parseDate(day);
  return parsed ? formatDay(parsed.ms - (parsed.ms % DAY_MS) + days * DAY_MS) : day;
}
