import { checkFormula, validateFormula } from '../../../domain/formula/validate-formula';

const INVALID = '编辑的公式不符合计算规则，无法计算';
const a = { id: 'a' };
const b = { id: 'b' };

describe('formula validation (spec 5 "Formula")', () => {
  it('an empty formula is valid, with or without a result display', () => {
    expect(validateFormula([])).toBeUndefined();
    expect(validateFormula(undefined)).toBeUndefined();
  });

  it('a result display must be chosen', () => {
    expect(validateFormula([a, '+', b])).toBe('请选择结果显示方式');
    expect(checkFormula([a, '+', b], '')?.rule).toBe('resultRequired');
    expect(validateFormula([a, '+', b], 'round')).toBeUndefined();
  });

  it.each(['+', '-', '*', '/', ')'])('must not start with %s', (op) => {
    expect(checkFormula([op, a], 'round')).toEqual({ rule: 'leadingOperator', message: INVALID });
  });

  it.each(['+', '-', '*', '/', '('])('must not end with %s', (op) => {
    expect(checkFormula([a, op], 'round')).toEqual({ rule: 'trailingOperator', message: INVALID });
  });

  it('brackets must be balanced', () => {
    expect(checkFormula(['(', a, '+', b], 'round')?.rule).toBe('unbalancedBrackets');
    expect(checkFormula([a, ')', '+', '(', b], 'round')?.rule).toBe('unbalancedBrackets');
    expect(checkFormula(['(', a, '+', b, ')'], 'round')).toBeUndefined();
  });

  it('no two operators may be adjacent', () => {
    expect(checkFormula([a, '+', '*', b], 'round')).toEqual({ rule: 'adjacentOperators', message: INVALID });
  });

  it('no division by a zero literal', () => {
    expect(checkFormula([a, '/', '0'], 'round')?.rule).toBe('divisionByZero');
    expect(checkFormula([a, '/', '0', '.', '0'], 'round')?.rule).toBe('divisionByZero');
    expect(checkFormula([a, '/', '0', '.', '5'], 'round')).toBeUndefined();
  });

  it('a number cannot be followed by an object or an opening bracket', () => {
    expect(checkFormula(['2', a], 'round')?.rule).toBe('numberFollowedByObjectOrBracket');
    expect(checkFormula(['2', '(', a, ')'], 'round')?.rule).toBe('numberFollowedByObjectOrBracket');
  });

  it('a ) cannot be followed by a number', () => {
    expect(checkFormula(['(', a, ')', '2'], 'round')?.rule).toBe('closeBracketFollowedByNumber');
  });

  it('anything else that cannot be calculated fails with the same message', () => {
    expect(checkFormula([a, b], 'round')).toEqual({ rule: 'notAnExpression', message: INVALID });
    expect(checkFormula(['(', ')'], 'round')?.message).toBe(INVALID);
    expect(checkFormula(['x'], 'round')?.rule).toBe('unknownToken');
    expect(checkFormula(['1', '.', '.', '2'], 'round')?.rule).toBe('unknownToken');
  });

  it('accepts a well-formed formula with digits typed one by one', () => {
    expect(validateFormula(['(', a, '+', '1', '2', '.', '5', ')', '*', b, '/', '4'], 'fixed2')).toBeUndefined();
  });
});
