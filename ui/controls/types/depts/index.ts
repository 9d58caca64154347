import { depts } from '../../../../domain/controls/types/depts';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType, lazyPanel } from '../../ui-control-type';

/** 部门: the chosen departments as tags and the department tree picker. */
export const deptsUi = defineUiControlType(depts, {
  component: lazyControl(() => import(/* webpackChunkName: "control-depts" */ './depts-control').then((m) => m.DeptsControl)),
  panel: lazyPanel(() => import(/* webpackChunkName: "panel-depts" */ './panel')),
});
