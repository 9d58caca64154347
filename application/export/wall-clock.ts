/**
 * An instant as the viewer's wall clock in milliseconds whose UTC fields read as local time: spreadsheets have
 * no time zones, so 09:30 in Beijing must be stored as 09:30.
 */
export function wallClock(iso: string): number {
  const d = new Date(iso);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds());
}
