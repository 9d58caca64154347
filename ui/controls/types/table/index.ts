import { table } from '../../../../domain/controls/types/table';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const tableUi = defineUiControlType(table, {
  component: lazyControl(() => import(/* webpackChunkName: "control-table" */ './table-control').then((m) => m.TableControl)),
  rowHeight: 200,
});
