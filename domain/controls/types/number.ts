import { defineControlType } from '../control-type';

/** moduleId 6: a number, optionally with decimals and min/max bounds. */
export const number = defineControlType({
  moduleId: 6,
  name: '数字',
  icon: 'number',
  group: '基础控件',
  componentType: 'InputNumber',
  capabilities: { numeric: true, validatesOnBlur: true, input: true, print: true, defaultValue: true, tableCell: true },
  props: () => ({ value: '', defaultValueType: 1, number: true, isAllowDecimal: true, decimalNum: 2, unity: '' }),
});
