import { TableEditor, TableEditorMessages, cellAddress } from '../../../application/admin/table-editor';
import { ConflictFailure } from '../../../application/ports/api-failure';
import type { SaveDataTableRows } from '../../../application/ports/data-table-api';
import type { DataTable } from '../../../application/ports/form-api';
import { applyDataTableEdits } from '../../../domain/data-table';
import { NumberFieldMessages } from '../../../domain/data-table/field-types/number-field';

/** A backend holding one table, applying saves like the demo (version check, then the edits). */
function backend(initial: DataTable) {
  let table = { ...initial, version: initial.version ?? 0 };
  const saves: SaveDataTableRows[] = [];
  return {
    forms: { getDataTable: async () => structuredClone(table) },
    tables: {
      saveRows: async (save: SaveDataTableRows) => {
        saves.push(save);
        if (save.baseVersion !== table.version) throw new ConflictFailure({}, 409, { msg: '数据表已被他人修改' });
        const outcome = applyDataTableEdits(table, save.edits);
        if (!outcome.ok) throw { code: 400, config: {}, data: { msg: outcome.message } };
        table = { ...table, rows: outcome.rows, version: table.version + 1 };
        return { version: table.version };
      },
    },
    /** Someone else saves in between. */
    otherSave: (rows: DataTable['rows']) => { table = { ...table, rows, version: table.version + 1 }; },
    get table() { return table; },
    saves,
  };
}

const budget: DataTable = {
  id: 'dt-budget', name: '部门预算',
  fields: [{ name: 'department', title: '部门', type: 'string' }, { name: 'budget', title: '预算', type: 'number' }],
  rows: [{ department: '行政部', budget: 50000 }, { department: '财务部', budget: 30000 }, { department: '销售部', budget: 120000 }],
};

async function open(table = budget) {
  const b = backend(table);
  const editor = new TableEditor(table.id, b.forms, b.tables);
  await editor.load();
  return { b, editor, row: (i: number) => editor.snapshot.rows[i]! };
}

test('a cell that is not a number is marked at once, and 保存 is refused until it is fixed', async () => {
  const { editor, row } = await open();
  editor.setCell(row(0).key, 'budget', '五万');
  expect(editor.snapshot.errors[cellAddress(row(0).key, 'budget')]).toBe(NumberFieldMessages.notNumber);
  expect(await editor.save()).toEqual({ ok: false, message: TableEditorMessages.fixCells(1) });
  editor.setCell(row(0).key, 'budget', '55000');
  expect(editor.snapshot.errors).toEqual({});
});

test('edit, copy, delete and add become one save; the session then shows the saved table, clean', async () => {
  const { b, editor, row } = await open();
  editor.setCell(row(1).key, 'budget', '35000');
  editor.copyRow(row(2).key);
  editor.deleteRow(row(0).key);
  editor.addRow();
  editor.setCell(row(4).key, 'department', '市场部');
  expect(editor.snapshot.dirty).toBe(true);
  expect(await editor.save()).toEqual({ ok: true, message: TableEditorMessages.saved(4) });
  expect(b.table.rows.map((r) => `${r.department} ${r.budget}`)).toEqual(['财务部 35000', '销售部 120000', '销售部 120000', '市场部 null']);
  expect(editor.snapshot.dirty).toBe(false);
  expect(editor.snapshot.rows).toHaveLength(4);
});

test('an empty new row is not saved; nothing changed means nothing to save', async () => {
  const { editor } = await open();
  editor.addRow();
  expect(await editor.save()).toEqual({ ok: false, message: TableEditorMessages.nothingToSave });
});

test('a deleted row can be restored; a new row deleted simply goes', async () => {
  const { editor, row } = await open();
  editor.deleteRow(row(0).key);
  expect(row(0).deleted).toBe(true);
  editor.restoreRow(row(0).key);
  expect(editor.snapshot.dirty).toBe(false);
  editor.addRow();
  editor.deleteRow(row(3).key);
  expect(editor.snapshot.rows).toHaveLength(3);
});

test('when someone else saved first the save is refused and every typed change stays on the page', async () => {
  const { b, editor, row } = await open();
  editor.setCell(row(2).key, 'budget', '130000');
  b.otherSave([{ department: '财务部', budget: 30000 }, { department: '销售部', budget: 120000 }]); // deleted 行政部
  expect(await editor.save()).toEqual({ ok: false, message: TableEditorMessages.conflict });
  expect(editor.snapshot.conflict).toBe(true);
  expect(row(2).cells.budget).toBe('130000');
});

test('载入最新数据并保留我的修改 lays the changes over the newer rows; a row the other changed keeps mine as a new row', async () => {
  const { b, editor, row } = await open();
  editor.setCell(row(2).key, 'budget', '130000'); // 销售部: untouched by the other save
  editor.setCell(row(0).key, 'budget', '51000'); // 行政部: the other save changed it too
  b.otherSave([{ department: '行政部', budget: 60000 }, { department: '财务部', budget: 30000 }, { department: '销售部', budget: 120000 }]);
  await editor.save();
  expect(await editor.reloadKeeping()).toEqual({ ok: true, message: TableEditorMessages.rebasedLost(1) });
  expect(await editor.save()).toMatchObject({ ok: true });
  expect(b.table.rows.map((r) => `${r.department} ${r.budget}`)).toEqual(['行政部 60000', '财务部 30000', '销售部 130000', '行政部 51000']);
});

test('放弃修改 goes back to the loaded rows', async () => {
  const { editor, row } = await open();
  editor.setCell(row(0).key, 'department', '');
  editor.discard();
  expect(row(0).cells.department).toBe('行政部');
  expect(editor.snapshot.dirty).toBe(false);
});

test('a table the signed-in person may not edit opens read-only', async () => {
  const { editor } = await open({ ...budget, mayEdit: false });
  expect(editor.snapshot.mayEdit).toBe(false);
});
