import { defineControlType } from '../control-type';
import { formatText } from '../../print/value-kinds/text';

/** moduleId 7: an http(s) link. */
export const link = defineControlType({
  moduleId: 7,
  name: '链接',
  icon: 'link',
  group: '基础控件',
  componentType: 'Link',
  capabilities: { textual: true, input: true, print: true, defaultValue: true, tableCell: true },
  props: () => ({ value: '', defaultValueType: 1 }),
  validation: { trigger: 'blur', format: 'link' },
  valueShape: 'string',
  conditionKind: 'text',
  printText: formatText,
  sampleValue: () => 'https://example.com',
});

declare module '../../model/control' {
  interface ControlTypeIds { link: 7 }
}
