import type { Control } from '../../domain/model/control';
import type { Form } from '../../domain/model/form';
import { getControlType } from '../../domain/controls/registry';
import { cloneValue } from '../../domain/controls/control-values';
import { valueRecord } from '../../domain/model/keyed-values';

export interface ApplicantInfo {
  readonly name: string;
  readonly employeeNumber: string;
  /** The applicant's user id: a 成员 control with default value type 4 starts with them. */
  readonly id?: string;
}

/**
 * The value a control starts with: the applicant's name or employee number for default value type 4 (spec 4),
 * else its control type's initial value (the default options of a choice, one empty row for a table, the
 * designer's props.value).
 */
export function initialValueOf(control: Control, user?: ApplicantInfo): unknown {
  const props = control.props ?? {};
  const type = getControlType(control.moduleId);
  if (props.defaultValueType === 4 && type?.holdsIds === 'users') return user?.id ? [user.id] : [];
  if (props.defaultValueType === 4) {
    if (!user) return '';
    return props.userInfo === 'employeeNumber' ? user.employeeNumber : user.name;
  }
  return type ? type.initialValue(control) : cloneValue(props.value);
}

/** Whether the filler keeps a value for the control (layout and display controls hold none). */
export function holdsValue(control: Control): boolean {
  return getControlType(control.moduleId)?.holdsValue ?? true;
}

/** Initial values of every control that holds a value. */
export function initialValues(form: Form, user?: ApplicantInfo): Record<string, unknown> {
  const values = valueRecord();
  for (const control of form.controls) {
    if (!holdsValue(control)) continue;
    values[control.id] = initialValueOf(control, user);
  }
  return values;
}
