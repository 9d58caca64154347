/**
 * Turns formula tokens (spec 9: operators + - * / ( ), the digits 0-9 and the dot, and computed objects
 * `{id}`) into lexemes: consecutive digits and dots typed one by one become one number literal.
 * Entry point: `lexFormula(tokens)`.
 */
import type { FormulaToken } from '../model/control';

export type Operator = '+' | '-' | '*' | '/';

export type Lexeme =
  | { kind: 'number'; text: string }
  | { kind: 'operator'; op: Operator }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'ref'; id: string };

const NUMBER_PIECE = /^[0-9.]+$/;
const NUMBER_LITERAL = /^\d+(\.\d+)?$/;

/** The lexemes, or undefined when a token is not an operator, digits/dot or `{id}`, or a literal is malformed. */
export function lexFormula(tokens: readonly unknown[]): Lexeme[] | undefined {
  const out: Lexeme[] = [];
  let pending = '';
  const flush = (): boolean => {
    if (pending === '') return true;
    if (!NUMBER_LITERAL.test(pending)) return false;
    out.push({ kind: 'number', text: pending });
    pending = '';
    return true;
  };
  for (const token of tokens) {
    if (typeof token === 'number' && Number.isFinite(token) && token >= 0) {
      pending += String(token);
      continue;
    }
    if (typeof token === 'string') {
      if (NUMBER_PIECE.test(token)) {
        pending += token;
        continue;
      }
      if (!flush()) return undefined;
      if (token === '+' || token === '-' || token === '*' || token === '/') out.push({ kind: 'operator', op: token });
      else if (token === '(') out.push({ kind: 'open' });
      else if (token === ')') out.push({ kind: 'close' });
      else return undefined;
      continue;
    }
    if (token !== null && typeof token === 'object' && typeof (token as { id?: unknown }).id === 'string') {
      if (!flush()) return undefined;
      out.push({ kind: 'ref', id: (token as { id: string }).id });
      continue;
    }
    return undefined;
  }
  return flush() ? out : undefined;
}

/** Ids of the computed objects a formula refers to, in order of first appearance. */
export function formulaRefs(tokens: readonly FormulaToken[] | undefined): string[] {
  const ids: string[] = [];
  if (!Array.isArray(tokens)) return ids;
  for (const token of tokens) {
    if (token !== null && typeof token === 'object' && typeof token.id === 'string' && !ids.includes(token.id)) {
      ids.push(token.id);
    }
  }
  return ids;
}
