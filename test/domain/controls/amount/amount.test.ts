import fc from 'fast-check';
import { amountProblem, capitalAmount, formatAmount } from '../../../../domain/controls/amount/amount-text';
import { amount } from '../../../../domain/controls/types/amount';
import { validateField } from '../../../../domain/validation/validate-field';
import { formatPrintValue } from '../../../../domain/print/print-values';
import { plainText } from '../../../../domain/print/print-value';
import { conditionKindOf } from '../../../../domain/flow/conditions/registry';
import { columnKindOf, controlCell, fieldColumn } from '../../../../domain/export/control-cell';
import { tableFooterSums } from '../../../../domain/tables/table-sum';
import { createTableColumn } from '../../../../domain/controls/table-column';
import { table } from '../../../../domain/controls/types/table';

const control = (props: Record<string, unknown> = {}, required = false) => {
  const c = amount.create('money');
  return { ...c, config: { ...c.config, required }, props: { ...c.props, ...props } };
};

/** Reads a 大写 back to 分 (the test's own parser: digits, 拾佰仟, 万亿 groups, 元角分, 零 and 整). */
function readCapital(text: string): bigint {
  const digits = '零壹贰叁肆伍陆柒捌玖';
  const small: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n };
  const big: Record<string, bigint> = { 万: 10_000n, 亿: 100_000_000n };
  let total = 0n; // 元 already closed, in 分
  let yuan = 0n; // integer part being read
  let group = 0n;
  let digit = 0n;
  for (const ch of text) {
    if (ch === '零' || ch === '整') continue;
    const d = digits.indexOf(ch);
    if (d > 0) { digit = BigInt(d); continue; }
    if (ch in small) { group += digit * small[ch]; digit = 0n; continue; }
    if (ch in big) { yuan += (group + digit) * big[ch]; group = 0n; digit = 0n; continue; }
    if (ch === '元') { yuan += group + digit; total += yuan * 100n; yuan = 0n; group = 0n; digit = 0n; continue; }
    if (ch === '角') { total += digit * 10n; digit = 0n; continue; }
    if (ch === '分') { total += digit; digit = 0n; continue; }
    throw new Error(`unexpected ${ch} in ${text}`);
  }
  return total;
}

describe('金额 大写 (issue 41)', () => {
  test.each([
    ['1234.56', '壹仟贰佰叁拾肆元伍角陆分'],
    ['1680.32', '壹仟陆佰捌拾元零叁角贰分'],
    ['105000', '壹拾万零伍仟元整'],
    ['1.05', '壹元零伍分'],
    ['100010000', '壹亿零壹万元整'],
    ['0.50', '伍角'],
    ['0', '零元整'],
    ['10', '壹拾元整'],
    ['0.05', '伍分'],
    ['999999999999.99', '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['100000001', '壹亿零壹元整'],
  ])('the issue\'s examples and edges: %s → %s', (value, capital) => {
    expect(capitalAmount(value)).toBe(capital);
  });

  test('拾 is always written with its digit; 整 only after 元 when 角 and 分 are both 0', () => {
    expect(capitalAmount(12)).toBe('壹拾贰元整');
    expect(capitalAmount(12.3)).toBe('壹拾贰元叁角');
  });

  test('no 大写 for a negative, a too large or a non-number value', () => {
    expect(capitalAmount(-1)).toBeUndefined();
    expect(capitalAmount('1000000000000')).toBeUndefined();
    expect(capitalAmount('abc')).toBeUndefined();
  });

  test('property: the 大写 of any amount from 0 to 999999999999.99 reads back to it and never has two 零 in a row', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999_999n }), (cents) => {
      const value = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
      const capital = capitalAmount(value)!;
      expect(readCapital(capital)).toBe(cents);
      expect(capital).not.toContain('零零');
    }), { numRuns: 2000 });
  });

  test('property: amounts with sparse digits (many zeros) read back too', () => {
    const digit = fc.constantFrom(0, 0, 0, 0, 1, 5, 9);
    fc.assert(fc.property(fc.array(digit, { minLength: 14, maxLength: 14 }), (ds) => {
      const cents = BigInt(ds.join(''));
      const capital = capitalAmount(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`)!;
      expect(readCapital(capital)).toBe(cents);
      expect(capital).not.toContain('零零');
    }), { numRuns: 2000 });
  });
});

describe('金额 rules (blur), after 必填项', () => {
  test('an empty required amount: 必填项', () => {
    expect(validateField(control({}, true), '')).toBe('必填项');
  });
  test('not a number → 数字格式不正确!', () => {
    expect(validateField(control(), '12a')).toBe('数字格式不正确!');
    expect(validateField(control(), '1,234')).toBe('数字格式不正确!');
  });
  test('more than 2 decimal places → 金额最多保留两位小数', () => {
    expect(validateField(control(), '1.234')).toBe('金额最多保留两位小数');
    expect(validateField(control(), 1.234)).toBe('金额最多保留两位小数');
    expect(validateField(control(), '1.23')).toBeUndefined();
  });
  test('below 0 → 金额不能为负数', () => {
    expect(validateField(control(), '-0.01')).toBe('金额不能为负数');
    expect(validateField(control(), 0)).toBeUndefined();
  });
  test('1 000 000 000 000 or more → 金额不能超过 999999999999.99', () => {
    expect(validateField(control(), '1000000000000')).toBe('金额不能超过 999999999999.99');
    expect(validateField(control(), '999999999999.99')).toBeUndefined();
  });
  test('the rules apply in the issue\'s order', () => {
    expect(amountProblem('-1.234')).toBe('金额最多保留两位小数');
    expect(amountProblem('-1000000000000')).toBe('金额不能为负数');
  });
  test('it is checked on blur', () => {
    expect(amount.validation.trigger).toBe('blur');
  });
});

describe('金额 shown, printed and exported', () => {
  test('formatted with the currency sign, thousands separated by , and always 2 decimals', () => {
    expect(formatAmount('1234.5')).toBe('¥1,234.50');
    expect(formatAmount(1234567.891, 'USD')).toBe('$1,234,567.89');
    expect(formatAmount('0', 'EUR')).toBe('€0.00');
    expect(formatAmount(100, 'HKD')).toBe('HK$100.00');
  });
  test('printed with the 大写 beside it for CNY, without for another currency', () => {
    expect(plainText(formatPrintValue(control(), '1234.56'))).toBe('¥1,234.56（大写：壹仟贰佰叁拾肆元伍角陆分）');
    expect(plainText(formatPrintValue(control({ currency: 'USD' }), '1234.56'))).toBe('$1,234.56');
  });
  test('exported as a number cell; a condition compares it as a number', () => {
    expect(columnKindOf(control())).toBe('number');
    expect(controlCell(control(), '1234.5')).toBe(1234.5);
    const kind = conditionKindOf(control())!;
    expect(kind.name).toBe('number');
    expect(kind.matches('gt', '5000.01', 5000, control())).toBe(true);
    expect(kind.matches('gt', '4999', 5000, control())).toBe(false);
  });
});

describe('金额 in tables and exports', () => {
  test('a 金额 column\'s footer sum shows ¥', () => {
    const t = table.create('t');
    const column = createTableColumn(amount, 'fee', 't', '费用');
    const withColumn = { ...t, props: { ...t.props, showSummary: true }, children: [column] };
    expect(tableFooterSums(withColumn, [['1000.5'], ['234']])).toEqual({ fee: '总计：¥1,234.50' });
  });
  test('the export column keeps numbers and formats them as ¥#,##0.00', () => {
    expect(fieldColumn(control(), 'f', '金额')).toEqual({ id: 'f', header: '金额', kind: 'number', numberFormat: '"¥"#,##0.00' });
    expect(fieldColumn(control({ currency: 'HKD' }), 'f', '金额').numberFormat).toBe('"HK$"#,##0.00');
  });
});
