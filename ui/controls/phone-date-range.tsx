import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { PhoneDateField } from './phone-date-field';
import { parseDateText } from './types/date/date-control';

interface PhoneDateRangeProps {
  /** The stored [begin, end] (empty until both are chosen). */
  pair: readonly unknown[];
  format: string;
  disabled?: boolean;
  error?: boolean;
  onChange(pair: string[]): void;
}

/**
 * A start-end time on a phone: 开始时间 above 结束时间, each its own field and sheet. The value is stored once
 * both ends are chosen (as the desktop range picker does); a half-chosen range waits here. The end's calendar
 * starts at the begin's day.
 */
export function PhoneDateRange({ pair, format, disabled, error, onChange }: PhoneDateRangeProps) {
  const [partial, setPartial] = useState<{ begin?: string; end?: string }>({});
  const stored = pair.length === 2 ? { begin: String(pair[0]), end: String(pair[1]) } : undefined;
  const shown = stored ?? partial;
  const begin = parseDateText(shown.begin, format);
  const end = parseDateText(shown.end, format);
  const choose = (side: 'begin' | 'end', day: Dayjs | null) => {
    const next = { ...shown, [side]: day ? day.format(format) : undefined };
    if (next.begin && next.end) {
      setPartial({});
      onChange([next.begin, next.end]);
    } else {
      setPartial(next);
      if (stored) onChange([]);
    }
  };
  return (
    <div className="phone-date-range">
      <PhoneDateField value={begin} format={format} placeholder="开始时间" title="选择开始时间" disabled={disabled} error={error}
        isDisabledDay={end ? (day) => day.isAfter(end, 'day') : undefined} onChange={(day) => choose('begin', day)} />
      <span className="phone-date-range-to" aria-hidden="true">至</span>
      <PhoneDateField value={end} format={format} placeholder="结束时间" title="选择结束时间" disabled={disabled} error={error}
        isDisabledDay={begin ? (day) => day.isBefore(begin, 'day') : undefined} openAt={begin} onChange={(day) => choose('end', day)} />
    </div>
  );
}
