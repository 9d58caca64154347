import { number } from '../../../../domain/controls/types/number';
import { numberInput } from '../../shared-components';
import { defineUiControlType, lazyPanel } from '../../ui-control-type';

export const numberUi = defineUiControlType(number, {
  component: numberInput,
  panel: lazyPanel(() => import(/* webpackChunkName: "panel-number" */ './panel')),
});
