import { tableStatistics } from '../../../../domain/controls/types/table-statistics';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType, lazyPanel } from '../../ui-control-type';

export const tableStatisticsUi = defineUiControlType(tableStatistics, {
  component: lazyControl(() => import(/* webpackChunkName: "control-table-statistics" */ './table-statistics-control').then((m) => m.TableStatisticsControl)),
  panel: lazyPanel(() => import(/* webpackChunkName: "panel-table-statistics" */ './panel')),
});
