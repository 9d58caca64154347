import { INSTANCE_STATUSES, INSTANCE_STATUS_LABELS } from '../../application/approvals/instance-status';
import type { InstanceStatus } from '../../application/ports/instance-api';

/**
 * The trend's series: 提交 (every instance submitted that week), then each status of the status table, so a
 * status added there (已撤销) gets its series, column and filter choice without a change here.
 */
export const TREND_KEYS: readonly string[] = ['submitted', ...INSTANCE_STATUSES];

export function statusWord(key: string): string {
  return key === 'submitted' ? '提交' : INSTANCE_STATUS_LABELS[key as InstanceStatus] ?? key;
}

export const STATUS_CHOICES = INSTANCE_STATUSES.map((status) => ({ value: status, label: statusWord(status) }));

/** 37.5%: a share as people read it; — when there is none. */
export function formatShare(share: number | undefined): string {
  return share === undefined ? '—' : `${(share * 100).toFixed(1)}%`;
}
