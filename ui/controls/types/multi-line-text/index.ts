import { multiLineText } from '../../../../domain/controls/types/multi-line-text';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const multiLineTextUi = defineUiControlType(multiLineText, {
  component: lazyControl(() => import(/* webpackChunkName: "control-textarea" */ './textarea-control').then((m) => m.TextareaControl)),
  rowHeight: 120,
});
