/**
 * The one Decimal constructor of the domain: an isolated clone of decimal.js so that no other code's global
 * configuration changes our arithmetic. Exact decimal arithmetic for formulas and table sums (spec 5, 9).
 */
import DecimalJs from 'decimal.js';

// Precision 20 (decimal.js default) keeps division ~30% cheaper than 34; amounts of up to 18 integer digits
// with 2 decimals still add and subtract exactly.
export const Decimal = DecimalJs.clone({ precision: 20, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Decimal = InstanceType<typeof Decimal>;

export const ZERO = new Decimal(0);

/** Plain decimal notation (never exponent form) with `-0` shown as `0`. */
export function plainString(value: Decimal): string {
  return value.isZero() ? '0' : value.toFixed();
}
