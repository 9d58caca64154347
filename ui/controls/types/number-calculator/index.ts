import { numberCalculator } from '../../../../domain/controls/types/number-calculator';
import { computedValue } from '../../shared-components';
import { defineUiControlType, lazyPanel } from '../../ui-control-type';

export const numberCalculatorUi = defineUiControlType(numberCalculator, {
  component: computedValue,
  panel: lazyPanel(() => import(/* webpackChunkName: "panel-number-calculator" */ './panel')),
});
