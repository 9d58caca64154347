import { defineControlType } from '../control-type';
import { formatText } from '../../print/value-kinds/text';

/** moduleId 0: a read-only explanatory text shown on the form. */
export const descriptionText = defineControlType({
  moduleId: 0,
  name: '描述文字',
  icon: 'description',
  group: '布局与展示',
  componentType: 'DescriptionText',
  capabilities: {},
  props: () => ({ value: '' }),
  display: 'layout',
  printText: formatText,
});

declare module '../../model/control' {
  interface ControlTypeIds { descriptionText: 0 }
}
