import { errorCatalogueMessages } from '../../domain/messages';

/**
 * Messages of the filler that the spec names only in English (spec 8 "Upload errors", "Days fetch failure");
 * the validation messages themselves come from domain/messages.ts.
 */
export const fillerMessages = {
  uploadFailed: (name: string) => `${name} 上传失败`,
  uploadImageFailed: errorCatalogueMessages.uploadImageFailed,
  fetchDataFailed: errorCatalogueMessages.fetchDataFailed,
  fileInfoFailed: errorCatalogueMessages.fileInfoFailed,
  submitSucceeded: '提交成功',
  submitFailed: '提交失败，请稍后重试',
  draftFound: '发现未提交的草稿，是否恢复？',
  draftRestored: '已恢复草稿',
  formNotFound: '未找到该流程的表单',
  fixErrors: '请检查表单中标红的字段',
  sessionEndedDraftSaved: '登录已过期，已为您保存草稿',
} as const;
