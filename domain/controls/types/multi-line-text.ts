import { defineControlType } from '../control-type';
import { typedText } from '../value-behaviours';

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
  ...typedText,
  sampleValue: () => '示例多行文字\n第二行',
});

declare module '../../model/control' {
  interface ControlTypeIds { multiLineText: 2 }
}
