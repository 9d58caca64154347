import { numberCondition } from '../../../domain/flow/conditions/number-condition';
import { Decimal } from '../../../domain/formula/decimal';
import fc from 'fast-check';

const control = { id: 'n', moduleId: 6, name: 'n', config: { title: 'n' }, props: {} } as const;
const holds = (actual: unknown, op: 'eq' | 'gt' | 'lt' | 'ge' | 'le' | 'ne', expected: unknown) => numberCondition.matches(op, actual, expected, control);

describe('numbers in conditions are compared exactly', () => {
  it('digits beyond floating point still count', () => {
    expect(holds('3.00000000000000000001', 'gt', 3)).toBe(true);
    expect(holds('0.30000000000000000000', 'eq', '0.3')).toBe(true);
    expect(holds(0.1 + 0.2, 'gt', '0.3')).toBe(true);
  });

  it('signs, zeros, leading and trailing zeros', () => {
    expect(holds('-0', 'eq', 0)).toBe(true);
    expect(holds('-1.5', 'lt', '-1.25')).toBe(true);
    expect(holds('007.50', 'eq', 7.5)).toBe(true);
    expect(holds('10', 'gt', '9.99')).toBe(true);
    expect(holds(1e21, 'eq', '1000000000000000000000')).toBe(true);
    expect(holds(1e-7, 'gt', 0)).toBe(true);
  });

  it('text that is not a number never matches', () => {
    expect(holds('abc', 'ne', 1)).toBe(false);
    expect(holds('1,000', 'gt', 1)).toBe(false);
    expect(holds(Number.NaN, 'ne', 1)).toBe(false);
  });

  it('agrees with decimal.js on any pair of decimals', () => {
    const decimalText = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 25n }), fc.nat({ max: 30 })).map(([neg, digits, scale]) => {
      const raw = digits.toString().padStart(scale + 1, '0');
      const text = scale === 0 ? raw : `${raw.slice(0, raw.length - scale)}.${raw.slice(raw.length - scale)}`;
      return neg ? `-${text}` : text;
    });
    fc.assert(fc.property(decimalText, decimalText, (a, b) => {
      const expected = new Decimal(a).comparedTo(new Decimal(b));
      return holds(a, 'gt', b) === (expected > 0) && holds(a, 'eq', b) === (expected === 0) && holds(a, 'lt', b) === (expected < 0);
    }), { numRuns: 2000 });
  });
});
