/** @jest-environment jest-fixed-jsdom */
// Issue 31: the phone date sheet's month is the app's own (antd's desktop picker stays off the phone): Monday
// first, 上一月 / 下一月, the chosen day marked, a day outside the control's bounds not chosen.
import { fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { PhoneMonthCalendar } from '../../../ui/controls/phone-month-calendar';

const cell = (day: string) => document.querySelector(`td[title="${day}"]`) as HTMLElement;

test('the phone calendar shows six weeks from Monday, the chosen day marked, the month named in Chinese', () => {
  render(<PhoneMonthCalendar value={dayjs('2026-03-10 09:00')} onSelect={jest.fn()} />);
  expect(screen.getByText('2026年3月')).toBeInTheDocument();
  expect([...document.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  const days = [...document.querySelectorAll('td')];
  expect(days).toHaveLength(42);
  // 1 March 2026 is a Sunday: the grid opens on Monday 23 February.
  expect(days[0]).toHaveAttribute('title', '2026-02-23');
  expect(days[6]).toHaveAttribute('title', '2026-03-01');
  expect(cell('2026-03-10')).toHaveClass('phone-calendar-cell-selected');
  expect(cell('2026-03-10')).toHaveAttribute('aria-selected', 'true');
});

test('the phone calendar turns the month with 上一月 / 下一月 and reports a tapped day', () => {
  const onSelect = jest.fn();
  render(<PhoneMonthCalendar value={dayjs('2026-03-10')} onSelect={onSelect} />);
  fireEvent.click(screen.getByRole('button', { name: '下一月' }));
  expect(screen.getByText('2026年4月')).toBeInTheDocument();
  fireEvent.click(cell('2026-04-20'));
  expect(onSelect.mock.calls[0][0].format('YYYY-MM-DD')).toBe('2026-04-20');
  fireEvent.click(screen.getByRole('button', { name: '上一月' }));
  fireEvent.click(screen.getByRole('button', { name: '上一月' }));
  expect(screen.getByText('2026年2月')).toBeInTheDocument();
});

test('a day outside the control\'s bounds is marked disabled and a tap on it chooses nothing', () => {
  const onSelect = jest.fn();
  render(<PhoneMonthCalendar value={dayjs('2026-03-10')} isDisabledDay={(day) => day.isBefore(dayjs('2026-03-10'), 'day')} onSelect={onSelect} />);
  expect(cell('2026-03-09')).toHaveClass('phone-calendar-cell-disabled');
  fireEvent.click(cell('2026-03-09'));
  expect(onSelect).not.toHaveBeenCalled();
  fireEvent.click(cell('2026-03-11'));
  expect(onSelect).toHaveBeenCalledTimes(1);
});
