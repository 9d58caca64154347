import { defineControlType } from '../control-type';
import { formatText } from '../../print/value-kinds/text';

/** moduleId 1: single-line text input. */
export const singleLineText = defineControlType({
  moduleId: 1,
  name: '单行文本',
  icon: 'single-line-text',
  group: '基础控件',
  componentType: 'Input',
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
  sampleValue: () => '示例文字',
});
