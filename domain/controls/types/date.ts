import { defineControlType } from '../control-type';
import { formatDate } from '../../print/value-kinds/date';

/** moduleId 3: a date (bounds in config._timeConfig). */
export const date = defineControlType({
  moduleId: 3,
  name: '日期',
  icon: 'date',
  group: '基础控件',
  componentType: 'DatePicker',
  capabilities: { input: true, print: true, defaultValue: true, tableCell: true },
  props: () => ({ value: '', defaultValueType: 1, format: 'YYYY-MM-DD' }),
  validation: { rules: 'date' },
  valueShape: 'string',
  conditionKind: 'date',
  printText: formatDate,
  sampleValue: () => '2025-03-10',
});

declare module '../../model/control' {
  interface ControlTypeIds { date: 3 }
}
