import type { InstanceStatus } from '../ports/instance-api';
import { approvalMessages } from './approval-messages';

/** The Chinese status tag of an instance, and its colour (DingTalk: blue running, green passed, red rejected). */
export const INSTANCE_STATUS_LABELS: Readonly<Record<InstanceStatus, string>> = {
  pending: approvalMessages.statusPending,
  approved: approvalMessages.statusApproved,
  rejected: approvalMessages.statusRejected,
  withdrawn: approvalMessages.statusWithdrawn,
};

export const INSTANCE_STATUS_COLORS: Readonly<Record<InstanceStatus, string>> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export const INSTANCE_STATUSES: readonly InstanceStatus[] = ['pending', 'approved', 'rejected', 'withdrawn'];
