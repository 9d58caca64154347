/**
 * The week an instance counts in: the Monday (YYYY-MM-DD) of the day it was submitted. The day is the date part
 * of the stored time, as the lists' date filters read it, so a week's bar and its drill-down list agree.
 */

const DAY_MS = 86_400_000;

/** The Monday of the week holding `iso`'s day. */
export function weekOf(iso: string): string {
  const day = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(day - weekday * DAY_MS).toISOString().slice(0, 10);
}

/** The Sunday ending the week that starts on `monday`. */
export function weekEnd(monday: string): string {
  return new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
}
