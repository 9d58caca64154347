import { Input } from 'antd';
import { getControlType } from '../../domain/controls/registry';
import type { ControlBodyProps } from './control-props';

/** The phone keyboard a format asks for. */
const INPUT_MODES = { phone: 'tel', email: 'email', link: undefined } as const;

/** Single-line text, e-mail, phone and link: a typed text, validated on blur, shaped by its type's format. */
export function TextInputControl({ control, value, onChange, onBlur, disabled, mode, error }: ControlBodyProps) {
  const format = getControlType(control.moduleId)?.validation.format;
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  if (mode === 'readonly') {
    if (format === 'link' && /^https?:\/\//i.test(text)) {
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
      placeholder={control.placeholder || (format === 'link' ? 'http://' : '请输入')}
      maxLength={typeof maxlength === 'number' && maxlength > 0 ? maxlength : undefined}
      inputMode={format ? INPUT_MODES[format] : undefined}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={onBlur}
    />
  );
}
