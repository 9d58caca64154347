import { Input } from 'antd';
import type { ControlBodyProps } from './control-props';

/**
 * Number (moduleId 6) and typed days (22). Kept as the typed text so that 数字格式不正确! and 不允许小数 can be
 * shown (an InputNumber would silently drop what it cannot parse); the use case converts on submit.
 */
export function NumberControl({ control, value, onChange, onBlur, disabled, mode, error, context }: ControlBodyProps) {
  const text = value === undefined || value === null ? '' : String(value);
  const unity = typeof control.props?.unity === 'string' && control.props.unity ? control.props.unity : undefined;
  if (mode === 'readonly') return <span className="control-readonly">{text === '' ? '-' : `${text}${unity ?? ''}`}</span>;
  return (
    <>
      <Input
        value={text}
        disabled={disabled}
        status={error ? 'error' : undefined}
        inputMode="decimal"
        placeholder={control.placeholder || '请输入数字'}
        suffix={unity}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={onBlur}
      />
      {context?.note && <div className="control-note" style={{ color: '#faad14', fontSize: 12 }}>{context.note}</div>}
    </>
  );
}
