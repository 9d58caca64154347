import { Input } from 'antd';
import type { ControlBodyProps } from './control-props';

/** Single-line text, e-mail, phone and link (moduleId 1, 4, 5, 7): a typed text, validated on blur. */
export function TextInputControl({ control, value, onChange, onBlur, disabled, mode, error }: ControlBodyProps) {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  if (mode === 'readonly') {
    if (control.moduleId === 7 && /^https?:\/\//i.test(text)) {
      return <a href={text} target="_blank" rel="noopener noreferrer">{text}</a>;
    }
    return <span className="control-readonly">{text || '-'}</span>;
  }
  const maxlength = control.props?.maxlength;
  return (
    <Input
      value={text}
      disabled={disabled}
      status={error ? 'error' : undefined}
      placeholder={control.placeholder || (control.moduleId === 7 ? 'http://' : '请输入')}
      maxLength={typeof maxlength === 'number' && maxlength > 0 ? maxlength : undefined}
      inputMode={control.moduleId === 5 ? 'tel' : control.moduleId === 4 ? 'email' : undefined}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={onBlur}
    />
  );
}
