/**
 * 单据数 (spec 4 "Table statistics"): how many of the tables a table statistics control counts are shown.
 * One count for the filler's live figure and the submission's computed values.
 */
import type { Control } from '../model/control';
import { calculatorOf } from '../calculators/calculator-graph';
import { isTable } from '../validation/control-kinds';

/** The bills count of `control`, or undefined when it is not a statistics control showing one. */
export function billsCount(
  control: Control,
  controlById: ReadonlyMap<string, Control>,
  visible: (control: Control) => boolean,
): number | undefined {
  if (calculatorOf(control)?.kind !== 'statistics' || control.props?.isShowBillsCount !== true) return undefined;
  const ids = control.props.billCountTableIds;
  if (!Array.isArray(ids)) return 0;
  let count = 0;
  for (const id of new Set(ids)) {
    const table = typeof id === 'string' ? controlById.get(id) : undefined;
    if (table && isTable(table) && visible(table)) count++;
  }
  return count;
}
