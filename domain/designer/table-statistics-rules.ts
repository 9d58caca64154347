import type { Control, TableColumn, TableStatisticsRule } from '../model/control';
import type { Form } from '../model/form';
import { emptyStatisticsRule } from '../controls/types/table-statistics';
import { isNumberColumnType as isNumberColumn } from '../tables/table-columns';
import { formModelMessages as m } from '../messages';
import { accepted, refused, type DesignerResult } from './designer-result';
import { hasColumns } from '../controls/registry';

/**
 * Table statistics rules (spec 4, 5): one empty rule to start; each rule picks a table, one of its number
 * columns and + or -; a column can be used in one rule only; the last rule cannot be removed.
 */

export function rulesOf(control: Control): TableStatisticsRule[] {
  return Array.isArray(control.rules) ? control.rules : [];
}

function withRules(control: Control, rules: TableStatisticsRule[]): Control {
  return { ...control, rules };
}

export function addStatisticsRule(control: Control): Control {
  return withRules(control, [...rulesOf(control), emptyStatisticsRule()]);
}

export function canRemoveStatisticsRule(control: Control): boolean {
  return rulesOf(control).length > 1;
}

/** Removes a rule; the last remaining rule cannot be removed. */
export function removeStatisticsRule(control: Control, index: number): DesignerResult<Control> {
  if (!canRemoveStatisticsRule(control)) return refused(m.lastStatisticsRuleCannotBeRemoved);
  return accepted(withRules(control, rulesOf(control).filter((_, i) => i !== index)));
}

/** Picks the table of a rule; its column is reset because it belonged to the previous table. */
export function setRuleTable(control: Control, index: number, tableId: string): Control {
  return withRules(control, rulesOf(control).map((r, i) => (i === index ? { ...r, tableId, tableColumnId: '' } : r)));
}

/** Tables of the form that a rule can pick. */
export function statisticsTables(form: Form): Control[] {
  return form.controls.filter((c) => hasColumns(c.moduleId));
}

/** Number columns of the rule's table not used by another rule of this control. */
export function selectableStatisticsColumns(form: Form, control: Control, index: number): TableColumn[] {
  const rule = rulesOf(control)[index];
  const table = form.controls.find((c) => c.id === rule?.tableId && hasColumns(c.moduleId));
  if (!rule || !table) return [];
  const usedElsewhere = new Set(rulesOf(control).filter((_, i) => i !== index).map((r) => r.tableColumnId));
  return ((table.children ?? []) as TableColumn[]).filter((c) => isNumberColumn(c) && !usedElsewhere.has(c.id));
}

/** Picks the column of a rule: it must be a number column of the rule's table, used in no other rule. */
export function setRuleColumn(form: Form, control: Control, index: number, columnId: string): DesignerResult<Control> {
  const rule = rulesOf(control)[index];
  if (!rule) return refused(m.statisticsColumnNotNumber);
  if (rulesOf(control).some((r, i) => i !== index && r.tableColumnId === columnId)) {
    return refused(m.statisticsColumnAlreadyUsed);
  }
  const table = form.controls.find((c) => c.id === rule.tableId && hasColumns(c.moduleId));
  const column = ((table?.children ?? []) as TableColumn[]).find((c) => c.id === columnId);
  if (!column || !isNumberColumn(column)) return refused(m.statisticsColumnNotNumber);
  return accepted(withRules(control, rulesOf(control).map((r, i) => (i === index ? { ...r, tableColumnId: columnId } : r))));
}

/** Sets + or - (anything else is refused). */
export function setRuleCalculateType(control: Control, index: number, calculateType: string): DesignerResult<Control> {
  if (calculateType !== '+' && calculateType !== '-') return refused(m.statisticsCalculateTypeInvalid);
  return accepted(withRules(control, rulesOf(control).map((r, i) => (i === index ? { ...r, calculateType } : r))));
}

/** The counting switches of the statistics setting dialog. */
export function setStatisticsCounting(
  control: Control,
  setting: { isShowTableStatisticsCount?: boolean; isShowBillsCount?: boolean; billCountTableIds?: string[] },
): Control {
  return { ...control, props: { ...control.props, ...setting } };
}
