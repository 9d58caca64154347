import { defineControlType } from '../control-type';

/** moduleId 22: number of days (typed, or computed by a remote API from begin/end times). */
export const daysInput = defineControlType({
  moduleId: 22,
  name: '天数',
  icon: 'days',
  group: '高级控件',
  componentType: 'DaysInput',
  capabilities: { numeric: true, validatesOnBlur: true, input: true, print: true, remote: true, compute: true, tableCell: true },
  props: () => ({ value: '', isAllowDecimal: true, decimalNum: 1, api: '' }),
});
