import { date } from '../../../../domain/controls/types/date';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const dateUi = defineUiControlType(date, {
  component: lazyControl(() => import(/* webpackChunkName: "control-date" */ './date-control').then((m) => m.DateControl)),
});
