// Dates for launching the seeded 请假 form in specs that run on the real clock: its 请假时间 starts tomorrow at the
// earliest (issue 43 #16), so a fixed date fails once the calendar passes it.
const pad = (n) => String(n).padStart(2, '0');

/** The local day `n` days from today (YYYY-MM-DD). */
export function dayFromToday(n) {
  const date = new Date();
  date.setDate(date.getDate() + n);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The `n`th working day (Monday to Friday) after today (YYYY-MM-DD): a leave on it counts more than 0 days. */
export function weekdayFromToday(n) {
  const date = new Date();
  for (let found = 0; found < n;) {
    date.setDate(date.getDate() + 1);
    if (date.getDay() !== 0 && date.getDay() !== 6) found += 1;
  }
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
