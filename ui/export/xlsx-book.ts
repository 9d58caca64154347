/**
 * Writes export sheet rows (domain/export) into an exceljs workbook: a sheet per key, columns appended by id as
 * batches bring them, numbers and dates typed, the header row bold and frozen, column widths fitted to the
 * longest text (CJK characters count double). Runs in the export worker; exceljs is handed in.
 */
import type ExcelJS from 'exceljs';
import { isDateCell, type ExportCell, type ExportColumn, type ExportSheetRows } from '../../domain/export/export-sheet';

type Excel = typeof ExcelJS;

const DATE_FORMATS: Readonly<Record<ExportColumn['kind'], string | undefined>> = {
  text: undefined, number: undefined, date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm',
};
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Display width of a text: CJK and full-width characters take two columns. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/.test(ch) ? 2 : 1;
  return width;
}

function cellWidth(cell: ExportCell, kind: ExportColumn['kind']): number {
  if (cell === null) return 0;
  if (isDateCell(cell)) return kind === 'datetime' ? 16 : 10;
  return textWidth(String(cell));
}

interface SheetState {
  readonly sheet: ExcelJS.Worksheet;
  readonly columns: ExportColumn[];
  readonly index: Map<string, number>;
  readonly widths: number[];
}

export class XlsxBook {
  private readonly book: ExcelJS.Workbook;
  private readonly sheets = new Map<string, SheetState>();
  private readonly names = new Set<string>();

  constructor(excel: Excel) {
    this.book = new excel.Workbook();
    this.book.creator = '审批流 studio';
  }

  add(batch: readonly ExportSheetRows[]): void {
    for (const part of batch) {
      const state = this.sheetOf(part);
      for (const column of part.columns) this.columnOf(state, column);
      for (const row of part.rows) {
        const values: unknown[] = [];
        for (const [id, cell] of Object.entries(row)) {
          const at = state.index.get(id);
          if (at === undefined) continue;
          const kind = state.columns[at]!.kind;
          values[at + 1] = cell === null ? null : isDateCell(cell) ? new Date(cell.date) : cell;
          state.widths[at] = Math.max(state.widths[at]!, cellWidth(cell, kind));
        }
        state.sheet.addRow(values);
      }
    }
  }

  /** The finished file; `empty` names the sheet a file with no rows at all still gets (Excel needs one). */
  async finish(empty: Pick<ExportSheetRows, 'key' | 'name' | 'columns'>): Promise<ArrayBuffer> {
    if (this.sheets.size === 0) this.add([{ ...empty, rows: [] }]);
    for (const state of this.sheets.values()) {
      state.columns.forEach((column, i) => {
        const sheetColumn = state.sheet.getColumn(i + 1);
        sheetColumn.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, state.widths[i]! + 2));
        const format = column.numberFormat ?? DATE_FORMATS[column.kind];
        if (format) sheetColumn.numFmt = format;
      });
    }
    // exceljs answers a Buffer in Node and a Uint8Array in browsers: hand over exactly the file's bytes.
    const written = (await this.book.xlsx.writeBuffer()) as unknown as ArrayBuffer | Uint8Array;
    return written instanceof ArrayBuffer ? written : (written.buffer.slice(written.byteOffset, written.byteOffset + written.byteLength) as ArrayBuffer);
  }

  private sheetOf(part: ExportSheetRows): SheetState {
    let state = this.sheets.get(part.key);
    if (!state) {
      let name = part.name;
      for (let n = 2; this.names.has(name); n += 1) name = `${part.name.slice(0, 27)}(${n})`;
      this.names.add(name);
      const sheet = this.book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.getRow(1).font = { bold: true };
      state = { sheet, columns: [], index: new Map(), widths: [] };
      this.sheets.set(part.key, state);
    }
    return state;
  }

  private columnOf(state: SheetState, column: ExportColumn): void {
    if (state.index.has(column.id)) return;
    const at = state.columns.length;
    state.columns.push(column);
    state.index.set(column.id, at);
    state.widths.push(textWidth(column.header));
    state.sheet.getRow(1).getCell(at + 1).value = column.header;
  }
}
