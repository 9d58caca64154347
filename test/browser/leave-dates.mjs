// Dates for launching the seeded 请假 form in specs that run on the real clock: its 请假时间 starts tomorrow at the
// earliest (issue 43 #16), so a fixed date fails once the calendar passes it.
const pad = (n) => String(n).padStart(2, '0');

/** The local day `n` days from today (YYYY-MM-DD). */
export function dayFromToday(n) {
  const date = new Date();
  date.setDate(date.getDate() + n);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
