/** The Chinese texts of the node decision settings (拒绝后, 意见与签名, 按钮): parse errors, checks, refusals. */
export const decisionMessages = {
  badOnReject: 'onReject 必须是 { "type": "end" } 或 { "type": "returnTo", "nodeId": "…" }',
  badButton: '按钮设置必须是 { "enabled": true 或 false, "label"?: 文本 }',
  unknownButton: (name: string) => `未知的按钮：${name}（可用 approve、reject、return、transfer、addSigner、comment）`,
  returnToInvalid: (nodeName: string, targetId: string) => `「${nodeName}」拒绝后退回的节点无效：${targetId}，只能是发起人或此前经过的审批人节点`,
  approveNeedsComment: '请填写审批意见',
  rejectNeedsComment: '请填写拒绝理由',
  needsSignature: '请先签名',
  buttonDisabled: (label: string) => `该节点不允许${label}`,
  /** The history's words for a 拒绝 that sent the instance back. */
  rejectedBackTo: (nodeName: string) => `已拒绝，退回到「${nodeName}」`,
} as const;
