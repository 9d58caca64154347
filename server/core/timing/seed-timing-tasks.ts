import { CLEAN_OPERATION_LOGS, OVERDUE_AUTO_DECIDE, OVERDUE_REMIND, type TimingTask } from '../../../domain/timing';

const T0 = '2025-03-01T00:00:00.000Z';

/** The demo's scheduled tasks before an administrator changes any: a daily 催办, a (stopped) 自动同意, a monthly clean-up. */
export function seedTimingTasks(): TimingTask[] {
  return [
    {
      id: 'timing-1', name: '待办超时催办', kind: OVERDUE_REMIND, schedule: { kind: 'daily', hour: 9, minute: 0 },
      enabled: true, params: { hours: 24 }, createdAt: T0, updatedAt: T0,
    },
    {
      // Stopped: deciding in someone's name is switched on deliberately.
      id: 'timing-2', name: '超时 7 天自动同意', kind: OVERDUE_AUTO_DECIDE, schedule: { kind: 'hourly', minute: 0 },
      enabled: false, params: { hours: 168, decision: 'approve' }, createdAt: T0, updatedAt: T0,
    },
    {
      id: 'timing-3', name: '清理半年前的操作日志', kind: CLEAN_OPERATION_LOGS, schedule: { kind: 'monthly', day: 1, hour: 2, minute: 0 },
      enabled: true, params: { days: 180 }, createdAt: T0, updatedAt: T0,
    },
  ];
}
