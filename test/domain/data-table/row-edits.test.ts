import { applyDataTableEdits, describeRowChange, matchRows, RowEditMessages, type DataTableContent } from '../../../domain/data-table';

const budget: DataTableContent = {
  fields: [{ name: 'department', title: '部门', type: 'string' }, { name: 'budget', title: '预算', type: 'number' }],
  rows: [{ department: '行政部', budget: 50000 }, { department: '财务部', budget: 30000 }, { department: '销售部', budget: 120000 }],
};

describe('表格编辑: applying edits', () => {
  test('update, delete and add in one save; positions name the loaded rows; adds go to the end', () => {
    const outcome = applyDataTableEdits(budget, [
      { kind: 'update', index: 1, row: { budget: 35000 } },
      { kind: 'delete', index: 0 },
      { kind: 'add', row: { department: '市场部', budget: 8000 } },
    ]);
    expect(outcome.ok && outcome.rows).toEqual([
      { department: '财务部', budget: 35000 }, { department: '销售部', budget: 120000 }, { department: '市场部', budget: 8000 },
    ]);
    expect(outcome.ok && outcome.changes.map(describeRowChange)).toEqual([
      '修改第 2 行：预算：30000 → 35000', '删除第 1 行：部门：行政部，预算：50000', '新增第 4 行：部门：市场部，预算：8000',
    ]);
  });

  test('a cell of the wrong type refuses the whole save and names row and column', () => {
    const outcome = applyDataTableEdits(budget, [{ kind: 'add', row: { department: '市场部' } }, { kind: 'update', index: 2, row: { budget: '很多' } }]);
    expect(outcome).toEqual({ ok: false, message: RowEditMessages.badCell(3, '预算', '数字') });
  });

  test('a row that does not exist (someone deleted it) is refused', () => {
    expect(applyDataTableEdits(budget, [{ kind: 'delete', index: 3 }])).toEqual({ ok: false, message: RowEditMessages.rowMissing(4) });
  });

  test('the same row edited twice in one save is refused', () => {
    expect(applyDataTableEdits(budget, [{ kind: 'delete', index: 1 }, { kind: 'update', index: 1, row: { budget: 1 } }]))
      .toEqual({ ok: false, message: RowEditMessages.rowEditedTwice(2) });
  });

  test('an empty new row is refused: 不能添加空行', () => {
    expect(applyDataTableEdits(budget, [{ kind: 'add', row: { department: '', budget: null } }])).toEqual({ ok: false, message: RowEditMessages.emptyRow });
  });

  test('no edits, edits that change nothing, or malformed edits save nothing', () => {
    expect(applyDataTableEdits(budget, [])).toEqual({ ok: false, message: RowEditMessages.noEdits });
    expect(applyDataTableEdits(budget, [{ kind: 'update', index: 0, row: { budget: 50000 } }])).toEqual({ ok: false, message: RowEditMessages.noEdits });
    expect(applyDataTableEdits(budget, [{ kind: 'update', index: -1, row: {} }])).toEqual({ ok: false, message: RowEditMessages.badEdit });
    expect(applyDataTableEdits(budget, [{ kind: 'drop' }])).toEqual({ ok: false, message: RowEditMessages.badEdit });
  });

  test('fields a row does not have are dropped; the table is not changed in place', () => {
    const frozen = JSON.parse(JSON.stringify(budget)) as DataTableContent;
    const outcome = applyDataTableEdits(frozen, [{ kind: 'add', row: { department: '市场部', hack: '<script>' } }]);
    expect(outcome.ok && outcome.rows[3]).toEqual({ department: '市场部', budget: null });
    expect(frozen).toEqual(budget);
  });
});

describe('matchRows: where loaded rows stand after someone else saved', () => {
  test('rows keep their place by content; a changed or deleted row has none; duplicates pair in order', () => {
    const newer = [{ department: '财务部', budget: 30000 }, { department: '销售部', budget: 99 }, { department: '财务部', budget: 30000 }];
    const older = [{ department: '行政部', budget: 50000 }, { department: '财务部', budget: 30000 }, { department: '销售部', budget: 120000 }, { department: '财务部', budget: 30000 }];
    expect([...matchRows(budget.fields, older, newer)]).toEqual([[1, 0], [3, 2]]);
  });
});
