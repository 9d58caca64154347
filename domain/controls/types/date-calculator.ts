import { defineControlType } from '../control-type';

/** moduleId 25: the duration between exactly two related dates, in days, hours or minutes. */
export const dateCalculator = defineControlType({
  moduleId: 25,
  name: '日期计算器',
  icon: 'date-calculator',
  group: '高级控件',
  componentType: 'DateCalculator',
  capabilities: { numeric: true, compute: true, print: true, tableCell: true },
  // linkToControlsId holds the two related dates; unit is days, hours or minutes.
  props: () => ({ value: '', unit: 'days' }),
  extra: () => ({ linkToControlsId: [] }),
});
