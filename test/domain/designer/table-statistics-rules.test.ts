import { getControlType } from '../../../domain/controls/registry';
import {
  addStatisticsRule, canRemoveStatisticsRule, removeStatisticsRule, rulesOf, selectableStatisticsColumns,
  setRuleCalculateType, setRuleColumn, setRuleTable, setStatisticsCounting, statisticsTables,
} from '../../../domain/designer/table-statistics-rules';
import { findControl } from '../../../domain/designer/form-ops';
import type { Control } from '../../../domain/model/control';
import type { Form } from '../../../domain/model/form';
import { deepFreeze } from '../../fixtures/deep-freeze';
import { loadAllControlsForm } from '../../fixtures/all-controls';

const form = (): Form => deepFreeze(loadAllControlsForm());
const stats = (f: Form): Control => findControl(f, 'expenseTotal')!;

function unwrap<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('table statistics rules', () => {
  test('one empty rule to start', () => {
    expect(rulesOf(getControlType(21)!.create('s'))).toEqual([{ tableId: '', tableColumnId: '', calculateType: '+' }]);
  });

  test('the last rule cannot be removed', () => {
    const f = form();
    expect(canRemoveStatisticsRule(stats(f))).toBe(false);
    expect(removeStatisticsRule(stats(f), 0)).toEqual({ ok: false, message: '至少保留一条统计规则' });
    const two = addStatisticsRule(stats(f));
    expect(rulesOf(two)).toHaveLength(2);
    expect(rulesOf(unwrap(removeStatisticsRule(two, 0)))).toEqual([{ tableId: '', tableColumnId: '', calculateType: '+' }]);
  });

  test('only tables can be picked, and picking a table resets the column', () => {
    const f = form();
    expect(statisticsTables(f).map((t) => t.id)).toEqual(['expenseTable']);
    expect(rulesOf(setRuleTable(stats(f), 0, 'expenseTable'))[0]).toEqual({ tableId: 'expenseTable', tableColumnId: '', calculateType: '+' });
  });

  test('only number columns are selectable', () => {
    const f = form();
    const two = setRuleTable(addStatisticsRule(stats(f)), 1, 'expenseTable');
    expect(selectableStatisticsColumns(f, two, 1).map((c) => c.id)).toEqual(['expenseCount']);
    expect(setRuleColumn(f, two, 1, 'expenseItem')).toEqual({ ok: false, message: '只能选择数字类型的列' });
    expect(rulesOf(unwrap(setRuleColumn(f, two, 1, 'expenseCount')))[1].tableColumnId).toBe('expenseCount');
  });

  test('a column can be used in only one rule', () => {
    const f = form();
    const two = setRuleTable(addStatisticsRule(stats(f)), 1, 'expenseTable');
    expect(setRuleColumn(f, two, 1, 'expenseAmount')).toEqual({ ok: false, message: '该列已在其他统计规则中使用' });
    // the rule that holds it may keep it
    expect(setRuleColumn(f, two, 0, 'expenseAmount').ok).toBe(true);
    expect(selectableStatisticsColumns(f, two, 0).map((c) => c.id)).toEqual(['expenseAmount', 'expenseCount']);
  });

  test('calculate types are + or - only', () => {
    const f = form();
    expect(rulesOf(unwrap(setRuleCalculateType(stats(f), 0, '-')))[0].calculateType).toBe('-');
    expect(setRuleCalculateType(stats(f), 0, '*')).toEqual({ ok: false, message: '计算方式只能为 + 或 -' });
  });

  test('the statistics setting dialog sets counting switches and bill-count tables', () => {
    const next = setStatisticsCounting(stats(form()), { isShowBillsCount: false, billCountTableIds: [] });
    expect(next.props).toMatchObject({ isShowTableStatisticsCount: true, isShowBillsCount: false, billCountTableIds: [] });
  });
});
