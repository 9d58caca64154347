import { defineControlType } from '../control-type';
import { typedText } from '../value-behaviours';

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
  ...typedText,
  sampleValue: () => '示例文字',
});

declare module '../../model/control' {
  interface ControlTypeIds { singleLineText: 1 }
}
