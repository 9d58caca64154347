import { attachmentUpload } from '../../../../domain/controls/types/attachment-upload';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType } from '../../ui-control-type';

export const attachmentUploadUi = defineUiControlType(attachmentUpload, {
  component: lazyControl(() => import(/* webpackChunkName: "control-attachment-uploader" */ '../../../uploads/attachment-uploader').then((m) => m.AttachmentUploader)),
});
