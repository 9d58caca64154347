/**
 * The key field summary of an instance (issue 20: a phone's instance cards show "请假类型：事假 · 天数：2"): the
 * first few filled-in fields of its form, or the ones the flow admin chose as list columns (list_form_item),
 * each as one short line of text formatted as an approver reads it on paper.
 */
import type { Control } from '../model/control';
import { getControlType } from '../controls/registry';
import { formatPrintValue } from '../print/print-values';
import { isEmptyValue } from '../validation/empty-value';

/** One line of the summary: its field's title and its value as text. */
export interface KeyField {
  readonly label: string;
  readonly text: string;
}

/** A card has room for this many lines. */
export const KEY_FIELD_LIMIT = 3;
/** A longer value is cut with an ellipsis (a leave reason may run to paragraphs). */
export const KEY_FIELD_TEXT_LIMIT = 40;

export interface KeyFieldOptions {
  /** The flow's chosen list columns (list_form_item), in form order; all controls when absent. */
  readonly chosenIds?: readonly string[];
  /** Fields the viewer may not see (隐藏 at their node): never summarised. */
  readonly hiddenIds?: ReadonlySet<string>;
}

/** Controls the applicant fills in or the form computes; layout and display controls hold no value. */
function holdsValue(control: Control): boolean {
  const capabilities = getControlType(control.moduleId)?.capabilities;
  return !!capabilities && (capabilities.input || capabilities.compute);
}

function shortened(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > KEY_FIELD_TEXT_LIMIT ? `${oneLine.slice(0, KEY_FIELD_TEXT_LIMIT)}…` : oneLine;
}

/** The summary of `values` on `controls`; tables, files and rich text are left to the instance view. */
export function keyFieldSummary(
  controls: readonly Control[],
  values: Readonly<Record<string, unknown>>,
  { chosenIds, hiddenIds }: KeyFieldOptions = {},
): KeyField[] {
  const chosen = chosenIds && chosenIds.length > 0 ? new Set(chosenIds) : undefined;
  const summary: KeyField[] = [];
  for (const control of controls) {
    if (summary.length >= KEY_FIELD_LIMIT) break;
    if ((chosen && !chosen.has(control.id)) || hiddenIds?.has(control.id) || !holdsValue(control)) continue;
    const value = values[control.id];
    if (isEmptyValue(value)) continue;
    const printed = formatPrintValue(control, value);
    if (printed.kind !== 'text' || printed.text.trim() === '') continue;
    // A type may show less in a list than on paper (an ID number masked).
    const text = getControlType(control.moduleId)?.summaryText?.(control, value) ?? printed.text;
    summary.push({ label: control.config.title || control.name, text: shortened(text) });
  }
  return summary;
}
