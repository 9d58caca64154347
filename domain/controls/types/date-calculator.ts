import { defineControlType } from '../control-type';
import { numberFormatter } from '../../print/value-kinds/number';

/** moduleId 25: the duration between exactly two related dates, in days, hours or minutes. */
export const dateCalculator = defineControlType({
  moduleId: 25,
  name: '日期计算器',
  icon: 'date-calculator',
  group: '高级控件',
  componentType: 'DateCalculator',
  capabilities: { compute: true, print: true, tableCell: true },
  // linkToControlsId holds the two related dates; unit is days, hours or minutes.
  props: () => ({ value: '', unit: 'days' }),
  extra: () => ({ linkToControlsId: [] }),
  numberValue: true,
  calculator: {
    kind: 'dateDifference',
    dependencies: (control) => (Array.isArray(control.linkToControlsId) ? control.linkToControlsId.filter((id) => typeof id === 'string') : []),
  },
  printText: numberFormatter((control) => (control.props?.unit === 'hours' ? ' 小时' : control.props?.unit === 'minutes' ? ' 分钟' : ' 天')),
  sampleValue: () => '2',
});

declare module '../../model/control' {
  interface ControlTypeIds { dateCalculator: 25 }
}
