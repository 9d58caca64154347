import { Tag } from 'antd';
import { INSTANCE_STATUS_COLORS, INSTANCE_STATUS_LABELS } from '../../application/approvals/instance-status';
import type { InstanceStatus } from '../../application/ports/instance-api';

/** 审批中 / 已通过 / 已拒绝. */
export function StatusTag({ status }: { status: InstanceStatus }) {
  return <Tag className={`status-tag status-${status}`} color={INSTANCE_STATUS_COLORS[status]}>{INSTANCE_STATUS_LABELS[status]}</Tag>;
}
