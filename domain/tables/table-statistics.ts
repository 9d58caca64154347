/**
 * Table statistics (moduleId 21, spec 4 "Table statistics counting"): the rules' + / - over number columns
 * across tables, counting a table only if it is not hidden (by audit or config) and its logic holds; the bills
 * count adds one per visible table listed in `billCountTableIds`.
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
  /** Visible tables among `billCountTableIds`. */
  bills: number;
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
  let bills = 0;
  const billIds = control.props?.billCountTableIds;
  if (Array.isArray(billIds)) {
    for (const id of new Set(billIds)) {
      const table = tables.get(id);
      if (table && visible(table)) bills++;
    }
  }
  return { total, bills };
}

/** The statistic as shown: rounded to 2 decimals, exact. */
export function formatStatistic(total: Decimal): string {
  return plainString(total.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
}
