import { errorCatalogueMessages } from '../../domain/messages';
/**
 * User-visible texts of the approval center. Spec texts are copied exactly; where the spec leaves a text open
 * (DingTalk-style approvals), the natural Chinese text is chosen here, once.
 */
export const approvalMessages = {
  // Status tags (spec: instance views in Chinese).
  statusPending: '审批中',
  statusApproved: '已通过',
  statusRejected: '已拒绝',
  statusWithdrawn: '已撤回',
  statusRevoked: '已撤销',
  // Pending, but sent back to the applicant: DingTalk shows this rather than 审批中 (issue 32).
  statusReturned: '已退回 (待重新提交)',
  // Approver actions (DingTalk style: approving may carry a comment, rejecting needs a reason).
  approve: '同意',
  reject: '拒绝',
  approved: '已同意',
  approvedWaiting: (names: readonly string[]) => `已同意，等待 ${names.join('、')} 审批`,
  rejected: '已拒绝',
  rejectCommentRequired: '请填写拒绝理由',
  approveCommentRequired: '请填写审批意见',
  signatureRequired: '请先签名',
  commentTooLong: (n: number) => `审批意见最多${n}个字符`,
  approveSucceeded: '审批成功',
  rejectSucceeded: '已拒绝该申请',
  notCurrentApprover: '当前不是您的审批节点',
  alreadyFinished: '该审批已结束',
  actionFailed: '操作失败',
  /** The answer to an action could not be read (issue 33): the instance is read again to show the truth. */
  actionOutcomeUnknown: '服务器的应答无法识别，无法确认是否已处理；已重新读取审批单，请以当前状态为准，你填写的意见仍保留',
  // The other actions of a flow (issue 17).
  commentRequired: '请填写评论内容',
  returnTargetRequired: '请选择退回到的节点',
  transferTargetRequired: '请选择转交给谁',
  addSignerTargetRequired: '请选择加签人',
  notReturnedToYou: '该申请没有退回给你',
  withdrawNotAllowed: '该申请不能撤回',
  urgeNotNow: '现在不能催办（10 分钟内只能催办一次）',
  /** The tooltip of the disabled 催办 after one use. */
  urgedRecently: '10 分钟内已催办过',
  fixFields: '请先修正表单中标红的内容',
  returnSucceeded: '已退回',
  transferSucceeded: '已转交',
  addSignerSucceeded: '已加签',
  withdrawSucceeded: '已撤回该申请',
  revokeSucceeded: '已撤销该申请',
  commentSucceeded: '评论成功',
  resubmitSucceeded: '已重新提交',
  urgeSucceeded: (names: readonly string[]) => `已催办 ${names.join('、')}`,
  // Lists.
  loadFailed: '加载失败',
  retry: '重试',
  // Batch approval.
  batchNothingSelected: '请先选择要审批的申请',
  batchSucceeded: '成功',
  batchRunning: '处理中',
  batchWaiting: '等待中',
  // Notification mode (spec 8).
  setReminderFailed: errorCatalogueMessages.setReminderFailed,
  setReminderSucceeded: '提醒设置已保存',
  // OCR reject dialog (spec 8 'confirm delete this image?').
  confirmDeleteImage: '确认删除该图片吗？',
  reportSucceeded: '问题已提交',
  reportFailed: '提交失败，请稍后重试',
  ocrImageRequired: '请输入图片地址',
  ocrFailed: '识别失败',
  uploadImageFailed: '上传图片失败',
  imagesUploading: '图片上传中，请稍候',
} as const;
