import { checkSerialNo, formatSerialNo, serialNoRuleOf, serialPeriodOf } from '../../../../domain/flow';

const rule = (raw: Record<string, unknown>) => serialNoRuleOf({ serialNo: raw })!;

describe('审批编号 (settings.serialNo)', () => {
  it('serialNo format: prefix + launch date + sequence padded to digits, QJ202611240007', () => {
    expect(formatSerialNo(rule({ prefix: 'QJ', date: 'YYYYMMDD', digits: 4, reset: 'daily' }), '2026-11-24T09:00', 7)).toBe('QJ202611240007');
  });

  it('serialNo separator "-" goes between the non-empty parts only', () => {
    expect(formatSerialNo(rule({ prefix: 'QJ', date: 'YYYYMMDD', digits: 4, separator: '-' }), '2026-11-24', 7)).toBe('QJ-20261124-0007');
    expect(formatSerialNo(rule({ prefix: '', date: 'YYYYMM', digits: 3, separator: '-' }), '2026-11-24', 12)).toBe('202611-012');
    expect(formatSerialNo(rule({ prefix: 'BX', date: '', digits: 2, separator: '-' }), '2026-11-24', 5)).toBe('BX-05');
  });

  it('serialNo reset period: daily, monthly, yearly, never; without reset it follows the date part', () => {
    const day = '2026-11-24T23:59';
    expect(['daily', 'monthly', 'yearly', 'never'].map((reset) => serialPeriodOf(rule({ reset }), day))).toEqual(['20261124', '202611', '2026', '']);
    expect(serialPeriodOf(rule({ date: 'YYYY' }), day)).toBe('2026');
    expect(serialPeriodOf(rule({ date: '' }), day)).toBe('');
  });

  it('no serialNo rule: no number', () => {
    expect(serialNoRuleOf({})).toBeUndefined();
    expect(serialNoRuleOf(undefined)).toBeUndefined();
  });

  it('check: serialNo digits outside 1–10', () => {
    expect(checkSerialNo({ serialNo: { digits: 0 } })).toEqual(['审批编号的序号位数必须是 1–10 的整数，现在是 0']);
    expect(checkSerialNo({ serialNo: { digits: 11 } })).toHaveLength(1);
    expect(checkSerialNo({ serialNo: { digits: 2.5 } })).toHaveLength(1);
    expect(checkSerialNo({ serialNo: { digits: 1 } })).toEqual([]);
    expect(checkSerialNo({ serialNo: { digits: 10, date: 'DD' } })).toEqual(['审批编号的日期格式只能是 YYYYMMDD、YYYYMM、YYYY 或不含日期']);
  });
});
