import { getControlType } from '../../../domain/controls/registry';
import {
  addColumn, columnsOf, deleteColumn, editColumn, moveColumn, numberColumns, setColumnFixed, setColumnMinWidth,
  setColumnWidth, setShowSummary, setSummaryColumns, summedColumns,
} from '../../../domain/designer/table-columns';
import { findControl } from '../../../domain/designer/form-ops';
import type { Control } from '../../../domain/model/control';
import { deepFreeze } from '../../fixtures/deep-freeze';
import { loadAllControlsForm } from '../../fixtures/all-controls';

const table = (): Control => deepFreeze(findControl(loadAllControlsForm(), 'expenseTable')!);
const columnIds = (t: Control) => columnsOf(t).map((c) => c.id);

describe('table field editor', () => {
  test('add a column: a control with colProps 80 px, not fixed, flagged as a table field', () => {
    const next = addColumn(table(), getControlType(6)!, 'expenseTax', undefined, '税额');
    const column = columnsOf(next).at(-1)!;
    expect(column).toMatchObject({ id: 'expenseTax', moduleId: 6, name: '税额', colProps: { width: 80, fixed: 'none', isMinWidth: false } });
    expect(column.config.title).toBe('税额');
    expect(column.props).toMatchObject({ isTableField: true, tableId: 'expenseTable' });
    expect(columnIds(addColumn(table(), getControlType(1)!, 'first', 0))[0]).toBe('first');
  });

  test('edit a column', () => {
    const next = editColumn(table(), 'expenseItem', (c) => ({ ...c, name: '项目名称' }));
    expect(columnsOf(next)[0].name).toBe('项目名称');
  });

  test('drag a column to another position', () => {
    expect(columnIds(moveColumn(table(), 0, 2))).toEqual(['expenseDate', 'expenseAmount', 'expenseItem', 'expenseCount', 'expenseRemark']);
    const t = table();
    expect(moveColumn(t, -1, 2)).toBe(t);
  });

  test('delete a column; a deleted summed column leaves the sum', () => {
    const next = deleteColumn(table(), 'expenseAmount');
    expect(columnIds(next)).not.toContain('expenseAmount');
    expect(next.props.summaryColumns).toEqual([]);
  });

  test('per-column width in px, positive whole numbers only', () => {
    expect(columnsOf(setColumnWidth(table(), 'expenseDate', 120.4))[1].colProps.width).toBe(120);
    const t = table();
    expect(setColumnWidth(t, 'expenseDate', 0)).toBe(t);
    expect(setColumnWidth(t, 'expenseDate', Number.NaN)).toBe(t);
  });

  test('minimum or fixed width', () => {
    expect(columnsOf(setColumnMinWidth(table(), 'expenseDate', true))[1].colProps.isMinWidth).toBe(true);
  });

  test('fixed to left, right or none', () => {
    expect(columnsOf(setColumnFixed(table(), 'expenseDate', 'right'))[1].colProps.fixed).toBe('right');
    expect(columnsOf(setColumnFixed(table(), 'expenseItem', 'none'))[0].colProps.fixed).toBe('none');
  });

  test('footer sum row: off sums nothing', () => {
    expect(summedColumns(setShowSummary(table(), false))).toEqual([]);
  });

  test('footer sum of the named numeric columns', () => {
    expect(summedColumns(table()).map((c) => c.id)).toEqual(['expenseAmount']);
  });

  test('footer sum over all number columns when none are named', () => {
    const all = setSummaryColumns(table(), []);
    expect(summedColumns(all).map((c) => c.id)).toEqual(['expenseAmount', 'expenseCount']);
    const absent = { ...table(), props: { ...table().props, summaryColumns: undefined } };
    expect(summedColumns(absent).map((c) => c.id)).toEqual(['expenseAmount', 'expenseCount']);
  });

  test('only number columns can be named for the sum', () => {
    const next = setSummaryColumns(table(), ['expenseItem', 'expenseCount', 'unknown']);
    expect(next.props.summaryColumns).toEqual(['expenseCount']);
    expect(numberColumns(table()).map((c) => c.id)).toEqual(['expenseAmount', 'expenseCount']);
  });
});
