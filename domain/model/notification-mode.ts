/** Per-flow notification strength (spec 4 "Notification mode", spec 9). */
export type NotificationMode = 99 | 10 | 0;

export const NOTIFICATION_MODES: ReadonlyArray<{ value: NotificationMode; label: string }> = [
  { value: 99, label: '正常提醒' },
  { value: 10, label: '弱提醒' },
  { value: 0, label: '不提醒' },
];

export const DEFAULT_NOTIFICATION_MODE: NotificationMode = 99;

/** The stored mode, or 99 (normal) when none (or an unknown value) is stored. */
export function notificationModeOf(stored: unknown): NotificationMode {
  const n = typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : stored;
  return n === 99 || n === 10 || n === 0 ? n : DEFAULT_NOTIFICATION_MODE;
}
