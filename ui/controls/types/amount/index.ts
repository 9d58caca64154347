import { amount } from '../../../../domain/controls/types/amount';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType, lazyPanel } from '../../ui-control-type';

/** 金额: the amount box with its currency sign and, for CNY, the 大写 under it. */
export const amountUi = defineUiControlType(amount, {
  component: lazyControl(() => import(/* webpackChunkName: "control-amount" */ './amount-control').then((m) => m.AmountControl)),
  rowHeight: 96,
  panel: lazyPanel(() => import(/* webpackChunkName: "panel-amount" */ './panel')),
});
