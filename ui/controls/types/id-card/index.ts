import { idCard } from '../../../../domain/controls/types/id-card';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

/** 身份证号: one input of 18 characters; a lowercase x becomes X as it is typed. */
export const idCardUi = defineUiControlType(idCard, {
  component: lazyControl(() => import(/* webpackChunkName: "control-id-card" */ './id-card-control').then((m) => m.IdCardControl)),
});
