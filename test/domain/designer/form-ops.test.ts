import { getControlType } from '../../../domain/controls/registry';
import type { Control, TableColumn } from '../../../domain/model/control';
import { duplicateControl, findControl, findTableOfColumn, insertControl, moveControl, removeControl, updateControl } from '../../../domain/designer/form-ops';
import { parseForm } from '../../../domain/model/form-json';
import { deepFreeze } from '../../fixtures/deep-freeze';
import { loadAllControlsForm } from '../../fixtures/all-controls';

const ids = (controls: Control[]) => controls.map((c) => c.id);

describe('form-level operations return a new form and never mutate', () => {
  test('insertControl puts the control at the index (appends by default)', () => {
    const form = deepFreeze(loadAllControlsForm());
    const control = getControlType(1)!.create('new');
    expect(insertControl(form, control, 0).controls[0].id).toBe('new');
    expect(ids(insertControl(form, control).controls).at(-1)).toBe('new');
    expect(form.controls.some((c) => c.id === 'new')).toBe(false);
  });

  test('insertControl refuses an id already in the form (column ids too)', () => {
    const form = deepFreeze(loadAllControlsForm());
    expect(() => insertControl(form, getControlType(1)!.create('budget'))).toThrow();
    expect(() => insertControl(form, getControlType(1)!.create('expenseAmount'))).toThrow();
  });

  test('moveControl reorders the display order', () => {
    const form = deepFreeze(loadAllControlsForm());
    const moved = moveControl(form, 0, 2);
    expect(ids(moved.controls).slice(0, 3)).toEqual([form.controls[1].id, form.controls[2].id, form.controls[0].id]);
    expect(moveControl(form, 99, 0)).toBe(form);
  });

  test('updateControl reaches table columns', () => {
    const form = deepFreeze(loadAllControlsForm());
    const next = updateControl(form, 'expenseAmount', (c) => ({ ...c, name: '报销金额' }));
    expect(findControl(next, 'expenseAmount')?.name).toBe('报销金额');
    expect(findControl(form, 'expenseAmount')?.name).toBe('金额');
    expect(updateControl(form, 'missing', (c) => c)).toBe(form);
  });

  test('findTableOfColumn finds the table of a column', () => {
    const form = loadAllControlsForm();
    expect(findTableOfColumn(form, 'expenseAmount')?.id).toBe('expenseTable');
    expect(findTableOfColumn(form, 'budget')).toBeUndefined();
  });

  test('removeControl drops the logic rules, links and statistics that referenced it', () => {
    const form = deepFreeze(loadAllControlsForm());
    const withoutMode = removeControl(form, 'travelMode');
    expect(findControl(withoutMode, 'travelMode')).toBeUndefined();
    expect(findControl(withoutMode, 'plateNumber')?.logic).toEqual({});
    const withoutDepart = removeControl(form, 'departDate');
    expect(findControl(withoutDepart, 'returnDate')?.linkToControlsId).toEqual([]);
    expect(findControl(withoutDepart, 'tripDuration')?.linkToControlsId).toEqual(['returnDate']);
  });

  test('removing a table column removes it from the sum and resets statistics rules using it', () => {
    const form = deepFreeze(loadAllControlsForm());
    const next = removeControl(form, 'expenseAmount');
    const table = findControl(next, 'expenseTable')!;
    expect((table.children as TableColumn[]).map((c) => c.id)).not.toContain('expenseAmount');
    expect(table.props.summaryColumns).toEqual([]);
    expect(findControl(next, 'expenseTotal')?.rules?.[0]).toMatchObject({ tableId: 'expenseTable', tableColumnId: '' });
  });

  test('removing a table clears the statistics rules and bill counts that named it', () => {
    const next = removeControl(deepFreeze(loadAllControlsForm()), 'expenseTable');
    const stats = findControl(next, 'expenseTotal')!;
    expect(stats.rules?.[0]).toMatchObject({ tableId: '', tableColumnId: '' });
    expect(stats.props.billCountTableIds).toEqual([]);
  });

  test('duplicateControl copies after the original with fresh ids, table columns included', () => {
    const form = deepFreeze(loadAllControlsForm());
    const next = duplicateControl(form, 'expenseTable');
    const index = next.controls.findIndex((c) => c.id === 'expenseTable');
    const copy = next.controls[index + 1];
    expect(copy.id).not.toBe('expenseTable');
    expect(copy.name).toBe('费用明细');
    const columns = copy.children as TableColumn[];
    expect(columns.every((c) => c.props.tableId === copy.id)).toBe(true);
    const amountCopy = columns.find((c) => c.name === '金额')!;
    expect(copy.props.summaryColumns).toEqual([amountCopy.id]);
    // still a valid form: no duplicate ids anywhere
    const parsed = parseForm(JSON.stringify(next));
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
  });
});
