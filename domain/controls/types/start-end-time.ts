import { defineControlType } from '../control-type';
import { formatDateRange } from '../../print/value-kinds/date';

/** moduleId 12: a start-end time range (the end may not be before the start). */
export const startEndTime = defineControlType({
  moduleId: 12,
  name: '起止时间',
  icon: 'date-range',
  group: '基础控件',
  componentType: 'RangePicker',
  capabilities: { input: true, print: true, tableCell: true },
  props: () => ({ value: [], format: 'YYYY-MM-DD HH:mm' }),
  validation: { rules: 'dateRange' },
  valueShape: 'dateRange',
  conditionKind: 'presence',
  printText: formatDateRange,
  sampleValue: () => ['2025-03-10 09:00', '2025-03-12 18:00'],
  emptyValue: () => [],
});

declare module '../../model/control' {
  interface ControlTypeIds { startEndTime: 12 }
}
