import { defineControlType } from '../control-type';
import { formatText } from '../../print/value-kinds/text';

/** moduleId 4: an e-mail address, checked against the e-mail pattern. */
export const email = defineControlType({
  moduleId: 4,
  name: '邮箱',
  icon: 'email',
  group: '基础控件',
  componentType: 'Email',
  capabilities: { textual: true, input: true, print: true, defaultValue: true, tableCell: true },
  props: () => ({ value: '', defaultValueType: 1, email: true }),
  validation: { trigger: 'blur', format: 'email' },
  valueShape: 'string',
  conditionKind: 'text',
  printText: formatText,
  sampleValue: () => 'zhangsan@example.com',
});

declare module '../../model/control' {
  interface ControlTypeIds { email: 4 }
}
