/**
 * Who an instance concerns, as far as seeing it goes, and who asks. The backend gathers these facts from its
 * records; the rules (visibility-rules.ts) only compare ids, so they are the same for the demo and a server.
 */
export interface InstanceAudience {
  /** 发起人. */
  readonly applicantId: string;
  /** Everyone who had a task on it, past or present: approvers, 转交 and 加签 people, the 退回 applicant. */
  readonly participantIds: readonly string[];
  /** 抄送 recipients. */
  readonly ccUserIds: readonly string[];
  /** 流程管理员 of the instance's flow (the flow's current admins). */
  readonly flowAdminIds: readonly string[];
}

export interface InstanceViewerFacts {
  readonly userId: string;
  /** The viewer's roles (系统管理员 is one of them: SYSTEM_ADMIN_ROLE_ID). */
  readonly roleIds: readonly string[];
}
