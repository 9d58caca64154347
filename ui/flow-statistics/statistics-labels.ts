import { INSTANCE_STATUSES, INSTANCE_STATUS_COLORS, INSTANCE_STATUS_LABELS } from '../../application/shared/instance-status';
import type { ChartTone } from './statistics-chart';
import type { InstanceStatus } from '../../application/ports/instance-api';

/**
 * The trend's series: 提交 (every instance submitted that week), then each status of the status table, so a
 * status added there (已撤销) gets its series, column and filter choice without a change here.
 */
export const TREND_KEYS: readonly string[] = ['submitted', ...INSTANCE_STATUSES];

export function statusWord(key: string): string {
  return key === 'submitted' ? '提交' : INSTANCE_STATUS_LABELS[key as InstanceStatus] ?? key;
}

/** A trend series' colour: its status tag's (审批中 blue, 已通过 green, 已拒绝 red, 已撤回 grey); 提交 a grey line. */
export function statusTone(key: string): ChartTone {
  return key === 'submitted' ? 'text' : (INSTANCE_STATUS_COLORS[key as InstanceStatus] as ChartTone | undefined) ?? 'warning';
}

export const STATUS_CHOICES = INSTANCE_STATUSES.map((status) => ({ value: status, label: statusWord(status) }));

/** 37.5%: a share as people read it; — when there is none. */
export function formatShare(share: number | undefined): string {
  return share === undefined ? '—' : `${(share * 100).toFixed(1)}%`;
}
