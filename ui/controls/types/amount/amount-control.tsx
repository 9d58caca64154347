import { Input } from 'antd';
import { amountProblem, capitalAmount, currencyOf, currencySign, formatAmount } from '../../../../domain/controls/amount/amount-text';
import { isNumberValue } from '../../../../domain/validation/number-value';
import type { ControlBodyProps } from '../../control-props';

/**
 * 金额 (moduleId 27). Kept as the typed text, like the number box, so that its rules can name what is wrong;
 * the 大写 of a CNY amount follows what is typed, under the input, once the amount is one it can write.
 */
export function AmountControl({ control, value, onChange, onBlur, disabled, mode, error }: ControlBodyProps) {
  const currency = currencyOf(control.props);
  const text = value === undefined || value === null ? '' : String(value);
  const good = isNumberValue(value) && amountProblem(value) === undefined;
  const capital = currency === 'CNY' && good ? capitalAmount(value) : undefined;
  const capitalLine = capital && <div className="amount-capital" style={{ color: 'rgba(0,0,0,0.65)', fontSize: 12 }}>大写：{capital}</div>;
  if (mode === 'readonly') {
    return (
      <span className="control-readonly">
        {text === '' ? '-' : good ? formatAmount(value, currency) : text}
        {capitalLine}
      </span>
    );
  }
  return (
    <>
      <Input
        value={text}
        disabled={disabled}
        status={error ? 'error' : undefined}
        inputMode="decimal"
        placeholder={control.placeholder || '请输入金额'}
        prefix={currencySign(currency)}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={onBlur}
      />
      {capitalLine}
    </>
  );
}
