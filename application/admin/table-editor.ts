/**
 * /tableEditor?id= (表格编辑): one editing session of a data table. Cells hold the text as typed; each is read
 * by its column type as it changes, so a wrong cell is marked at once. 保存 sends the changes against the
 * version loaded; when someone saved first, the session is told, keeps every typed change and can lay them
 * over the newer rows.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import {
  fieldTypeOf, matchRows, type DataTableEdit, type DataTableField, type DataTableRow,
} from '../../domain/data-table';
import { failureText } from '../shared/failure-text';
import { ConflictFailure } from '../ports/api-failure';
import type { DataTableApi } from '../ports/data-table-api';
import type { DataTable, FormApi } from '../ports/form-api';

export const TableEditorMessages = {
  loadFailed: '数据表加载失败',
  noRights: '你没有编辑该数据表的权限，只能查看',
  fixCells: (count: number) => `有 ${count} 个单元格填写不正确，请先改正`,
  nothingToSave: '没有需要保存的修改',
  saved: (count: number) => `已保存 ${count} 处修改`,
  saveFailed: '保存失败，你的修改仍保留在页面上',
  conflict: '数据表已被他人修改。你的修改仍保留在页面上：点「载入最新数据并保留我的修改」后再保存',
  rebased: '已载入最新数据，你的修改已保留',
  rebasedLost: (count: number) => `已载入最新数据；有 ${count} 行已被他人修改或删除，你对它们的修改已作为新行保留`,
} as const;

export interface EditorRow {
  /** Stable for the session (React key, cell addresses). */
  readonly key: string;
  /** The loaded row this one shows; none for a row added here. */
  readonly origin?: number;
  /** Cell texts by field name. */
  readonly cells: Readonly<Record<string, string>>;
  /** Marked for deletion on save (shown struck through, can be restored). */
  readonly deleted: boolean;
}

export interface TableEditorState {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly message?: string;
  readonly name: string;
  readonly fields: readonly DataTableField[];
  readonly mayEdit: boolean;
  readonly rows: readonly EditorRow[];
  /** Cell problems: `${rowKey}/${fieldName}` → message. */
  readonly errors: Readonly<Record<string, string>>;
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly conflict: boolean;
}

export type EditorResult = { readonly ok: boolean; readonly message: string };

export const cellAddress = (rowKey: string, field: string) => `${rowKey}/${field}`;

const INITIAL: TableEditorState = {
  status: 'loading', name: '', fields: [], mayEdit: false, rows: [], errors: {}, dirty: false, saving: false, conflict: false,
};

export class TableEditor {
  private readonly state = new BehaviorSubject<TableEditorState>(INITIAL);
  readonly state$: Observable<TableEditorState> = this.state.asObservable();
  private loaded: { rows: readonly DataTableRow[]; version: number } = { rows: [], version: 0 };
  private nextKey = 0;

  constructor(
    private readonly id: string,
    private readonly forms: Pick<FormApi, 'getDataTable'>,
    private readonly tables: Pick<DataTableApi, 'saveRows'>,
  ) {}

  get snapshot(): TableEditorState {
    return this.state.value;
  }

  async load(): Promise<void> {
    try {
      const table = await this.forms.getDataTable(this.id);
      this.takeTable(table, table.rows.map((row, index) => this.rowOf(table.fields, row, index)));
    } catch (error) {
      this.patch({ status: 'failed', message: failureText(error, TableEditorMessages.loadFailed) });
    }
  }

  setCell(rowKey: string, field: string, text: string): void {
    this.changeRows(this.snapshot.rows.map((r) => (r.key === rowKey ? { ...r, cells: { ...r.cells, [field]: text } } : r)));
  }

  addRow(): void {
    const cells = Object.fromEntries(this.snapshot.fields.map((f) => [f.name, '']));
    this.changeRows([...this.snapshot.rows, { key: this.newKey(), cells, deleted: false }]);
  }

  /** A copy goes right below its row, as a new row. */
  copyRow(rowKey: string): void {
    const rows = [...this.snapshot.rows];
    const index = rows.findIndex((r) => r.key === rowKey);
    if (index < 0) return;
    rows.splice(index + 1, 0, { key: this.newKey(), cells: { ...rows[index]!.cells }, deleted: false });
    this.changeRows(rows);
  }

  /** A loaded row is marked (and can be restored); a row added here simply goes. */
  deleteRow(rowKey: string): void {
    this.changeRows(this.snapshot.rows.flatMap((r) => {
      if (r.key !== rowKey) return [r];
      return r.origin === undefined ? [] : [{ ...r, deleted: true }];
    }));
  }

  restoreRow(rowKey: string): void {
    this.changeRows(this.snapshot.rows.map((r) => (r.key === rowKey ? { ...r, deleted: false } : r)));
  }

  /** Back to the loaded rows; the caller confirms first. */
  discard(): void {
    const { fields } = this.snapshot;
    this.changeRows(this.loaded.rows.map((row, index) => this.rowOf(fields, row, index)));
    this.patch({ conflict: false });
  }

  /** The changes as the backend takes them, or undefined while a cell is wrong. */
  edits(): DataTableEdit[] | undefined {
    const { rows, fields, errors } = this.snapshot;
    if (Object.keys(errors).length > 0) return undefined;
    const edits: DataTableEdit[] = [];
    const added: DataTableEdit[] = [];
    for (const row of rows) {
      if (row.origin === undefined) {
        if (fields.some((f) => (row.cells[f.name] ?? '').trim() !== '')) added.push({ kind: 'add', row: this.valuesOf(row) });
        continue;
      }
      if (row.deleted) edits.push({ kind: 'delete', index: row.origin });
      else if (this.changed(row)) edits.push({ kind: 'update', index: row.origin, row: this.valuesOf(row) });
    }
    return [...edits, ...added];
  }

  async save(): Promise<EditorResult> {
    const errorCount = Object.keys(this.snapshot.errors).length;
    if (errorCount > 0) return { ok: false, message: TableEditorMessages.fixCells(errorCount) };
    const edits = this.edits() ?? [];
    if (edits.length === 0) return { ok: false, message: TableEditorMessages.nothingToSave };
    this.patch({ saving: true });
    try {
      await this.tables.saveRows({ id: this.id, baseVersion: this.loaded.version, edits });
    } catch (error) {
      const conflict = error instanceof ConflictFailure;
      this.patch({ saving: false, conflict });
      return { ok: false, message: conflict ? TableEditorMessages.conflict : failureText(error, TableEditorMessages.saveFailed) };
    }
    this.patch({ saving: false });
    await this.load(); // the saved table as the backend now has it (its new version), every change in it
    return { ok: true, message: TableEditorMessages.saved(edits.length) };
  }

  /**
   * Loads the newest rows and lays this session's changes over them: a changed or deleted row finds its place
   * by its loaded cells; one someone else changed or deleted since keeps the typed cells as a new row.
   */
  async reloadKeeping(): Promise<EditorResult> {
    let table: DataTable;
    try {
      table = await this.forms.getDataTable(this.id);
    } catch (error) {
      return { ok: false, message: failureText(error, TableEditorMessages.loadFailed) };
    }
    const places = matchRows(table.fields, this.loaded.rows, table.rows);
    const fresh = table.rows.map((row, index) => this.rowOf(table.fields, row, index));
    const kept = new Map<number, EditorRow>();
    const orphans: EditorRow[] = [];
    let lost = 0;
    for (const row of this.snapshot.rows) {
      if (row.origin === undefined) { orphans.push(row); continue; }
      if (!row.deleted && !this.changed(row)) continue;
      const place = places.get(row.origin);
      if (place !== undefined) kept.set(place, { ...row, origin: place });
      else if (!row.deleted) { lost += 1; orphans.push({ ...row, origin: undefined, key: this.newKey() }); }
    }
    this.takeTable(table, [...fresh.map((row, index) => kept.get(index) ?? row), ...orphans]);
    return { ok: true, message: lost > 0 ? TableEditorMessages.rebasedLost(lost) : TableEditorMessages.rebased };
  }

  private takeTable(table: DataTable, rows: EditorRow[]): void {
    this.loaded = { rows: table.rows, version: table.version ?? 0 };
    this.patch({ status: 'ready', name: table.name, fields: table.fields, mayEdit: table.mayEdit !== false, conflict: false });
    this.changeRows(rows);
  }

  private rowOf(fields: readonly DataTableField[], row: DataTableRow, origin: number): EditorRow {
    const cells = Object.fromEntries(fields.map((f) => [f.name, fieldTypeOf(f.type).showCell(row[f.name])]));
    return { key: this.newKey(), origin, cells, deleted: false };
  }

  private newKey(): string {
    this.nextKey += 1;
    return `r${this.nextKey}`;
  }

  private changed(row: EditorRow): boolean {
    if (row.origin === undefined) return true;
    const loaded = this.loaded.rows[row.origin] ?? {};
    return this.snapshot.fields.some((f) => (row.cells[f.name] ?? '').trim() !== fieldTypeOf(f.type).showCell(loaded[f.name]));
  }

  private valuesOf(row: EditorRow): DataTableRow {
    return Object.fromEntries(this.snapshot.fields.map((f) => {
      const reading = fieldTypeOf(f.type).readCell(row.cells[f.name] ?? '');
      return [f.name, reading.ok ? reading.value : null];
    }));
  }

  private changeRows(rows: readonly EditorRow[]): void {
    const errors: Record<string, string> = {};
    for (const row of rows) {
      if (row.deleted) continue;
      for (const field of this.snapshot.fields) {
        const reading = fieldTypeOf(field.type).readCell(row.cells[field.name] ?? '');
        if (!reading.ok) errors[cellAddress(row.key, field.name)] = reading.message;
      }
    }
    const dirty = rows.some((r) => r.origin === undefined || r.deleted || this.changed(r)) || rows.length < this.loaded.rows.length;
    this.patch({ rows, errors, dirty });
  }

  private patch(change: Partial<TableEditorState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
