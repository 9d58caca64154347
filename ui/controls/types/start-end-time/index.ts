import { startEndTime } from '../../../../domain/controls/types/start-end-time';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const startEndTimeUi = defineUiControlType(startEndTime, {
  component: lazyControl(() => Promise.all([
    import(/* webpackChunkName: "control-date-range" */ './date-range-control'),
    // A desktop form also needs antd's picker; a phone its own sheets only (issue 31).
    import(/* webpackChunkName: "control-date-range" */ '../../desktop-date-pickers').then((m) => m.preloadDesktopDatePickers()),
  ]).then(([m]) => m.DateRangeControl)),
});
