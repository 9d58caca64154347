/**
 * What the read-only view, print and exports show of a submission, as text (issue 41; the CLI's `display`):
 * every control that holds a value and is not hidden by logic, its text — the type's own (`displayParts`) or its
 * printed text — and, for a CNY 金额, its 大写 beside it. Entry point: `displayValues(form, values, names)`.
 */
import { getControlType } from '../controls/registry';
import type { DisplayParts } from '../controls/control-type';
import type { ValueNames } from '../controls/org/value-names';
import type { Form } from '../model/form';
import type { Control } from '../model/control';
import { formatPrintValue } from '../print/print-values';
import { plainText } from '../print/print-value';
import { isEmptyValue } from '../validation/empty-value';
import { createVisibility } from '../validation/visibility';
import { ownValue, valueRecord } from '../model/keyed-values';

/** The shown text of one value. */
export function displayOf(control: Control, value: unknown, names?: ValueNames): DisplayParts {
  const own = getControlType(control.moduleId)?.displayParts;
  return own ? own(control, value) : { text: plainText(formatPrintValue(control, value, names)) };
}

export function displayValues(form: Form, values: Readonly<Record<string, unknown>>, names?: ValueNames): Record<string, DisplayParts> {
  const visible = createVisibility(form, values);
  const shown = valueRecord<DisplayParts>();
  for (const control of form.controls) {
    if (getControlType(control.moduleId)?.holdsValue === false || !visible(control)) continue;
    const value = ownValue(values, control.id);
    if (isEmptyValue(value)) continue;
    shown[control.id] = displayOf(control, value, names);
  }
  return shown;
}
