import { imageChoice } from '../../../../domain/controls/types/image-choice';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const imageChoiceUi = defineUiControlType(imageChoice, {
  component: lazyControl(() => import(/* webpackChunkName: "control-image-choice" */ './image-choice-control').then((m) => m.ImageChoiceControl)),
  rowHeight: 200,
});
