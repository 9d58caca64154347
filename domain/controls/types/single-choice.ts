import { defineControlType, initialOptions } from '../control-type';
import { formModelMessages } from '../../messages';
import { formatChoice } from '../../print/value-kinds/choice';
import { firstDefaultOption, optionIds } from '../control-values';

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
  validation: { rules: 'choice' },
  choice: 'single',
  valueShape: 'choice',
  conditionKind: 'choice',
  membersFrom: 'options',
  printText: formatChoice,
  sampleValue: (control) => optionIds(control)[0],
  initialValue: firstDefaultOption,
});
