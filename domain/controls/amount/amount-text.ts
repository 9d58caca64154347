/**
 * 金额 (moduleId 27) as people read it: `¥1,234.50` (currency sign, thousands separated by `,`, always two
 * decimals) and, for CNY, the 大写 (capital) amount every Chinese reimbursement slip prints. Entry points:
 * `formatAmount(value, currency)`, `capitalAmount(value)`, `amountProblem(value)`.
 */
import { Decimal } from '../../formula/decimal';
import { isNumberValue } from '../../validation/number-value';

export const CURRENCIES = ['CNY', 'USD', 'EUR', 'HKD'] as const;
export type Currency = (typeof CURRENCIES)[number];

const SIGNS: Readonly<Record<Currency, string>> = { CNY: '¥', USD: '$', EUR: '€', HKD: 'HK$' };
export const CURRENCY_LABELS: Readonly<Record<Currency, string>> = { CNY: '人民币', USD: '美元', EUR: '欧元', HKD: '港币' };

/** The control's currency: `props.currency`, CNY when absent or unknown. */
export function currencyOf(props: Readonly<Record<string, unknown>> | undefined): Currency {
  const currency = props?.currency;
  return (CURRENCIES as readonly unknown[]).includes(currency) ? (currency as Currency) : 'CNY';
}

export const currencySign = (currency: Currency): string => SIGNS[currency];

/** The messages of 金额's rules, after 必填项 and 数字格式不正确! (issue 41). */
export const amountMessages = {
  tooManyDecimals: '金额最多保留两位小数',
  negative: '金额不能为负数',
  tooLarge: '金额不能超过 999999999999.99',
} as const;

const LIMIT = new Decimal('1000000000000');

/** The rule a number value breaks as an amount, in the order; undefined for a good amount or a non-number. */
export function amountProblem(value: unknown): string | undefined {
  if (!isNumberValue(value)) return undefined;
  const amount = new Decimal(value);
  const decimals = typeof value === 'string' ? (value.split('.')[1] ?? '').length : amount.decimalPlaces();
  if (decimals > 2) return amountMessages.tooManyDecimals;
  if (amount.isNegative() && !amount.isZero()) return amountMessages.negative;
  if (amount.greaterThanOrEqualTo(LIMIT)) return amountMessages.tooLarge;
  return undefined;
}

/** Excel's number format showing the amount as `¥1,234.50`, so the cell stays a number. */
export const excelAmountFormat = (currency: Currency): string => `"${SIGNS[currency]}"#,##0.00`;

/** `¥1,234.50`; '' for a value that is not a number. */
export function formatAmount(value: unknown, currency: Currency = 'CNY'): string {
  if (!isNumberValue(value)) return '';
  const fixed = new Decimal(value).toFixed(2);
  const negative = fixed.startsWith('-');
  const [whole, cents] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${SIGNS[currency]}${grouped}.${cents}`;
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const IN_GROUP = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿'];

/**
 * The 大写 of an amount from 0 to 999999999999.99 (rounded to 分), or undefined for anything else. Digits carry
 * their unit (拾 always with its digit); 万 and 亿 follow a group holding a non-zero digit; 元 follows a non-zero
 * integer part, then 角 and 分; 整 only after 元 when 角 and 分 are both 0; a run of zeros between two non-zero
 * digits (across 万/亿 and 元/角 too) is one 零; a zero integer part writes no 元 part; 0 is 零元整.
 */
export function capitalAmount(value: unknown): string | undefined {
  if (!isNumberValue(value)) return undefined;
  const amount = new Decimal(value);
  if (amount.isNegative() && !amount.isZero()) return undefined;
  const fixed = amount.toFixed(2);
  if (new Decimal(fixed).greaterThanOrEqualTo(LIMIT)) return undefined;
  const [whole, cents] = fixed.split('.');
  if (/^0+$/.test(whole) && cents === '00') return '零元整';
  let out = '';
  let zero = false;
  const digit = (d: number, unit: string): void => {
    if (d === 0) { zero = out !== ''; return; }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[d] + unit;
  };
  const integer = whole.replace(/^0+/, '');
  let groupHasDigit = false;
  for (let i = 0; i < integer.length; i++) {
    const position = integer.length - 1 - i;
    const d = Number(integer[i]);
    if (d !== 0) groupHasDigit = true;
    digit(d, IN_GROUP[position % 4]);
    if (position % 4 === 0) {
      if (groupHasDigit && position > 0) out += GROUPS[position / 4];
      groupHasDigit = false;
    }
  }
  if (integer !== '') out += '元';
  digit(Number(cents[0]), '角');
  digit(Number(cents[1]), '分');
  return cents === '00' ? `${out}整` : out;
}
