import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { dateBounds } from '../../../../domain/validation/date-rules';
import { controlLabel, type ControlBodyProps } from '../../control-props';
import { useIsPhone } from '../../../hooks/use-is-phone';
import { PhoneDateField } from '../../phone-date-field';
import { DesktopDatePicker } from '../../desktop-date-pickers';

dayjs.extend(customParseFormat);

/** Spec 9 date formats; anything else falls back to YYYY-MM-DD. */
export const DATE_FORMATS = ['YYYY-MM-DD', 'YYYY年MM月DD日', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm'] as const;

export function dateFormatOf(format: unknown, fallback: string = DATE_FORMATS[0]): string {
  return typeof format === 'string' && (DATE_FORMATS as readonly string[]).includes(format) ? format : fallback;
}

export function parseDateText(text: unknown, format: string): Dayjs | null {
  if (typeof text !== 'string' || text === '') return null;
  const strict = dayjs(text, format, true);
  if (strict.isValid()) return strict;
  const loose = dayjs(text.replace(/年|月/g, '-').replace('日', ''));
  return loose.isValid() ? loose : null;
}

/** Date (moduleId 3): one of the spec's formats; start/end bounds from config._timeConfig. */
export function DateControl({ control, value, onChange, disabled, mode, error, context }: ControlBodyProps) {
  const isPhone = useIsPhone();
  const format = dateFormatOf(control.props?.format);
  const text = typeof value === 'string' ? value : '';
  if (mode === 'readonly') return <span className="control-readonly">{text || '-'}</span>;
  const bounds = dateBounds(control, { today: context?.today, values: context?.values });
  const isDisabledDay = (day: Dayjs) => (!!bounds.min && day.format('YYYY-MM-DD') < bounds.min) || (!!bounds.max && day.format('YYYY-MM-DD') > bounds.max);
  // In a table cell on a phone too: the cell is a card field as wide as the screen.
  if (isPhone) {
    return (
      <PhoneDateField value={parseDateText(text, format)} format={format} placeholder={control.placeholder || '请选择日期'} title={`选择${controlLabel(control)}`}
        disabled={disabled} error={!!error} isDisabledDay={isDisabledDay} onChange={(day) => onChange?.(day ? day.format(format) : '')} />
    );
  }
  const showTime = format.includes('HH') ? { format: format.includes(':ss') ? 'HH:mm:ss' : 'HH:mm' } : false;
  return (
    <DesktopDatePicker
      style={{ width: '100%' }}
      value={parseDateText(text, format)}
      format={format}
      showTime={showTime}
      disabled={disabled}
      status={error ? 'error' : undefined}
      placeholder={control.placeholder || '请选择日期'}
      disabledDate={isDisabledDay}
      onChange={(day) => onChange?.(day ? day.format(format) : '')}
    />
  );
}
