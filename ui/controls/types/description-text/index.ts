import { descriptionText } from '../../../../domain/controls/types/description-text';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType, lazyPanel } from '../../ui-control-type';

export const descriptionTextUi = defineUiControlType(descriptionText, {
  component: lazyControl(() => import(/* webpackChunkName: "control-description-text" */ './description-text-control').then((m) => m.DescriptionTextControl), false),
  rowHeight: 48,
  panel: lazyPanel(() => import(/* webpackChunkName: "panel-description-text" */ './panel')),
});
