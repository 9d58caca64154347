import { defineControlType } from '../control-type';
import { formatNumber } from '../../print/value-kinds/number';

/** moduleId 6: a number, optionally with decimals and min/max bounds. */
export const number = defineControlType({
  moduleId: 6,
  name: '数字',
  icon: 'number',
  group: '基础控件',
  componentType: 'InputNumber',
  capabilities: { input: true, print: true, defaultValue: true, tableCell: true },
  props: () => ({ value: '', defaultValueType: 1, number: true, isAllowDecimal: true, decimalNum: 2, unity: '' }),
  validation: { trigger: 'blur', rules: 'number' },
  valueShape: 'number',
  conditionKind: 'number',
  numberValue: true,
  printText: formatNumber,
  // Table rows of the print preview count up: 100, 200, 300.
  sampleValue: (_control, row) => row * 100,
});

declare module '../../model/control' {
  interface ControlTypeIds { number: 6 }
}
