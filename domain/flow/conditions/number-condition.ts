/** Numbers (数字, 天数): a number or a numeric string, compared exactly (decimal.js, so 0.1 + 0.2 style errors cannot flip a branch). */
import type { Decimal } from '../../formula/decimal';
import { toDecimal } from '../../validation/number-value';
import { orderedKind } from './ordered-kind';

const parse = (value: unknown): Decimal | undefined => toDecimal(typeof value === 'string' ? value.trim() : value);

export const numberCondition = orderedKind('number', parse, (a, b) => a.comparedTo(b), (value) => String(value ?? ''));
