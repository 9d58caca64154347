/**
 * The approver drawer's groups, in ruoyi's order (UserTaskNodeConfig): 审批人 / 审批方式 / 拒绝 / 超时 / 同一人 /
 * 意见与签名 / 按钮 / 字段权限. A setting's group is one module in this folder; adding one is one line here.
 */
import type { ApproverSection } from './approver-section';
import { SamePersonSection } from './same-person-section';
import { TimeoutSection } from './timeout-section';
import { assigneeSection } from './assignee-section';
import { buttonsSection } from './buttons-section';
import { commentSignatureSection } from './comment-signature-section';
import { fieldPermsSection } from './field-perms-section';
import { modeSection } from './mode-section';
import { rejectSection } from './reject-section';

export const APPROVER_SECTIONS: readonly ApproverSection[] = [
  assigneeSection,
  modeSection,
  rejectSection,
  { key: 'timeout', title: '超时', Section: ({ node }) => <TimeoutSection node={node} /> },
  { key: 'samePerson', title: '同一人', Section: ({ node }) => <SamePersonSection node={node} /> },
  commentSignatureSection,
  buttonsSection,
  fieldPermsSection,
];
