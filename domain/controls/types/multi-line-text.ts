import { defineControlType } from '../control-type';

/** moduleId 2: multi-line text (textarea). */
export const multiLineText = defineControlType({
  moduleId: 2,
  name: '多行文本',
  icon: 'multi-line-text',
  group: '基础控件',
  componentType: 'TextArea',
  capabilities: {
    textual: true, validatesOnBlur: true, input: true, print: true, defaultValue: true, lengthLimit: true,
    tableCell: true,
  },
  props: () => ({ value: '', defaultValueType: 1, minlength: 0, maxlength: 0 }),
});
