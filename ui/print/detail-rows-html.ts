const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML that shows exactly that text (no markup of the user's ever becomes markup). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * The body rows of a printed detail table as one HTML string of escaped text cells. A table of thousands of
 * rows is static paper: one string handed to the browser's parser costs a fraction of one React element per
 * cell (bench:print), and nothing in it is ever updated in place.
 */
export function detailRowsHtml(rows: readonly (readonly string[])[]): string {
  let html = '';
  for (const row of rows) {
    html += '<tr>';
    for (const cell of row) html += `<td>${escapeHtml(cell)}</td>`;
    html += '</tr>';
  }
  return html;
}
