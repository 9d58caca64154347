import { defineControlType } from '../control-type';
import { formatText } from '../../print/value-kinds/text';

/** moduleId 2: multi-line text (textarea). */
export const multiLineText = defineControlType({
  moduleId: 2,
  name: '多行文本',
  icon: 'multi-line-text',
  group: '基础控件',
  componentType: 'TextArea',
  capabilities: {
    textual: true, input: true, print: true, defaultValue: true, lengthLimit: true,
    tableCell: true,
  },
  props: () => ({ value: '', defaultValueType: 1, minlength: 0, maxlength: 0 }),
  validation: { trigger: 'blur' },
  valueShape: 'string',
  conditionKind: 'text',
  membersFrom: 'text',
  printText: formatText,
  sampleValue: () => '示例多行文字\n第二行',
});
