import { defineControlType } from '../control-type';
import { numberFormatter } from '../../print/value-kinds/number';

/** moduleId 22: number of days (typed, or computed by a remote API from begin/end times). */
export const daysInput = defineControlType({
  moduleId: 22,
  name: '天数',
  icon: 'days',
  group: '高级控件',
  componentType: 'DaysInput',
  capabilities: { input: true, print: true, remote: true, compute: true, tableCell: true },
  props: () => ({ value: '', isAllowDecimal: true, decimalNum: 1, api: '' }),
  // A number of days is more than 0: a 0-day leave is no leave (issue 43 #16).
  validation: { trigger: 'blur', rules: 'number', check: (value) => (Number(value) <= 0 ? '天数必须大于 0' : undefined) },
  valueShape: 'number',
  conditionKind: 'number',
  numberValue: true,
  printText: numberFormatter(() => ' 天'),
  sampleValue: () => 3,
});

declare module '../../model/control' {
  interface ControlTypeIds { daysInput: 22 }
}
