import { leaveDays } from '../../../domain/calendar/leave-days';
import { DEFAULT_WORK_CALENDAR, isWorkingDay, readWorkCalendar } from '../../../domain/calendar/work-calendar';

// 2026-11-23 is a Monday.
const days = (begin: string, end: string, calendar = DEFAULT_WORK_CALENDAR) => leaveDays(calendar, begin, end);

describe('请假天数 on the working-day calendar (issue 32)', () => {
  test('a week: 周一 09:00 – 周五 18:00 is 5 working days, not 4.5', () => {
    expect(days('2026-11-23 09:00', '2026-11-27 18:00')).toBe(5);
  });

  test('a day: 09:00 – 18:00 is 1, and a 2-day leave is 2, not 1.5', () => {
    expect(days('2026-11-24 09:00', '2026-11-24 18:00')).toBe(1);
    expect(days('2026-11-23 09:00', '2026-11-24 18:00')).toBe(2);
  });

  test('a half day: up to half the working hours is 0.5, more is a whole day', () => {
    expect(days('2026-11-24 09:00', '2026-11-24 13:30')).toBe(0.5);
    expect(days('2026-11-24 14:00', '2026-11-24 18:00')).toBe(0.5);
    expect(days('2026-11-24 09:00', '2026-11-24 15:00')).toBe(1);
    // 周二下午 to 周三上午: two halves.
    expect(days('2026-11-24 14:00', '2026-11-25 12:00')).toBe(1);
  });

  test('across a weekend: Saturday and Sunday count nothing', () => {
    expect(days('2026-11-27 09:00', '2026-11-30 18:00')).toBe(2);
    expect(days('2026-11-28 09:00', '2026-11-29 18:00')).toBe(0);
  });

  test('a holiday counts nothing and an extra workday (调休) counts', () => {
    const calendar = readWorkCalendar({ holidays: ['2026-11-25'], extraWorkdays: ['2026-11-28'] });
    expect(days('2026-11-23 09:00', '2026-11-27 18:00', calendar)).toBe(4);
    expect(days('2026-11-27 09:00', '2026-11-28 18:00', calendar)).toBe(2);
  });

  test('dates without a time take whole days: 周一 – 周五 is 5', () => {
    expect(days('2026-11-23', '2026-11-27')).toBe(5);
  });

  test('an end before the begin, or an unreadable date, gives no count', () => {
    expect(days('2026-11-27 09:00', '2026-11-23 09:00')).toBeUndefined();
    expect(days('昨天', '2026-11-23 09:00')).toBeUndefined();
  });
});

describe('the flow calendar (settings.calendar)', () => {
  test('defaults: 09:00–18:00, Monday to Friday, no holidays', () => {
    expect(readWorkCalendar(undefined)).toEqual({ workdays: [1, 2, 3, 4, 5], hours: [540, 1080], holidays: [], extraWorkdays: [] });
  });

  test('reads workdays, hours, holidays and extra workdays; unreadable parts keep the default', () => {
    const calendar = readWorkCalendar({ workdays: [6, 1, 9], hours: ['08:30', '17:30'], holidays: ['2026-10-01', 'x'], extraWorkdays: ['2026-09-27'] });
    expect(calendar).toEqual({ workdays: [1, 6], hours: [510, 1050], holidays: ['2026-10-01'], extraWorkdays: ['2026-09-27'] });
    expect(readWorkCalendar({ hours: ['18:00', '09:00'] }).hours).toEqual([540, 1080]);
  });

  test('a working day: its weekday is worked, unless a holiday; an extra workday always is', () => {
    const calendar = readWorkCalendar({ holidays: ['2026-11-24'], extraWorkdays: ['2026-11-29'] });
    expect(isWorkingDay(calendar, '2026-11-23')).toBe(true);
    expect(isWorkingDay(calendar, '2026-11-24')).toBe(false);
    expect(isWorkingDay(calendar, '2026-11-28')).toBe(false);
    expect(isWorkingDay(calendar, '2026-11-29')).toBe(true);
  });

  test('a longer working day counts its own hours: 08:00–12:00 is a whole day on a 08:00–12:00 calendar', () => {
    expect(days('2026-11-23 08:00', '2026-11-23 12:00', readWorkCalendar({ hours: ['08:00', '12:00'] }))).toBe(1);
  });
});
