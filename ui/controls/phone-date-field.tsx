import { useState } from 'react';
import { Button, Drawer } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { PhoneTimeColumns, timePartsOf } from './phone-time-columns';
import { PhoneMonthCalendar } from './phone-month-calendar';
import './phone-controls.css';

/**
 * An empty time opens at the working day's start (the flow calendar's default 09:00), not at the current hour:
 * a leave or a trip starts at the beginning of a working day far more often than at the hour it is filed.
 */
const WORKDAY_START_HOUR = 9;

export interface PhoneDateFieldProps {
  value: Dayjs | null;
  /** The control's display format; with HH the sheet also asks for the time (with ss, the seconds). */
  format: string;
  placeholder: string;
  /** The sheet's title, e.g. 选择开始时间. */
  title: string;
  disabled?: boolean;
  error?: boolean;
  isDisabledDay?(day: Dayjs): boolean;
  /** Where an empty field's sheet opens (the range's end opens at its begin); today (at 09:00 with a time) when absent. */
  openAt?: Dayjs | null;
  onChange(day: Dayjs | null): void;
}

/**
 * A date (and time) field for a phone: the field is one tap target that opens a sheet from the bottom with a
 * month calendar and, for a time format, columns of hours and minutes to tap. The sheet is as wide as the
 * screen: antd's own picker panel (date beside time, two months for a range) is wider than a phone, and its
 * code is the desktop's: the phone loads none of it (issue 31).
 * Nothing changes until 确定; the keyboard never opens.
 */
export function PhoneDateField({ value, format, placeholder, title, disabled, error, isDisabledDay, openAt, onChange }: PhoneDateFieldProps) {
  const [draft, setDraft] = useState<Dayjs | undefined>(undefined);
  const parts = timePartsOf(format);
  const open = () => setDraft(value ?? openAt ?? dayjs().startOf('day').hour(parts.length > 0 ? WORKDAY_START_HOUR : 0));
  const close = () => setDraft(undefined);
  return (
    <>
      <button
        type="button"
        className={`phone-date-trigger${error ? ' phone-date-trigger-error' : ''}`}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-label={value ? `${title}：${value.format(format)}` : title}
        onClick={open}
      >
        <span className={value ? 'phone-date-text' : 'phone-date-placeholder'}>{value ? value.format(format) : placeholder}</span>
        <CalendarIcon />
      </button>
      <Drawer
        rootClassName="phone-date-sheet"
        placement="bottom"
        size="auto"
        open={draft !== undefined}
        title={title}
        onClose={close}
        destroyOnHidden
        extra={(
          <Button type="primary" className="phone-date-confirm" disabled={!draft || !!isDisabledDay?.(draft)} onClick={() => { onChange(draft ?? null); close(); }}>
            确定
          </Button>
        )}
        footer={value ? <Button block danger type="text" className="phone-date-clear" onClick={() => { onChange(null); close(); }}>清除</Button> : undefined}
        styles={{ body: { padding: '4px 12px 12px' } }}
      >
        {draft && (
          <>
            <PhoneMonthCalendar
              value={draft}
              isDisabledDay={isDisabledDay}
              // A day keeps the time already chosen.
              onSelect={(day) => setDraft(draft.year(day.year()).month(day.month()).date(day.date()))}
            />
            {parts.length > 0 && <PhoneTimeColumns value={draft} parts={parts} onChange={setDraft} />}
          </>
        )}
      </Drawer>
    </>
  );
}

function CalendarIcon() {
  return (
    <svg className="phone-date-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}
