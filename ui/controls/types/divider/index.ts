import { divider } from '../../../../domain/controls/types/divider';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const dividerUi = defineUiControlType(divider, {
  component: lazyControl(() => import(/* webpackChunkName: "control-divider" */ './divider-control').then((m) => m.DividerControl), false),
  rowHeight: 40,
});
