import { defineControlType } from '../control-type';
import { formatText } from '../../print/value-kinds/text';

/** moduleId 5: a mobile phone number (11 digits). */
export const phone = defineControlType({
  moduleId: 5,
  name: '手机号',
  icon: 'phone',
  group: '基础控件',
  componentType: 'Phone',
  capabilities: { textual: true, input: true, print: true, defaultValue: true, tableCell: true },
  props: () => ({ value: '', defaultValueType: 1, phone: true }),
  validation: { trigger: 'blur', format: 'phone' },
  valueShape: 'string',
  conditionKind: 'text',
  printText: formatText,
  sampleValue: () => '13800138000',
});

declare module '../../model/control' {
  interface ControlTypeIds { phone: 5 }
}
