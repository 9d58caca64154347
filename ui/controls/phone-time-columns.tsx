import { useLayoutEffect, useRef } from 'react';
import type { Dayjs } from 'dayjs';

export type TimePart = 'hour' | 'minute' | 'second';

const LABELS: Record<TimePart, string> = { hour: '时', minute: '分', second: '秒' };
const COUNTS: Record<TimePart, number> = { hour: 24, minute: 60, second: 60 };
/** Height of one choice: a 44 px touch target. */
const ITEM_HEIGHT = 44;

/** The time parts a date format asks for: none for a date, hour and minute for HH:mm, and seconds for :ss. */
export function timePartsOf(format: string): TimePart[] {
  if (!format.includes('HH')) return [];
  return format.includes(':ss') ? ['hour', 'minute', 'second'] : ['hour', 'minute'];
}

/** Columns of hours, minutes (and seconds), each a list of 44 px choices to tap; the chosen one is in view. */
export function PhoneTimeColumns({ value, parts, onChange }: { value: Dayjs; parts: readonly TimePart[]; onChange(next: Dayjs): void }) {
  return (
    <div className="phone-time-columns">
      {parts.map((part) => <TimeColumn key={part} part={part} chosen={value.get(part)} onChoose={(n) => onChange(value.set(part, n))} />)}
    </div>
  );
}

function TimeColumn({ part, chosen, onChoose }: { part: TimePart; chosen: number; onChoose(n: number): void }) {
  const list = useRef<HTMLDivElement>(null);
  // The chosen value starts in the middle of the column (jsdom has no scrolling: setting scrollTop is harmless).
  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = Math.max(0, chosen * ITEM_HEIGHT - ITEM_HEIGHT * 1.5);
    // Only on opening: a tap must not move the column under the finger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="phone-time-column">
      <div className="phone-time-label">{LABELS[part]}</div>
      <div ref={list} className="phone-time-list" role="listbox" aria-label={LABELS[part]}>
        {Array.from({ length: COUNTS[part] }, (_, n) => (
          <div
            key={n}
            role="option"
            tabIndex={0}
            aria-selected={n === chosen}
            className={n === chosen ? 'phone-time-item phone-time-item-chosen' : 'phone-time-item'}
            onClick={() => onChoose(n)}
            onKeyDown={(event) => { if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); onChoose(n); } }}
          >
            {String(n).padStart(2, '0')}
          </div>
        ))}
      </div>
    </div>
  );
}
