import { multiChoice } from '../../../../domain/controls/types/multi-choice';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const multiChoiceUi = defineUiControlType(multiChoice, {
  component: lazyControl(() => import(/* webpackChunkName: "control-checkbox" */ './checkbox-control').then((m) => m.CheckboxControl)),
});
