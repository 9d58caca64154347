import { defineControlType } from '../control-type';
import { formatText } from '../../print/value-kinds/text';

/** moduleId 19: a button that opens the print view of the instance. */
export const printButton = defineControlType({
  moduleId: 19,
  name: '打印按钮',
  icon: 'print',
  group: '高级控件',
  componentType: 'PrintButton',
  capabilities: {},
  props: () => ({ label: '打印' }),
  display: 'layout',
  printText: formatText,
});

declare module '../../model/control' {
  interface ControlTypeIds { printButton: 19 }
}
