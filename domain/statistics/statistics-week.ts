/**
 * The week an instance counts in: the Monday (YYYY-MM-DD) of the day it was submitted. The day is the date part
 * of the stored time, as the lists' date filters read it, so a week's bar and its drill-down list agree.
 */

const DAY_MS = 86_400_000;

/** Mondays by day: 100,000 instances fall on a few hundred days, so each day is worked out once. */
const mondays = new Map<string, string>();

/** The Monday of the week holding `iso`'s day. */
export function weekOf(iso: string): string {
  const dayText = iso.slice(0, 10);
  const known = mondays.get(dayText);
  if (known) return known;
  const day = Date.parse(`${dayText}T00:00:00Z`);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = new Date(day - weekday * DAY_MS).toISOString().slice(0, 10);
  mondays.set(dayText, monday);
  return monday;
}

/** The Sunday ending the week that starts on `monday`. */
export function weekEnd(monday: string): string {
  return new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
}
