import { defineControlType } from '../control-type';

/** moduleId 7: an http(s) link. */
export const link = defineControlType({
  moduleId: 7,
  name: '链接',
  icon: 'link',
  group: '基础控件',
  componentType: 'Link',
  capabilities: { textual: true, validatesOnBlur: true, input: true, print: true, defaultValue: true, tableCell: true },
  props: () => ({ value: '', defaultValueType: 1 }),
});
