const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Lines as CSV that Excel opens: quoted where needed, CRLF, a BOM first so it reads the Chinese. */
export function csvText(lines: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
