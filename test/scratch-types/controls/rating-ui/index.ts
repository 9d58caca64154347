/** The scratch 评分's UI twin (test/scratch-types/controls/rating.ts): its stars and its panel's 满分. */
import { lazyControl } from '../../../../ui/controls/control-lookup';
import { defineUiControlType, lazyPanel } from '../../../../ui/controls/ui-control-type';
import { rating } from '../rating';

export const ratingUi = defineUiControlType(rating, {
  component: lazyControl(() => import('./rating-control').then((m) => m.RatingControl)),
  rowHeight: 72,
  panel: lazyPanel(() => import('./panel')),
});
