/**
 * Dates for launching the seeded 请假 form, relative to today: its 请假时间 starts tomorrow at the earliest
 * (issue 43 #16), so a fixed date would fail once the calendar passes it.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** The local day `n` days from today (YYYY-MM-DD). */
export function dayFromToday(n: number): string {
  const date = new Date();
  date.setDate(date.getDate() + n);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A 请假时间 of `days` days starting in four days. */
export const leaveRange = (days: number): [string, string] => [dayFromToday(4), dayFromToday(3 + days)];
