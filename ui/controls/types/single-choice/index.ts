import { singleChoice } from '../../../../domain/controls/types/single-choice';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const singleChoiceUi = defineUiControlType(singleChoice, {
  component: lazyControl(() => import(/* webpackChunkName: "control-radio" */ './radio-control').then((m) => m.RadioControl)),
});
