/**
 * Compiles formula tokens once into a postfix program evaluated with exact decimals (decimal.js) by our own
 * parser: user text never reaches `eval` or `new Function`. Spec 9: division by zero or NaN gives 0.
 * Entry points: `compileFormula(tokens)` -> `CompiledFormula | undefined`, `evaluate(lookup)`.
 */
import { Decimal, ZERO } from './decimal';
import { lexFormula, type Lexeme, type Operator } from './formula-lexer';

/** Postfix instructions: a constant, a reference, a binary operator, or unary minus. */
type Instruction =
  | { code: 0; value: Decimal }
  | { code: 1; id: string }
  | { code: 2; op: Operator }
  | { code: 3 };

export interface CompiledFormula {
  /** Ids of the computed objects the formula reads, each once. */
  readonly refs: readonly string[];
  /**
   * The result, or undefined when a referenced value is missing (the calculator is then blank, spec 4).
   * `lookup` returns the current value of a referenced control as a Decimal (convert inputs once).
   */
  evaluate(lookup: (id: string) => Decimal | undefined): Decimal | undefined;
}

const PRECEDENCE: Record<Operator | 'neg', number> = { '+': 1, '-': 1, '*': 2, '/': 2, neg: 3 };

/** Builds the postfix program with the shunting-yard algorithm (iterative: deep brackets cannot overflow). */
function toPostfix(lexemes: readonly Lexeme[]): Instruction[] | undefined {
  const output: Instruction[] = [];
  const stack: Array<Operator | 'neg' | '('> = [];
  // True where an operand is expected: at the start and after an operator or an opening bracket.
  let expectOperand = true;
  for (const lexeme of lexemes) {
    switch (lexeme.kind) {
      case 'number':
      case 'ref':
        if (!expectOperand) return undefined;
        output.push(lexeme.kind === 'number' ? { code: 0, value: new Decimal(lexeme.text) } : { code: 1, id: lexeme.id });
        expectOperand = false;
        break;
      case 'open':
        if (!expectOperand) return undefined;
        stack.push('(');
        break;
      case 'close': {
        if (expectOperand) return undefined;
        let top = stack.pop();
        while (top !== undefined && top !== '(') {
          output.push(top === 'neg' ? { code: 3 } : { code: 2, op: top });
          top = stack.pop();
        }
        if (top !== '(') return undefined;
        break;
      }
      case 'operator': {
        if (expectOperand) {
          // A sign right after an opening bracket, e.g. (-1); adjacent operators are rejected by validation.
          if (lexeme.op === '-') stack.push('neg');
          else if (lexeme.op !== '+') return undefined;
          break;
        }
        const precedence = PRECEDENCE[lexeme.op];
        for (let top = stack[stack.length - 1]; top !== undefined && top !== '(' && PRECEDENCE[top] >= precedence; top = stack[stack.length - 1]) {
          stack.pop();
          output.push(top === 'neg' ? { code: 3 } : { code: 2, op: top });
        }
        stack.push(lexeme.op);
        expectOperand = true;
        break;
      }
    }
  }
  if (expectOperand) return undefined;
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    if (top === '(') return undefined;
    output.push(top === 'neg' ? { code: 3 } : { code: 2, op: top });
  }
  return output;
}

class PostfixFormula implements CompiledFormula {
  private readonly stack: Decimal[] = [];

  constructor(private readonly program: readonly Instruction[], readonly refs: readonly string[]) {}

  evaluate(lookup: (id: string) => Decimal | undefined): Decimal | undefined {
    const stack = this.stack;
    let size = 0;
    let divisionByZero = false;
    for (const instruction of this.program) {
      switch (instruction.code) {
        case 0:
          stack[size++] = instruction.value;
          break;
        case 1: {
          const value = lookup(instruction.id);
          if (value === undefined) return undefined;
          stack[size++] = value;
          break;
        }
        case 3:
          stack[size - 1] = stack[size - 1].neg();
          break;
        case 2: {
          const right = stack[--size];
          const left = stack[size - 1];
          switch (instruction.op) {
            case '+': stack[size - 1] = left.plus(right); break;
            case '-': stack[size - 1] = left.minus(right); break;
            case '*': stack[size - 1] = left.times(right); break;
            case '/':
              if (right.isZero()) {
                divisionByZero = true;
                stack[size - 1] = ZERO;
              } else {
                stack[size - 1] = left.div(right);
              }
              break;
          }
          break;
        }
      }
    }
    const result = stack[0];
    stack.length = 0;
    // Spec 9: division by zero or NaN gives 0 (for the whole result, as a JavaScript Infinity/NaN would).
    if (divisionByZero || !result.isFinite()) return ZERO;
    return result;
  }
}

/** The compiled formula, or undefined when the tokens do not form an expression. An empty formula has no value. */
export function compileFormula(tokens: readonly unknown[]): CompiledFormula | undefined {
  const lexemes = lexFormula(tokens);
  if (!lexemes || lexemes.length === 0) return undefined;
  const program = toPostfix(lexemes);
  if (!program) return undefined;
  const refs: string[] = [];
  for (const lexeme of lexemes) if (lexeme.kind === 'ref' && !refs.includes(lexeme.id)) refs.push(lexeme.id);
  return new PostfixFormula(program, refs);
}
