import { lazy, Suspense, type ComponentType } from 'react';
import type { DatePickerProps as AntDatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import { isPhoneNow } from '../hooks/use-is-phone';

/**
 * antd's DatePicker and RangePicker, loaded when a desktop form first shows a date (issue 31): the phone uses its
 * sheets (phone-date-field.tsx) and never downloads the desktop picker (~84 KB gzip). Until the chunk is in, an
 * input-like box of the same size stands in.
 */
type AntDatePicker = typeof import('antd/es/date-picker').default;
let loaded: AntDatePicker | undefined;
let pending: Promise<AntDatePicker> | undefined;

function loadPicker(): Promise<AntDatePicker> {
  pending ??= import(/* webpackChunkName: "desktop-date-picker" */ 'antd/es/date-picker').then(
    (m) => (loaded = m.default),
    (error: unknown) => { pending = undefined; throw error; },
  );
  return pending;
}

/**
 * Starts the desktop picker's download with its control's chunk, so a desktop form does not wait twice; a phone
 * never asks for it.
 */
export function preloadDesktopDatePickers(): Promise<unknown> {
  return isPhoneNow() ? Promise.resolve() : loadPicker();
}

// antd's DatePicker is generic over its value; lazy() keeps no generics, so the one-date shape is stated.
const LazyDatePicker = lazy(() => loadPicker().then((picker) => ({ default: picker }))) as unknown as ComponentType<DatePickerProps>;
const LazyRangePicker = lazy(() => loadPicker().then((picker) => ({ default: picker.RangePicker })));

/** One date (no `multiple`): the control stores one text. */
type DatePickerProps = AntDatePickerProps<Dayjs, false>;

const PLACEHOLDER_STYLE = {
  display: 'block', width: '100%', height: 32, boxSizing: 'border-box', padding: '4px 11px', lineHeight: '22px',
  border: '1px solid #d9d9d9', borderRadius: 6, color: 'rgba(0, 0, 0, 0.25)', background: '#fff',
} as const;

function PickerPlaceholder({ text }: { text: string }) {
  return <span style={PLACEHOLDER_STYLE} aria-busy="true">{text}</span>;
}

export function DesktopDatePicker(props: DatePickerProps) {
  // Once loaded (preloaded with the control), rendered at once: no fallback frame.
  const Picker = loaded as ComponentType<DatePickerProps> | undefined;
  if (Picker) return <Picker {...props} />;
  return (
    <Suspense fallback={<PickerPlaceholder text={typeof props.placeholder === 'string' ? props.placeholder : ''} />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

export function DesktopRangePicker(props: RangePickerProps) {
  const Range = loaded?.RangePicker;
  if (Range) return <Range {...props} />;
  const placeholder = Array.isArray(props.placeholder) ? props.placeholder.join(' → ') : '';
  return (
    <Suspense fallback={<PickerPlaceholder text={placeholder} />}>
      <LazyRangePicker {...props} />
    </Suspense>
  );
}
