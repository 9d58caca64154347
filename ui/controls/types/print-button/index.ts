import { printButton } from '../../../../domain/controls/types/print-button';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const printButtonUi = defineUiControlType(printButton, {
  component: lazyControl(() => import(/* webpackChunkName: "control-print-button" */ './print-button-control').then((m) => m.PrintButtonControl), false),
});
