/**
 * User-visible texts of the designer use case (the spec only paraphrases these; the exact spec texts live in
 * domain/messages.ts and are re-used from there).
 */
export const designerMessages = {
  loadFailed: '加载表单设计失败',
  saved: '保存成功',
  saveFailed: '保存失败',
  // A save makes a draft, not a version people see (issue 43 #9): these words name no draft revision.
  versionConflict: () =>
    '保存被拒绝：他人已在您加载之后保存了该流程。你的修改仍保留在页面上：点「载入最新版本并保留我的修改」后再保存。',
  reloadKeeping: '载入最新版本并保留我的修改',
  rebased: '已载入最新保存的设计，你的修改已保留，请检查后保存',
  rebasedWithSkipped: (n: number) => `已载入最新保存的设计；有 ${n} 项修改无法保留，已列出`,
  rebaseLoadFailed: '载入最新版本失败，请稍后重试',
  notReplayedTitle: '以下修改无法在最新版本上保留',
  /** One edit that could not be replayed: what it did and to what (新增「请假天数」, 删除节点「主管审批」). */
  notReplayed: (what: string, names: readonly string[]) => (names.length > 0 ? `${what}「${names.join('」「')}」` : what),
  lostSteps: (n: number) => `撤销了已保存的 ${n} 步修改（撤销无法在最新版本上重放）`,
  checkFailed: (n: number) => `表单有 ${n} 个问题，请修改后再保存`,
  leaveUnsaved: '表单有未保存的修改，确定离开吗？',
  importInvalid: '导入的 JSON 不符合表单格式',
  optionImageType: '只能上传 jpg、png 格式的图片',
  uploadFailed: '上传图片失败',
  legacyFlow: '流程是旧格式',
  flowUnreadable: (detail: string) => `已保存的流程无法读取（${detail}），已从空白流程开始设计；保存后将覆盖原流程。`,
  leaveUnsavedDesign: '流程设计有未保存的修改，确定离开吗？',
} as const;
