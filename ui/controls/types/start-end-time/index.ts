import { startEndTime } from '../../../../domain/controls/types/start-end-time';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const startEndTimeUi = defineUiControlType(startEndTime, {
  component: lazyControl(() => import(/* webpackChunkName: "control-date-range" */ './date-range-control').then((m) => m.DateRangeControl)),
});
