import type { Instance, InstanceStatus } from '../ports/instance-api';
import { approvalMessages } from './approval-messages';

/** The Chinese status tag of an instance, and its colour (DingTalk: blue running, green passed, red rejected). */
export const INSTANCE_STATUS_LABELS: Readonly<Record<InstanceStatus, string>> = {
  pending: approvalMessages.statusPending,
  approved: approvalMessages.statusApproved,
  rejected: approvalMessages.statusRejected,
  withdrawn: approvalMessages.statusWithdrawn,
  revoked: approvalMessages.statusRevoked,
};

export const INSTANCE_STATUS_COLORS: Readonly<Record<InstanceStatus, string>> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  revoked: 'default',
};

export const INSTANCE_STATUSES: readonly InstanceStatus[] = ['pending', 'approved', 'rejected', 'withdrawn', 'revoked'];

/** What a list, a card or the drawer shows: the status, or `returned` while a 退回 waits for the applicant. */
export type ShownStatus = InstanceStatus | 'returned';

export const SHOWN_STATUS_LABELS: Readonly<Record<ShownStatus, string>> = { ...INSTANCE_STATUS_LABELS, returned: approvalMessages.statusReturned };
export const SHOWN_STATUS_COLORS: Readonly<Record<ShownStatus, string>> = { ...INSTANCE_STATUS_COLORS, returned: 'warning' };

/**
 * A pending instance whose waiting node is the start node was sent back to the applicant (退回 to 发起人): it
 * shows 已退回 (待重新提交), not 审批中. The backend marks that node `resubmit`; with the flow at hand its root
 * says the same for a server that does not.
 */
export function shownStatusOf(item: Pick<Instance, 'status' | 'currentNodes'> & { readonly flow?: Instance['flow'] }): ShownStatus {
  if (item.status !== 'pending') return item.status;
  const rootId = item.flow?.root.id;
  return (item.currentNodes ?? []).some((n) => n.kind === 'resubmit' || n.nodeId === rootId) ? 'returned' : 'pending';
}
