import { dropdown } from '../../../../domain/controls/types/dropdown';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const dropdownUi = defineUiControlType(dropdown, {
  component: lazyControl(() => import(/* webpackChunkName: "control-select" */ './select-control').then((m) => m.SelectControl)),
});
