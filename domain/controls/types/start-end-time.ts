import { defineControlType } from '../control-type';

/** moduleId 12: a start-end time range (the end may not be before the start). */
export const startEndTime = defineControlType({
  moduleId: 12,
  name: '起止时间',
  icon: 'date-range',
  group: '基础控件',
  componentType: 'RangePicker',
  capabilities: { dateLike: true, input: true, print: true, tableCell: true },
  props: () => ({ value: [], format: 'YYYY-MM-DD HH:mm' }),
});
