/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) is written with a
 * leading `'` (OWASP's CSV injection advice), so `=HYPERLINK(…)` or `@SUM(…)*cmd|…` stay text in Excel.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvCell = (raw: string) => {
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Lines as CSV that Excel opens: quoted where needed, formulas neutralised, CRLF, a BOM first so it reads the Chinese. */
export function csvText(lines: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
