import { Tag } from 'antd';
import { SHOWN_STATUS_COLORS, SHOWN_STATUS_LABELS, shownStatusOf } from '../../application/shared/instance-status';

/** 审批中 / 已退回 (待重新提交) / 已通过 / 已拒绝 / 已撤回, of a list row or an instance. */
export function StatusTag({ item }: { item: Parameters<typeof shownStatusOf>[0] }) {
  const status = shownStatusOf(item);
  return <Tag className={`status-tag status-${status}`} color={SHOWN_STATUS_COLORS[status]}>{SHOWN_STATUS_LABELS[status]}</Tag>;
}
