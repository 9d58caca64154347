import { defineControlType } from '../control-type';

/** moduleId 24: computes a number from a formula over other number controls. */
export const numberCalculator = defineControlType({
  moduleId: 24,
  name: '数字计算器',
  icon: 'calculator',
  group: '高级控件',
  componentType: 'NumberCalculator',
  capabilities: { numeric: true, formula: true, compute: true, print: true, tableCell: true },
  props: () => ({ value: '', formula: [] }),
});
