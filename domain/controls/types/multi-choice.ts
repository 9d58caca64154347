import { defineControlType, initialOptions } from '../control-type';
import { formModelMessages } from '../../messages';

/** moduleId 10: multi choice (checkboxes) with a min/max selection count. */
export const multiChoice = defineControlType({
  moduleId: 10,
  name: '多选',
  icon: 'checkbox',
  group: '选择控件',
  componentType: 'Checkbox',
  capabilities: {
    options: true, input: true, print: true, defaultValue: true, layout: true, countLimit: true, tableCell: true,
  },
  props: () => ({ value: [], defaultValueType: 1, style: { flexDirection: 'row' }, min: 0, max: 0 }),
  children: () => initialOptions(formModelMessages.unnamedOption),
});
