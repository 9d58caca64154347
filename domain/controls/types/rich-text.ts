import { defineControlType } from '../control-type';
import { formatRichText } from '../../print/value-kinds/rich-text';

/** moduleId 14: rich-text content written by the designer and shown on the form. */
export const richText = defineControlType({
  moduleId: 14,
  name: '富文本',
  icon: 'rich-text',
  group: '布局与展示',
  componentType: 'RichText',
  capabilities: { print: true },
  props: () => ({ value: '' }),
  display: 'content',
  valueShape: 'string',
  printText: formatRichText,
});

declare module '../../model/control' {
  interface ControlTypeIds { richText: 14 }
}
