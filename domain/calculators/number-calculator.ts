/**
 * The number calculator (moduleId 24, spec 4): computes its formula when every related field has a value, and
 * is blank otherwise; the result is shown in the chosen format (spec 9).
 * Entry point: `computeNumberCalculator(control, lookup)` -> shown text ('' while blank).
 */
import type { Control } from '../model/control';
import { compileFormula, type CompiledFormula } from '../formula/compile-formula';
import type { Decimal } from '../formula/decimal';
import { formatResult } from '../formula/format-result';

/** The compiled formula of a calculator, or undefined when it has none (compile once, evaluate often). */
export function calculatorFormula(control: Control): CompiledFormula | undefined {
  const tokens = control.props?.formula;
  return Array.isArray(tokens) && tokens.length > 0 ? compileFormula(tokens) : undefined;
}

export function computeNumberCalculator(
  control: Control,
  lookup: (id: string) => Decimal | undefined,
  formula: CompiledFormula | undefined = calculatorFormula(control),
): string {
  if (!formula) return '';
  const result = formula.evaluate(lookup);
  return result === undefined ? '' : formatResult(result, control.props?.result);
}
