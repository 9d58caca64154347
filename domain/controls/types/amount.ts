import { defineControlType, type DisplayParts } from '../control-type';
import type { Control } from '../../model/control';
import { asText } from '../../print/value-kinds/text';
import { textValue } from '../../print/print-value';
import { amountProblem, capitalAmount, currencyOf, excelAmountFormat, formatAmount } from '../amount/amount-text';

/** `¥1,234.50` and, for CNY, its 大写 (a value that is no amount shows as typed). */
function amountParts(control: Control, value: unknown): DisplayParts {
  const currency = currencyOf(control.props);
  const text = formatAmount(value, currency);
  if (text === '') return { text: asText(value) };
  const capital = currency === 'CNY' ? capitalAmount(value) : undefined;
  return capital ? { text, capital } : { text };
}

/**
 * moduleId 27: 金额 — a money amount in `props.currency` (CNY by default), shown as `¥1,234.50`; for CNY the 大写
 * is shown under the input and printed beside the amount (issue 41).
 */
export const amount = defineControlType({
  moduleId: 27,
  name: '金额',
  icon: 'amount',
  group: '基础控件',
  componentType: 'Amount',
  capabilities: { input: true, print: true, defaultValue: true, tableCell: true },
  props: () => ({ value: '', defaultValueType: 1, currency: 'CNY' }),
  validation: { trigger: 'blur', rules: 'number', check: amountProblem },
  valueShape: 'number',
  conditionKind: 'number',
  numberValue: true,
  displayParts: amountParts,
  printText: (control, value) => {
    const { text, capital } = amountParts(control, value);
    return textValue(capital ? `${text}（大写：${capital}）` : text);
  },
  exportFormat: (control) => excelAmountFormat(currencyOf(control.props)),
  sumText: (column, sum) => formatAmount(sum, currencyOf(column.props)),
  sampleValue: (_control, row) => row * 1234.5,
});

declare module '../../model/control' {
  interface ControlTypeIds { amount: 27 }
}
