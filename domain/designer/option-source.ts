import type { Control, ControlOption } from '../model/control';
import type { FormValue } from '../model/form-value';

/**
 * Where a choice control's options come from: typed in the designer, a form-value list (custom data,
 * `props.custom` + `props.formValue`) or a remote API definition (`props.remote` + `props.api`).
 */
export type OptionSource =
  | { kind: 'manual' }
  | { kind: 'custom'; formValueId: string }
  | { kind: 'remote'; apiId: string };

export function optionSourceOf(control: Control): OptionSource {
  if (control.props.remote === true) return { kind: 'remote', apiId: String(control.props.api ?? '') };
  if (control.props.custom === true) return { kind: 'custom', formValueId: String(control.props.formValue ?? '') };
  return { kind: 'manual' };
}

/** Switches the option source; the other sources' settings are cleared. */
export function setOptionSource(control: Control, source: OptionSource): Control {
  const props = {
    ...control.props,
    custom: source.kind === 'custom',
    formValue: source.kind === 'custom' ? source.formValueId : '',
    remote: source.kind === 'remote',
    api: source.kind === 'remote' ? source.apiId : '',
  };
  return { ...control, props };
}

/** Options filled from a form-value list: one per item, ids 1, 2, 3... */
export function optionsFromFormValue(formValue: FormValue): ControlOption[] {
  return formValue.data.map((item, i) => ({ id: i + 1, value: String(item.value), isDefault: false }));
}
