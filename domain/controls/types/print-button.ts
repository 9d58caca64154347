import { defineControlType } from '../control-type';

/** moduleId 19: a button that opens the print view of the instance. */
export const printButton = defineControlType({
  moduleId: 19,
  name: '打印按钮',
  icon: 'print',
  group: '高级控件',
  componentType: 'PrintButton',
  capabilities: {},
  props: () => ({ label: '打印' }),
});
