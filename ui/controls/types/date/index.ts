import { date } from '../../../../domain/controls/types/date';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const dateUi = defineUiControlType(date, {
  component: lazyControl(() => Promise.all([
    import(/* webpackChunkName: "control-date" */ './date-control'),
    // A desktop form also needs antd's picker; a phone its own sheets only (issue 31).
    import(/* webpackChunkName: "control-date" */ '../../desktop-date-pickers').then((m) => m.preloadDesktopDatePickers()),
  ]).then(([m]) => m.DateControl)),
});
