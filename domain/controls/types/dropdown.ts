import { defineControlType, initialOptions } from '../control-type';
import { formModelMessages } from '../../messages';
import { oneOption } from '../value-behaviours';

/** moduleId 9: dropdown; its options may come from a remote API or a form-value list. */
export const dropdown = defineControlType({
  moduleId: 9,
  name: '下拉框',
  icon: 'dropdown',
  group: '选择控件',
  componentType: 'Select',
  capabilities: { options: true, remote: true, input: true, print: true, defaultValue: true, tableCell: true },
  props: () => ({ value: '', defaultValueType: 1, remote: false, api: '', formValue: '', custom: false }),
  children: () => initialOptions(formModelMessages.unnamedOption),
  ...oneOption,
});

declare module '../../model/control' {
  interface ControlTypeIds { dropdown: 9 }
}
