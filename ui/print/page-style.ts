import type { PrintDocument } from '../../domain/print/print-document';
import { pageLabel } from '../../domain/print/paper';

/**
 * The @page rule of a sheet: paper size and margins from the template, and the footer's page label in a
 * margin box ('第 X 页 / 共 Y 页': the browser fills the counters on every page). On paper only the sheet shows:
 * the screen's grey backdrop (.print-page, at least a window high) printed as a grey block below the table when
 * backgrounds were on (issue 32, item 10).
 */
export function pageStyle(doc: PrintDocument): string {
  const { width, height } = doc.sizeMm;
  const m = doc.margins;
  // pageLabel(1, 2) = '第 1 页 / 共 2 页': its words, with the counters in place of the numbers.
  const [before, middle, after] = pageLabel(1, 2).split(/\d+/);
  const footer = doc.pageNumbers
    ? `@bottom-center { content: "${before}" counter(page) "${middle}" counter(pages) "${after}"; font-size: 9pt; color: #666; }`
    : '';
  return `@page { size: ${width}mm ${height}mm; margin: ${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm; ${footer} }
@media print { html, body, .print-page { background: #fff !important; } .print-page { min-height: 0 !important; } .print-toolbar { display: none !important; } .print-paper { box-shadow: none !important; margin: 0 !important; padding: 0 !important; width: auto !important; } }`;
}
