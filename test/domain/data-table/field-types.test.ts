import { fieldTypeOf } from '../../../domain/data-table';
import { DateFieldMessages } from '../../../domain/data-table/field-types/date-field';
import { NumberFieldMessages } from '../../../domain/data-table/field-types/number-field';

const read = (type: string, text: string) => fieldTypeOf(type).readCell(text);

describe('数据表 cell types', () => {
  test('a 数字 cell takes plain decimals (and thousands commas), stored as a number; an empty one is null', () => {
    expect(read('number', ' 1,200.50 ')).toEqual({ ok: true, value: 1200.5 });
    expect(read('number', '-3')).toEqual({ ok: true, value: -3 });
    expect(read('number', '')).toEqual({ ok: true, value: null });
  });

  test('a 数字 cell refuses text that is not a number: 请输入数字', () => {
    for (const text of ['12a', '1e5', '--1', '¥5', 'NaN', 'Infinity']) expect(read('number', text)).toEqual({ ok: false, message: NumberFieldMessages.notNumber });
  });

  test('a 数字 cell refuses more than 15 significant digits (it would not be stored as typed)', () => {
    expect(read('number', '1234567890123456')).toEqual({ ok: false, message: NumberFieldMessages.tooManyDigits });
    expect(read('number', '123456789012345')).toEqual({ ok: true, value: 123456789012345 });
    expect(read('number', '0.000000000000001')).toEqual({ ok: true, value: 1e-15 });
  });

  test('a 日期 cell takes a real calendar day as YYYY-MM-DD (slashes and short parts normalised)', () => {
    expect(read('date', '2026/3/7')).toEqual({ ok: true, value: '2026-03-07' });
    expect(read('date', '2028-02-29')).toEqual({ ok: true, value: '2028-02-29' });
    for (const text of ['2026-02-30', '2026-13-01', '07-03-2026', '明天']) expect(read('date', text)).toEqual({ ok: false, message: DateFieldMessages.notDate });
  });

  test('a 文本 cell keeps the text without surrounding spaces; an unknown column type reads as text', () => {
    expect(read('string', '  行政部 ')).toEqual({ ok: true, value: '行政部' });
    expect(read('money', '12a')).toEqual({ ok: true, value: '12a' });
  });

  test('holds: stored values of the wrong type are told apart (a backend sending "12" for a number)', () => {
    expect(fieldTypeOf('number').holds('12')).toBe(false);
    expect(fieldTypeOf('number').holds(12)).toBe(true);
    expect(fieldTypeOf('date').holds('2026-3-7')).toBe(false);
    expect(fieldTypeOf('string').holds(null)).toBe(true);
  });
});
