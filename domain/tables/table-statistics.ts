/**
 * Table statistics (moduleId 21, spec 4 "Table statistics counting"): the rules' + / - over number columns
 * across tables, counting a table only if it is not hidden (by audit or config) and its logic holds. (The bills
 * count is bills-count.ts.)
 * Entry points: `computeTableStatistics(form, control, values, context)`, `formatStatistic(total)`.
 */
import type { Control } from '../model/control';
import type { Form } from '../model/form';
import { Decimal, plainString, ZERO } from '../formula/decimal';
import { createVisibility, type VisibilityContext } from '../validation/visibility';
import { sumColumn } from './table-sum';
import { ownValue } from '../model/keyed-values';
import { hasColumns } from '../controls/registry';

export interface TableStatisticsResult {
  total: Decimal;
}

export function computeTableStatistics(
  form: Form,
  control: Control,
  values: Readonly<Record<string, unknown>>,
  context?: VisibilityContext,
  visible: (control: Control) => boolean = createVisibility(form, values, context),
): TableStatisticsResult {
  const tables = new Map(form.controls.filter((c) => hasColumns(c.moduleId)).map((c) => [c.id, c] as const));
  let total = ZERO;
  for (const rule of Array.isArray(control.rules) ? control.rules : []) {
    const table = rule && tables.get(rule.tableId);
    if (!table || !visible(table)) continue;
    const rows = ownValue(values, table.id);
    const sum = sumColumn(table, Array.isArray(rows) ? rows : [], rule.tableColumnId);
    if (rule.calculateType === '-') total = total.minus(sum);
    else if (rule.calculateType === '+') total = total.plus(sum);
  }
  return { total };
}

/** The statistic as shown: rounded to 2 decimals, exact. */
export function formatStatistic(total: Decimal): string {
  return plainString(total.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
}
