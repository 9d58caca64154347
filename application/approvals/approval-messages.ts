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
  // Approver actions (DingTalk style: approving may carry a comment, rejecting needs a reason).
  approve: '同意',
  reject: '拒绝',
  approved: '已同意',
  rejected: '已拒绝',
  rejectCommentRequired: '请填写拒绝理由',
  commentTooLong: (n: number) => `审批意见最多${n}个字符`,
  approveSucceeded: '审批成功',
  rejectSucceeded: '已拒绝该申请',
  notCurrentApprover: '当前不是您的审批节点',
  alreadyFinished: '该审批已结束',
  actionFailed: '操作失败',
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
