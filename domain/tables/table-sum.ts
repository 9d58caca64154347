/**
 * Table footer sums (spec 5): exact decimal arithmetic, rounded to 2 decimals, shown as `总计：<sum>`.
 * Entry points: `sumColumn(table, rows, columnId)`, `sumValues(values)`, `formatTableSum(sum)`,
 * `tableFooterSums(table, rows)` (the footer texts by column id).
 */
import type { Control } from '../model/control';
import { Decimal, plainString, ZERO } from '../formula/decimal';
import { toDecimal } from '../validation/number-value';
import { columnsOf, summaryColumns } from './table-columns';
import { normalizeTableNumber } from './table-number';
import { getControlType } from '../controls/registry';

export const TABLE_SUM_PREFIX = '总计：';

/** Exact sum of the number values in a list; blanks and text are skipped. */
export function sumValues(values: readonly unknown[]): Decimal {
  let sum = ZERO;
  for (const value of values) {
    const decimal = toDecimal(value);
    if (decimal) sum = sum.plus(decimal);
  }
  return sum;
}

/** Exact sum of one column over the rows (cells clamped and rounded as the table shows them). */
export function sumColumn(table: Control, rows: readonly unknown[], columnId: string): Decimal {
  const columns = columnsOf(table);
  const index = columns.findIndex((column) => column.id === columnId);
  if (index < 0) return ZERO;
  const column = columns[index];
  let sum = ZERO;
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    const decimal = normalizeTableNumber(column, row[index]);
    if (decimal) sum = sum.plus(decimal);
  }
  return sum;
}

/** Rounded to 2 decimals (half up), trailing zeros dropped: `总计：0.3`. */
export function formatTableSum(sum: Decimal | number | string): string {
  const decimal = sum instanceof Decimal ? sum : new Decimal(sum);
  return TABLE_SUM_PREFIX + plainString(decimal.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
}

/** The footer texts of a table with `props.showSummary`, by column id; empty when the sum row is off. */
export function tableFooterSums(table: Control, rows: readonly unknown[]): Record<string, string> {
  const footer: Record<string, string> = {};
  if (table.props?.showSummary !== true) return footer;
  for (const column of summaryColumns(table)) {
    const sum = formatTableSum(sumColumn(table, rows, column.id));
    const ownText = getControlType(column.moduleId)?.sumText;
    footer[column.id] = ownText ? TABLE_SUM_PREFIX + ownText(column, sum.slice(TABLE_SUM_PREFIX.length)) : sum;
  }
  return footer;
}
