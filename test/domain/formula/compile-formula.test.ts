import { compileFormula } from '../../../domain/formula/compile-formula';
import { Decimal } from '../../../domain/formula/decimal';
import { formatResult } from '../../../domain/formula/format-result';
import * as fs from 'node:fs';
import * as path from 'node:path';

const values = (map: Record<string, string | number>) => (id: string) => (id in map ? new Decimal(map[id]) : undefined);
const run = (tokens: unknown[], map: Record<string, string | number> = {}) => compileFormula(tokens)?.evaluate(values(map))?.toString();

describe('formula evaluation (spec 9 "Number calculator")', () => {
  it('is exact decimal arithmetic: 0.1 + 0.2 = 0.3', () => {
    expect(run([{ id: 'a' }, '+', { id: 'b' }], { a: '0.1', b: '0.2' })).toBe('0.3');
  });

  it('follows operator precedence and brackets', () => {
    expect(run(['2', '+', '3', '*', '4'])).toBe('14');
    expect(run(['(', '2', '+', '3', ')', '*', '4'])).toBe('20');
    expect(run(['1', '0', '-', '4', '-', '3'])).toBe('3');
    expect(run(['8', '/', '4', '/', '2'])).toBe('1');
    expect(run(['(', '-', '2', ')', '*', '3'])).toBe('-6');
  });

  it('division by zero or NaN gives 0', () => {
    expect(run([{ id: 'a' }, '/', { id: 'b' }], { a: 5, b: 0 })).toBe('0');
    expect(run(['(', { id: 'a' }, '/', { id: 'b' }, ')', '+', '7'], { a: 0, b: 0 })).toBe('0');
  });

  it('is blank (undefined) while a referenced value is missing', () => {
    expect(run([{ id: 'a' }, '+', { id: 'b' }], { a: 1 })).toBeUndefined();
  });

  it('lists the referenced objects once each', () => {
    expect(compileFormula([{ id: 'a' }, '+', { id: 'a' }, '*', { id: 'b' }])?.refs).toEqual(['a', 'b']);
  });

  it('survives deeply nested brackets without overflowing the stack', () => {
    const tokens = [...Array(20000).fill('('), '1', ...Array(20000).fill(')')];
    expect(run(tokens)).toBe('1');
  });

  it('never uses eval or new Function', () => {
    for (const file of ['compile-formula.ts', 'formula-lexer.ts', 'validate-formula.ts', 'format-result.ts']) {
      const source = fs.readFileSync(path.join(__dirname, '../../../domain/formula', file), 'utf8');
      expect(source).not.toMatch(/\beval\s*\(|new\s+Function\s*\(/);
    }
  });
});

describe('result formats round, ceil, floor, fixed1, fixed2', () => {
  it.each([
    ['round', '2.5', '3'],
    ['round', '2.49', '2'],
    ['ceil', '2.01', '3'],
    ['floor', '2.99', '2'],
    ['fixed1', '3.14159', '3.1'],
    ['fixed1', '3', '3.0'],
    ['fixed2', '3.14159', '3.14'],
    ['fixed2', '1.005', '1.01'],
  ])('%s of %s is %s', (format, value, shown) => {
    expect(formatResult(new Decimal(value), format)).toBe(shown);
  });

  it('a blank value stays blank', () => {
    expect(formatResult(undefined, 'fixed2')).toBe('');
  });
});
