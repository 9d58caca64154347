import type { ControlBodyProps } from '../../control-props';
import { dateFormatOf, parseDateText } from '../date/date-control';
import { useIsPhone } from '../../../hooks/use-is-phone';
import { PhoneDateRange } from '../../phone-date-range';
import { DesktopRangePicker } from '../../desktop-date-pickers';

/** Start-end time (moduleId 12): value [begin, end] in the control's format (default YYYY-MM-DD HH:mm). */
export function DateRangeControl({ control, value, onChange, disabled, mode, error }: ControlBodyProps) {
  const isPhone = useIsPhone();
  const format = dateFormatOf(control.props?.format, 'YYYY-MM-DD HH:mm');
  const pair = Array.isArray(value) ? value : [];
  if (mode === 'readonly') {
    return <span className="control-readonly">{pair.length === 2 ? `${String(pair[0])} 至 ${String(pair[1])}` : '-'}</span>;
  }
  // antd's range panel (two months, or a month beside the time) is wider than a phone: two fields and sheets.
  if (isPhone) return <PhoneDateRange pair={pair} format={format} disabled={disabled} error={!!error} onChange={(next) => onChange?.(next)} />;
  const showTime = format.includes('HH') ? { format: format.includes(':ss') ? 'HH:mm:ss' : 'HH:mm' } : false;
  return (
    <DesktopRangePicker
      style={{ width: '100%' }}
      value={[parseDateText(pair[0], format), parseDateText(pair[1], format)]}
      format={format}
      showTime={showTime}
      disabled={disabled}
      // A disabled range (design mode, or a read-only default) may be empty: saying so keeps rc-picker quiet.
      allowEmpty={disabled ? [true, true] : undefined}
      status={error ? 'error' : undefined}
      placeholder={['开始时间', '结束时间']}
      onChange={(days) => onChange?.(days && days[0] && days[1] ? [days[0].format(format), days[1].format(format)] : [])}
    />
  );
}
