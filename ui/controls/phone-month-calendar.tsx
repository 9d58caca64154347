import { useState } from 'react';
import type { Dayjs } from 'dayjs';

/** Monday first, as Chinese calendars (and antd's zh-CN locale) lay out a week. */
const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

export interface PhoneMonthCalendarProps {
  value: Dayjs;
  isDisabledDay?(day: Dayjs): boolean;
  /** A tapped day (not a disabled one). */
  onSelect(day: Dayjs): void;
}

/**
 * The phone date sheet's month (issue 31): six weeks of 44 px day cells with 上一月 / 下一月, in the app's own code.
 * antd's Calendar brought its whole date-picker panel (~84 KB gzip) to the phone's launch form for this grid.
 * Each cell is titled with its day (YYYY-MM-DD), as the sheet's users and tests find it.
 */
export function PhoneMonthCalendar({ value, isDisabledDay, onSelect }: PhoneMonthCalendarProps) {
  const [month, setMonth] = useState(() => value.startOf('month'));
  // The grid starts on the Monday on or before the 1st: (day() + 6) % 7 days back.
  const first = month.subtract((month.day() + 6) % 7, 'day');
  const weeks = Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => first.add(w * 7 + d, 'day')));
  const chosen = value.startOf('day');
  return (
    <div className="phone-calendar">
      <div className="phone-calendar-header">
        <button type="button" className="phone-calendar-nav" aria-label="上一月" onClick={() => setMonth(month.subtract(1, 'month'))}>{"<"}</button>
        <span className="phone-calendar-title" aria-live="polite">{month.format('YYYY年M月')}</span>
        <button type="button" className="phone-calendar-nav" aria-label="下一月" onClick={() => setMonth(month.add(1, 'month'))}>{">"}</button>
      </div>
      <table className="phone-calendar-grid" role="grid" aria-label={month.format('YYYY年M月')}>
        <thead>
          <tr>{WEEKDAYS.map((name) => <th key={name} scope="col">{name}</th>)}</tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].format('YYYY-MM-DD')}>
              {week.map((day) => {
                const key = day.format('YYYY-MM-DD');
                const disabled = !!isDisabledDay?.(day);
                const selected = day.isSame(chosen, 'day');
                const classes = ['phone-calendar-cell', day.month() === month.month() ? 'phone-calendar-cell-in-view' : 'phone-calendar-cell-other',
                  selected ? 'phone-calendar-cell-selected' : '', disabled ? 'phone-calendar-cell-disabled' : ''].filter(Boolean).join(' ');
                return (
                  <td key={key} title={key} role="gridcell" className={classes} aria-selected={selected} aria-disabled={disabled || undefined}
                    onClick={() => { if (!disabled) onSelect(day); }}>
                    <span className="phone-calendar-day">{day.date()}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
