/**
 * Formula validation, every rule of spec 5 "Formula", checked in the spec's order. The formula editor runs it
 * on submit; check-form runs it on every number calculator.
 * Entry points: `checkFormula(tokens, result)` (which rule failed) and `validateFormula(tokens, result)` (message).
 */
import { validationMessages } from '../messages';
import { compileFormula } from './compile-formula';
import { Decimal } from './decimal';
import { lexFormula } from './formula-lexer';

export type FormulaRule =
  | 'resultRequired'
  | 'unknownToken'
  | 'leadingOperator'
  | 'trailingOperator'
  | 'unbalancedBrackets'
  | 'adjacentOperators'
  | 'divisionByZero'
  | 'numberFollowedByObjectOrBracket'
  | 'closeBracketFollowedByNumber'
  | 'notAnExpression';

export interface FormulaIssue {
  rule: FormulaRule;
  message: string;
}

const fail = (rule: FormulaRule): FormulaIssue => ({
  rule,
  message: rule === 'resultRequired' ? validationMessages.formulaResultRequired : validationMessages.formulaInvalid,
});

/** The first rule the formula breaks, or undefined when it is valid (an empty formula is valid). */
export function checkFormula(tokens: readonly unknown[] | undefined, result?: unknown): FormulaIssue | undefined {
  if (!tokens || tokens.length === 0) return undefined;
  if (result === undefined || result === null || result === '') return fail('resultRequired');
  const lexemes = lexFormula(tokens);
  if (!lexemes) return fail('unknownToken');
  const first = lexemes[0];
  const last = lexemes[lexemes.length - 1];
  if (first.kind === 'operator' || first.kind === 'close') return fail('leadingOperator');
  if (last.kind === 'operator' || last.kind === 'open') return fail('trailingOperator');
  let depth = 0;
  for (const lexeme of lexemes) {
    if (lexeme.kind === 'open') depth++;
    else if (lexeme.kind === 'close' && --depth < 0) break;
  }
  if (depth !== 0) return fail('unbalancedBrackets');
  for (let i = 1; i < lexemes.length; i++) {
    const previous = lexemes[i - 1];
    const current = lexemes[i];
    if (previous.kind === 'operator' && current.kind === 'operator') return fail('adjacentOperators');
  }
  for (let i = 1; i < lexemes.length; i++) {
    const previous = lexemes[i - 1];
    const current = lexemes[i];
    if (previous.kind === 'operator' && previous.op === '/' && current.kind === 'number' && new Decimal(current.text).isZero()) {
      return fail('divisionByZero');
    }
  }
  for (let i = 1; i < lexemes.length; i++) {
    const previous = lexemes[i - 1].kind;
    const current = lexemes[i].kind;
    if (previous === 'number' && (current === 'ref' || current === 'open')) return fail('numberFollowedByObjectOrBracket');
  }
  for (let i = 1; i < lexemes.length; i++) {
    if (lexemes[i - 1].kind === 'close' && lexemes[i].kind === 'number') return fail('closeBracketFollowedByNumber');
  }
  // Anything else the parser cannot read (e.g. "()" or two objects in a row) cannot be calculated either.
  if (!compileFormula(tokens)) return fail('notAnExpression');
  return undefined;
}

/** The spec's failure message, or undefined when the formula is valid. */
export function validateFormula(tokens: readonly unknown[] | undefined, result?: unknown): string | undefined {
  return checkFormula(tokens, result)?.message;
}
