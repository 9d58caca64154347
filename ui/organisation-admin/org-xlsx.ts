/**
 * 组织架构 as an .xlsx file (issue 39): two sheets, 部门 and 人员, headers in row 1 (DEPARTMENT_COLUMNS,
 * PERSON_COLUMNS). Reading keeps each row's number, so the server's refusal can name it. exceljs is handed in
 * (`loadExcel`: its own chunk, loaded at the first import or export).
 */
import type ExcelJS from 'exceljs';
import {
  DEPARTMENT_COLUMNS, PERSON_COLUMNS, type DepartmentSheetRow, type OrgSheets, type PersonSheetRow,
} from '../../application/ports/organisation-admin-api';

type Excel = typeof ExcelJS;

export const DEPARTMENT_SHEET = '部门';
export const PERSON_SHEET = '人员';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const loadExcel = (): Promise<Excel> => import(/* webpackChunkName: "exceljs" */ 'exceljs').then((m) => (m as unknown as { default?: Excel }).default ?? (m as unknown as Excel));

/** A cell as text: numbers, rich text, hyperlinks (a mail address), formulas' results. */
function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return value.result === undefined ? '' : String(value.result).trim();
    if (value instanceof Date) return value.toISOString().slice(0, 10);
  }
  return String(value).trim();
}

/** The rows of one sheet, keyed by the columns' ids (found by header text, so their order may differ). */
function rowsOf<K extends string>(sheet: ExcelJS.Worksheet | undefined, columns: ReadonlyArray<readonly [K, string]>): Array<Record<K, string> & { row: number }> {
  if (!sheet) return [];
  const at = new Map<K, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const column = columns.find(([, header]) => header === textOf(cell.value));
    if (column) at.set(column[0], col);
  });
  const rows: Array<Record<K, string> & { row: number }> = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const record = { row: number } as Record<K, string> & { row: number };
    for (const [id] of columns) (record as Record<K, string>)[id] = at.has(id) ? textOf(row.getCell(at.get(id)!).value) : '';
    if (columns.some(([id]) => (record as Record<K, string>)[id] !== '')) rows.push(record);
  });
  return rows;
}

export async function readOrgWorkbook(excel: Excel, bytes: ArrayBuffer): Promise<OrgSheets> {
  const book = new excel.Workbook();
  await book.xlsx.load(bytes);
  return {
    departments: rowsOf(book.getWorksheet(DEPARTMENT_SHEET), DEPARTMENT_COLUMNS) as DepartmentSheetRow[],
    people: rowsOf(book.getWorksheet(PERSON_SHEET), PERSON_COLUMNS) as PersonSheetRow[],
  };
}

export async function writeOrgWorkbook(excel: Excel, sheets: OrgSheets): Promise<ArrayBuffer> {
  const book = new excel.Workbook();
  book.creator = '审批流 studio';
  const add = <K extends string>(name: string, columns: ReadonlyArray<readonly [K, string]>, rows: ReadonlyArray<Record<K, string>>) => {
    const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map(([id, header]) => ({ header, key: id, width: Math.max(12, header.length * 2 + 4) }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(Object.fromEntries(columns.map(([id]) => [id, row[id]])));
  };
  add(DEPARTMENT_SHEET, DEPARTMENT_COLUMNS, sheets.departments as unknown as ReadonlyArray<Record<(typeof DEPARTMENT_COLUMNS)[number][0], string>>);
  add(PERSON_SHEET, PERSON_COLUMNS, sheets.people as unknown as ReadonlyArray<Record<(typeof PERSON_COLUMNS)[number][0], string>>);
  return await book.xlsx.writeBuffer() as ArrayBuffer;
}
