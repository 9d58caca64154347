import { signature } from '../../../../domain/controls/types/signature';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

/** 签名: the pad and its picture load with the control, so forms without a signature pay nothing. */
export const signatureUi = defineUiControlType(signature, {
  component: lazyControl(() => import(/* webpackChunkName: "control-signature" */ './signature-control').then((m) => m.SignatureControl)),
  rowHeight: 220,
});
