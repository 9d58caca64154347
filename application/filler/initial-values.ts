import type { Control, ControlOption } from '../../domain/model/control';
import type { Form } from '../../domain/model/form';
import { emptyRow } from '../../domain/tables/table-rows';
import { valueRecord } from '../../domain/model/keyed-values';

export interface ApplicantInfo {
  readonly name: string;
  readonly employeeNumber: string;
}

/** Controls that hold no value of their own (layout and display). */
const NO_VALUE: ReadonlySet<number> = new Set([0, 14, 19, 23]);

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

function defaultOptions(control: Control): ControlOption[] {
  return (Array.isArray(control.children) ? control.children : []).filter(
    (child): child is ControlOption => !!child && typeof child === 'object' && (child as ControlOption).isDefault === true && !('colProps' in child),
  );
}

/**
 * The value a control starts with: the applicant's name or employee number for default value type 4 (spec 4),
 * the default options of a choice, one empty row for a table, else the designer's props.value.
 */
export function initialValueOf(control: Control, user?: ApplicantInfo): unknown {
  const props = control.props ?? {};
  if (props.defaultValueType === 4) {
    if (!user) return '';
    return props.userInfo === 'employeeNumber' ? user.employeeNumber : user.name;
  }
  switch (control.moduleId) {
    case 8:
    case 9: {
      const [first] = defaultOptions(control);
      return first ? first.id : props.value ?? '';
    }
    case 10: {
      const chosen = defaultOptions(control).map((option) => option.id);
      return chosen.length > 0 ? chosen : Array.isArray(props.value) ? clone(props.value) : [];
    }
    case 13: {
      const chosen = defaultOptions(control).map((o) => ({ file_id: String(o.imgURL ?? ''), name: o.value, optionId: o.id }));
      return { images: chosen };
    }
    case 15:
      return Array.isArray(props.value) && props.value.length > 0 ? clone(props.value) : [emptyRow(control)];
    case 11:
      return props.value && typeof props.value === 'object' ? clone(props.value) : { attachments: [], fileList: [] };
    default:
      return clone(props.value);
  }
}

/** Initial values of every control that holds a value. */
export function initialValues(form: Form, user?: ApplicantInfo): Record<string, unknown> {
  const values = valueRecord();
  for (const control of form.controls) {
    if (NO_VALUE.has(control.moduleId)) continue;
    values[control.id] = initialValueOf(control, user);
  }
  return values;
}

export function holdsValue(control: Control): boolean {
  return !NO_VALUE.has(control.moduleId);
}
