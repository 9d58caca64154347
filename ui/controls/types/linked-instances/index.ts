import { linkedInstances } from '../../../../domain/controls/types/linked-instances';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType, lazyPanel } from '../../ui-control-type';

/** 关联审批单: a searchable list of the instances the applicant may see, the linked ones as cards. */
export const linkedInstancesUi = defineUiControlType(linkedInstances, {
  component: lazyControl(() => import(/* webpackChunkName: "control-linked-instances" */ './linked-instances-control').then((m) => m.LinkedInstancesControl)),
  rowHeight: 120,
  panel: lazyPanel(() => import(/* webpackChunkName: "panel-linked-instances" */ './panel')),
});
