import { defineControlType } from '../control-type';
import { formatText } from '../../print/value-kinds/text';

/** moduleId 23: a horizontal divider between form sections. */
export const divider = defineControlType({
  moduleId: 23,
  name: '分割线',
  icon: 'divider',
  group: '布局与展示',
  componentType: 'Divider',
  capabilities: {},
  display: 'layout',
  printText: formatText,
});

declare module '../../model/control' {
  interface ControlTypeIds { divider: 23 }
}
