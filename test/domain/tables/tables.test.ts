import type { Form } from '../../../domain/model/form';
import { clampTableNumber } from '../../../domain/tables/table-number';
import { checkDeleteRow, checkTableRows } from '../../../domain/tables/table-rows';
import { formatTableSum, sumColumn, tableFooterSums } from '../../../domain/tables/table-sum';
import { computeTableStatistics, formatStatistic } from '../../../domain/tables/table-statistics';
import { billsCount } from '../../../domain/tables/bills-count';
import { createVisibility } from '../../../domain/validation/visibility';
import { validateForm } from '../../../domain/validation/validate-form';
import { column, control } from '../validation/fixtures';

const table = control(15, { showSummary: true }, { title: '明细' }, {
  id: 't', children: [column('amount', 6, { decimalNum: 2 }), column('note', 1), column('qty', 6, { min: 0, max: 10, isAllowDecimal: false })],
});

describe('table sums: exact decimal arithmetic, rounded to 2 decimals, shown as 总计：<sum>', () => {
  it('0.1 + 0.2 is 总计：0.3', () => {
    expect(formatTableSum(sumColumn(table, [[0.1], [0.2]], 'amount'))).toBe('总计：0.3');
  });
  it('rounds to 2 decimals', () => {
    expect(formatTableSum('1.005')).toBe('总计：1.01');
    expect(formatTableSum('2.344')).toBe('总计：2.34');
  });
  it('footer sums every number column, or the chosen summary columns', () => {
    expect(tableFooterSums(table, [['1.5', 'x', 3], ['2', '', 4]])).toEqual({ amount: '总计：3.5', qty: '总计：7' });
    const chosen = { ...table, props: { showSummary: true, summaryColumns: ['qty'] } };
    expect(tableFooterSums(chosen, [['1.5', 'x', 3]])).toEqual({ qty: '总计：3' });
    expect(tableFooterSums({ ...table, props: {} }, [['1']])).toEqual({});
  });
});

describe('number fields in tables are clamped to min/max and rounded to decimalNum', () => {
  it('clamps', () => {
    expect(clampTableNumber(column('q', 6, { min: 0, max: 10 }), 12)).toBe(10);
    expect(clampTableNumber(column('q', 6, { min: 0, max: 10 }), '-3')).toBe(0);
  });
  it('rounds to decimalNum places', () => {
    expect(clampTableNumber(column('q', 6, { decimalNum: 2 }), '1.005')).toBe(1.01);
    expect(clampTableNumber(column('q', 6, { decimalNum: 0 }), 2.5)).toBe(3);
  });
  it('leaves non-numbers alone', () => {
    expect(clampTableNumber(column('q', 6), 'abc')).toBeUndefined();
  });
  it('the footer sums the clamped values', () => {
    expect(tableFooterSums(table, [[null, null, 50], [null, null, 2]]).qty).toBe('总计：12');
  });
});

describe('table rows', () => {
  it("rows can't be emptied: 表单不能为空", () => {
    expect(checkTableRows([])).toBe('表单不能为空');
    expect(checkTableRows([[]])).toBeUndefined();
    const form: Form = { id: 'f', name: 'f', controls: [table] };
    expect(validateForm(form, { t: [] }).errors).toEqual([{ controlId: 't', message: '表单不能为空' }]);
  });
  it("the last row can't be deleted", () => {
    expect(checkDeleteRow(1)).toBe('至少保留一行');
    expect(checkDeleteRow(2)).toBeUndefined();
  });
  it('cells are validated with row and column', () => {
    const form: Form = { id: 'f', name: 'f', controls: [table] };
    expect(validateForm(form, { t: [['1', 'a', 1], ['x', 'b', 1.5]] }).errors).toEqual([
      { controlId: 't', message: '数字格式不正确!', row: 1, columnId: 'amount' },
      { controlId: 't', message: '不允许小数', row: 1, columnId: 'qty' },
    ]);
  });
});

describe('table statistics: +/- over number columns across tables', () => {
  const t1 = control(15, {}, {}, { id: 't1', children: [column('a', 6)] });
  const t2 = control(15, {}, {}, { id: 't2', children: [column('b', 6)], logic: { kind: [2] } });
  const t3 = control(15, {}, { hidden: true }, { id: 't3', children: [column('c', 6)] });
  const kind = control(8, {}, {}, { id: 'kind', children: [{ id: 1, value: 'A', isDefault: true }, { id: 2, value: 'B' }] });
  const stats = control(21, { billCountTableIds: ['t1', 't2', 't3'], isShowBillsCount: true }, {}, {
    id: 's',
    rules: [
      { tableId: 't1', tableColumnId: 'a', calculateType: '+' },
      { tableId: 't2', tableColumnId: 'b', calculateType: '-' },
      { tableId: 't3', tableColumnId: 'c', calculateType: '+' },
    ],
  });
  const form: Form = { id: 'f', name: 'f', controls: [kind, t1, t2, t3, stats] };
  const values = { t1: [['10.1'], ['0.2']], t2: [['3']], t3: [['100']] };

  it('counts a table only if it is not hidden by audit and its logic holds (default option)', () => {
    expect(formatStatistic(computeTableStatistics(form, stats, values).total)).toBe('10.3');
    expect(formatStatistic(computeTableStatistics(form, stats, { ...values, kind: 2 }).total)).toBe('7.3');
    expect(formatStatistic(computeTableStatistics(form, stats, values, { hiddenControlIds: ['t1'] }).total)).toBe('0');
  });

  it('the bills count adds one per visible table listed in billCountTableIds', () => {
    const byId = new Map(form.controls.map((c) => [c.id, c] as const));
    expect(billsCount(stats, byId, createVisibility(form, values))).toBe(1);
    expect(billsCount(stats, byId, createVisibility(form, { ...values, kind: 2 }))).toBe(2);
  });

  it('the bills count is only for a statistics control showing it (isShowBillsCount)', () => {
    const byId = new Map(form.controls.map((c) => [c.id, c] as const));
    const hiddenCount = { ...stats, props: { ...stats.props, isShowBillsCount: false } };
    expect(billsCount(hiddenCount, byId, () => true)).toBeUndefined();
    expect(billsCount(t1, byId, () => true)).toBeUndefined();
  });

  it('validateForm shows the statistic and the bills count', () => {
    const result = validateForm(form, { ...values, kind: 2 });
    expect(result.computed.s).toBe('7.3');
    expect(result.computed['s.bills']).toBe('2');
  });
});
