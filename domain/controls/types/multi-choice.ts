import { defineControlType, initialOptions } from '../control-type';
import { formModelMessages } from '../../messages';
import { formatChoice } from '../../print/value-kinds/choice';
import { cloneValue, defaultOptions, optionIds } from '../control-values';

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
  validation: { rules: 'choice' },
  choice: 'multiple',
  valueShape: 'choice',
  conditionKind: 'choice',
  membersFrom: 'options',
  printText: formatChoice,
  sampleValue: (control) => optionIds(control).slice(0, 2),
  initialValue: (control) => {
    const chosen = defaultOptions(control).map((option) => option.id);
    return chosen.length > 0 ? chosen : Array.isArray(control.props?.value) ? cloneValue(control.props.value) : [];
  },
});

declare module '../../model/control' {
  interface ControlTypeIds { multiChoice: 10 }
}
