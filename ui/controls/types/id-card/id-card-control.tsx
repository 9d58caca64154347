import { Input } from 'antd';
import { normalizeIdCard } from '../../../../domain/controls/id-card/id-card-number';
import type { ControlBodyProps } from '../../control-props';

/**
 * 身份证号 (moduleId 31): typed text of at most 18 characters, checked on blur; a lowercase x is stored as X.
 * The read-only view shows the whole number (it is only sent to those who may see the field).
 */
export function IdCardControl({ control, value, onChange, onBlur, disabled, mode, error }: ControlBodyProps) {
  const text = typeof value === 'string' ? value : '';
  if (mode === 'readonly') return <span className="control-readonly">{text || '-'}</span>;
  return (
    <Input
      value={text}
      disabled={disabled}
      status={error ? 'error' : undefined}
      placeholder={control.placeholder || '请输入18位身份证号码'}
      maxLength={18}
      autoComplete="off"
      onChange={(event) => onChange?.(event.target.value.replace(/x/g, 'X'))}
      onBlur={() => {
        if (text !== normalizeIdCard(text)) onChange?.(normalizeIdCard(text));
        onBlur?.();
      }}
    />
  );
}
