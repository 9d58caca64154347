// 定时任务 schedules: each kind's next run strictly after a given local time, and its words.
import dayjs from 'dayjs';
import { describeSchedule, nextRun, scheduleKindOf, type Schedule } from '../../../domain/timing';

/** Local wall-clock times in and out (no zone: the same on any machine). */
const next = (schedule: Schedule, from: string) => nextRun(schedule, dayjs(from))?.format('YYYY-MM-DD HH:mm');

describe('每小时 (hourly)', () => {
  const s: Schedule = { kind: 'hourly', minute: 15 };
  it('runs later this hour when the minute is still ahead', () => expect(next(s, '2025-03-10 08:05')).toBe('2025-03-10 08:15'));
  it('runs next hour when the minute has passed or is now', () => {
    expect(next(s, '2025-03-10 08:15')).toBe('2025-03-10 09:15');
    expect(next(s, '2025-03-10 08:40')).toBe('2025-03-10 09:15');
  });
  it('crosses midnight', () => expect(next(s, '2025-03-10 23:30')).toBe('2025-03-11 00:15'));
  it('reads 每小时第 15 分', () => expect(describeSchedule(s)).toBe('每小时第 15 分'));
});

describe('每天 (daily)', () => {
  const s: Schedule = { kind: 'daily', hour: 9, minute: 0 };
  it('runs today before the time, tomorrow from the time on', () => {
    expect(next(s, '2025-03-10 08:59')).toBe('2025-03-10 09:00');
    expect(next(s, '2025-03-10 09:00')).toBe('2025-03-11 09:00');
  });
  it('crosses the end of a month and a year', () => {
    expect(next(s, '2025-02-28 10:00')).toBe('2025-03-01 09:00');
    expect(next(s, '2025-12-31 10:00')).toBe('2026-01-01 09:00');
  });
  it('reads 每天 09:00', () => expect(describeSchedule(s)).toBe('每天 09:00'));
});

describe('每周 (weekly)', () => {
  // 2025-03-10 is a Monday.
  const monday9: Schedule = { kind: 'weekly', weekday: 1, hour: 9, minute: 30 };
  const sunday: Schedule = { kind: 'weekly', weekday: 7, hour: 18, minute: 0 };
  it('runs this week when the day is ahead, next week when it has passed', () => {
    expect(next(monday9, '2025-03-10 08:00')).toBe('2025-03-10 09:30');
    expect(next(monday9, '2025-03-10 09:30')).toBe('2025-03-17 09:30');
    expect(next(monday9, '2025-03-12 12:00')).toBe('2025-03-17 09:30');
  });
  it('星期日 is weekday 7 (dayjs counts Sunday as 0)', () => {
    expect(next(sunday, '2025-03-10 08:00')).toBe('2025-03-16 18:00');
    expect(next(sunday, '2025-03-16 18:01')).toBe('2025-03-23 18:00');
  });
  it('reads 每周星期一 09:30', () => expect(describeSchedule(monday9)).toBe('每周星期一 09:30'));
});

describe('每月 (monthly)', () => {
  it('runs this month when the day is ahead, next month when it has passed', () => {
    const s: Schedule = { kind: 'monthly', day: 15, hour: 8, minute: 0 };
    expect(next(s, '2025-03-10 08:00')).toBe('2025-03-15 08:00');
    expect(next(s, '2025-03-15 08:00')).toBe('2025-04-15 08:00');
  });
  it('day 31 in February runs on its last day (28th, 29th in a leap year)', () => {
    const s: Schedule = { kind: 'monthly', day: 31, hour: 9, minute: 0 };
    expect(next(s, '2025-02-01 00:00')).toBe('2025-02-28 09:00');
    expect(next(s, '2024-02-01 00:00')).toBe('2024-02-29 09:00');
  });
  it('day 31 after the last run of a short month goes on to the 31st of the next', () => {
    const s: Schedule = { kind: 'monthly', day: 31, hour: 9, minute: 0 };
    expect(next(s, '2025-02-28 09:00')).toBe('2025-03-31 09:00');
    expect(next(s, '2025-03-31 10:00')).toBe('2025-04-30 09:00');
    expect(next(s, '2025-12-31 09:00')).toBe('2026-01-31 09:00');
  });
  it('reads 每月 31 日 09:00 and says what a short month does', () => {
    expect(describeSchedule({ kind: 'monthly', day: 31, hour: 9, minute: 0 })).toBe('每月 31 日 09:00（当月没有该日时为最后一天）');
    expect(describeSchedule({ kind: 'monthly', day: 1, hour: 9, minute: 5 })).toBe('每月 1 日 09:05');
  });
});

describe('broken schedules', () => {
  it('have no next run (out of range, unknown kind)', () => {
    expect(next({ kind: 'daily', hour: 24, minute: 0 }, '2025-03-10 08:00')).toBeUndefined();
    expect(next({ kind: 'yearly' } as unknown as Schedule, '2025-03-10 08:00')).toBeUndefined();
    expect(describeSchedule({ kind: 'yearly' } as unknown as Schedule)).toBe('未知周期（yearly）');
  });
  it('each kind names its range problems', () => {
    expect(scheduleKindOf('hourly')!.check({ kind: 'hourly', minute: 60 })).toEqual(['分钟须为 0–59 之间的整数']);
    expect(scheduleKindOf('weekly')!.check({ kind: 'weekly', weekday: 0, hour: 9, minute: 0 })).toEqual(['请选择星期一到星期日中的一天']);
    expect(scheduleKindOf('monthly')!.check({ kind: 'monthly', day: 32, hour: -1, minute: 0 })).toEqual(['日期须为 1–31 之间的整数', '小时须为 0–23 之间的整数']);
  });
});
