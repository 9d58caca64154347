// Issue 14, item 9: an end date before the start date gave "-12 天" with no warning; a table number with
// decimalNum 2 kept 1999.555; a bare "http://" was told it must start with http://.
import { computeDateDifference } from '../../../domain/calculators/date-calculator';
import { validateForm } from '../../../domain/validation/validate-form';
import { validateField } from '../../../domain/validation/validate-field';
import { normalizeTableNumber } from '../../../domain/tables/table-number';
import type { Form } from '../../../domain/model/form';
import { column, control } from './fixtures';

describe('date calculator: end before start', () => {
  const form: Form = {
    id: 'f', name: '请假',
    controls: [
      control(3, {}, { title: '开始日期' }, { id: 'begin' }),
      control(3, {}, { title: '结束日期' }, { id: 'end' }),
      control(25, { unit: 'days' }, { title: '请假天数' }, { id: 'days', linkToControlsId: ['begin', 'end'] }),
    ],
  };

  test('shows no negative difference ("-12 天")', () => {
    expect(computeDateDifference('2024-05-20', '2024-05-08', 'days')).toBe('');
    expect(computeDateDifference('2024-05-08', '2024-05-20', 'days')).toBe('12');
  });

  test('the calculator reports spec 5\'s 开始时间晚于结束时间，请调整 (and the form cannot be submitted)', () => {
    const result = validateForm(form, { begin: '2024-05-20', end: '2024-05-08' });
    expect(result.errors).toEqual([{ controlId: 'days', message: '开始时间晚于结束时间，请调整' }]);
    expect(result.computed.days).toBe('');
    expect(validateForm(form, { begin: '2024-05-08', end: '2024-05-20' }).errors).toEqual([]);
  });
});

test('a table number with decimalNum 2 is rounded (1999.555 → 1999.56) and clamped to min/max (spec 5)', () => {
  const amount = column('amount', 6, { decimalNum: 2, min: 0, max: 5000 });
  expect(normalizeTableNumber(amount, '1999.555')?.toString()).toBe('1999.56');
  expect(normalizeTableNumber(amount, '-5')?.toString()).toBe('0');
  expect(normalizeTableNumber(amount, '9999.999')?.toString()).toBe('5000');
});

describe('link: a bare scheme is told what is missing', () => {
  const link = control(7);
  test('"http://" alone: the address after http:// is missing', () => {
    expect(validateField(link, 'http://')).toBe('链接格式不正确, http:// 后面需要填写网址');
    expect(validateField(link, 'https://')).toBe('链接格式不正确, https:// 后面需要填写网址');
  });
  test('anything else that is not http(s) keeps the spec message; a full URL passes', () => {
    expect(validateField(link, 'ftp://example.com')).toBe('链接格式不正确, 需要以 http:// 或 https:// 开头');
    expect(validateField(link, 'http://example.com')).toBeUndefined();
  });
});
