import { defineControlType } from '../control-type';
import type { TableStatisticsRule } from '../../model/control';
import { formatNumber } from '../../print/value-kinds/number';
import { statisticsTableIds } from '../statistics-tables';

/** An empty statistics rule (spec 4: table statistics starts with one empty rule). */
export function emptyStatisticsRule(): TableStatisticsRule {
  return { tableId: '', tableColumnId: '', calculateType: '+' };
}

/** moduleId 21: sums (+) or subtracts (-) number columns of tables; can also count tables and bills. */
export const tableStatistics = defineControlType({
  moduleId: 21,
  name: '表格统计',
  icon: 'table-statistics',
  group: '高级控件',
  componentType: 'TableStatistics',
  capabilities: { compute: true, print: true },
  props: () => ({ value: '', isShowTableStatisticsCount: false, isShowBillsCount: false, billCountTableIds: [] }),
  extra: () => ({ rules: [emptyStatisticsRule()] }),
  conditionKind: 'number',
  numberValue: true,
  calculator: { kind: 'statistics', dependencies: statisticsTableIds },
  printText: formatNumber,
  sampleValue: () => '300.00',
});

declare module '../../model/control' {
  interface ControlTypeIds { tableStatistics: 21 }
}
