import { dateCalculator } from '../../../../domain/controls/types/date-calculator';
import { computedValue } from '../../shared-components';
import { defineUiControlType, lazyPanel } from '../../ui-control-type';

export const dateCalculatorUi = defineUiControlType(dateCalculator, {
  component: computedValue,
  panel: lazyPanel(() => import(/* webpackChunkName: "panel-date-calculator" */ './panel')),
});
