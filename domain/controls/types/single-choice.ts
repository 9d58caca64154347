import { defineControlType, initialOptions } from '../control-type';
import { formModelMessages } from '../../messages';
import { oneOption } from '../value-behaviours';

/** moduleId 8: single choice (radio); its options drive the logic of other controls. */
export const singleChoice = defineControlType({
  moduleId: 8,
  name: '单选',
  icon: 'radio',
  group: '选择控件',
  componentType: 'Radio',
  capabilities: { options: true, input: true, print: true, defaultValue: true, layout: true, tableCell: true },
  props: () => ({ value: '', defaultValueType: 1, style: { flexDirection: 'row' } }),
  children: () => initialOptions(formModelMessages.unnamedOption),
  ...oneOption,
});

declare module '../../model/control' {
  interface ControlTypeIds { singleChoice: 8 }
}
