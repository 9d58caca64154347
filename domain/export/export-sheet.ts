/**
 * A spreadsheet as data, before any file format: sheets of typed columns and rows of typed cells. The ui's
 * worker writes it as .xlsx (exceljs); keeping it plain data lets the rows be built and tested without a file.
 */

/** A date cell: wall-clock milliseconds (UTC fields = the time people read), shown with `format`. */
export interface DateCell {
  readonly date: number;
}

/** Text, a number (Excel sums it), a date, or nothing. */
export type ExportCell = string | number | DateCell | null;

export type ExportColumnKind = 'text' | 'number' | 'date' | 'datetime';

export interface ExportColumn {
  /** Stable id: rows of later pages may bring columns of their own, appended by id. */
  readonly id: string;
  readonly header: string;
  readonly kind: ExportColumnKind;
  /** Excel's number format of the column's numbers (`"¥"#,##0.00` for a CNY 金额); the kind's default when absent. */
  readonly numberFormat?: string;
}

/** Rows for one sheet; `key` names the sheet across batches, `name` is its tab title. */
export interface ExportSheetRows {
  readonly key: string;
  readonly name: string;
  readonly columns: readonly ExportColumn[];
  /** Cells by column id. */
  readonly rows: ReadonlyArray<Readonly<Record<string, ExportCell>>>;
}

export const isDateCell = (cell: ExportCell): cell is DateCell => typeof cell === 'object' && cell !== null;

/** Excel's limits on a tab title: 31 characters, none of []:*?/\ . */
export function sheetTitle(name: string): string {
  const clean = name.replace(/[[\]:*?/\\]/g, ' ').trim() || '工作表';
  return clean.slice(0, 31);
}
