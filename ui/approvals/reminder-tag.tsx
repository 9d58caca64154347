import { Tag } from 'antd';
import type { InstanceSummary } from '../../application/ports/instance-api';
import { formatTime } from './format-time';

/**
 * 超时提醒 12-01 09:00 on a row of 待我审批 (issue 27): the task's timeout reminded its holder (the viewer) at
 * that time. The 催办 notice goes by; the tag stays on the task until it is decided.
 */
export function ReminderTag({ row }: { row: Pick<InstanceSummary, 'reminderAt'> }) {
  if (!row.reminderAt) return null;
  return <Tag color="orange" className="reminder-tag">超时提醒 {formatTime(row.reminderAt).slice(5)}</Tag>;
}
