// 定时任务: 下次执行 of a task, and whether a run is due.
import dayjs from 'dayjs';
import { isDue, nextRunOf } from '../../../domain/timing';

const daily9 = { kind: 'daily', hour: 9, minute: 0 } as const;
const local = (iso: string | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : undefined);

it('an enabled task runs next at its schedule\'s next time; a disabled one has no next run', () => {
  expect(local(nextRunOf({ enabled: true, schedule: daily9 }, dayjs('2025-03-10 10:00')))).toBe('2025-03-11 09:00');
  expect(nextRunOf({ enabled: false, schedule: daily9 }, dayjs('2025-03-10 10:00'))).toBeUndefined();
});

it('a run is due once a scheduled time has passed since the last run', () => {
  const lastRunAt = dayjs('2025-03-10 09:00').toISOString();
  expect(isDue({ enabled: true, schedule: daily9, lastRunAt }, lastRunAt, dayjs('2025-03-10 20:00'))).toBe(false);
  expect(isDue({ enabled: true, schedule: daily9, lastRunAt }, lastRunAt, dayjs('2025-03-11 09:00'))).toBe(true);
  expect(isDue({ enabled: false, schedule: daily9, lastRunAt }, lastRunAt, dayjs('2025-03-12 09:00'))).toBe(false);
});
