/**
 * User-visible texts of the designer use case (the spec only paraphrases these; the exact spec texts live in
 * domain/messages.ts and are re-used from there).
 */
export const designerMessages = {
  loadFailed: '加载表单设计失败',
  saved: '保存成功',
  saveFailed: '保存失败',
  versionConflict: (theirs?: number) =>
    `保存被拒绝：他人已在您加载之后保存了该流程${theirs ? `（当前版本 ${theirs}）` : ''}。为避免覆盖他人的修改，请重新加载后再编辑保存。`,
  checkFailed: (n: number) => `表单有 ${n} 个问题，请修改后再保存`,
  leaveUnsaved: '表单有未保存的修改，确定离开吗？',
  importInvalid: '导入的 JSON 不符合表单格式',
  optionImageType: '只能上传 jpg、png 格式的图片',
  uploadFailed: '上传图片失败',
  legacyFlow: '流程是旧格式',
  flowUnreadable: (detail: string) => `已保存的流程无法读取（${detail}），已从空白流程开始设计；保存后将覆盖原流程。`,
  leaveUnsavedDesign: '流程设计有未保存的修改，确定离开吗？',
} as const;
