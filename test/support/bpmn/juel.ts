/**
 * A small JUEL (Java Unified Expression Language) evaluator for the tests: the subset our camunda7 / flowable
 * exports write — literals, variables, `.method(args)` calls (String.contains, List.contains, List.size and the
 * `approval` bean), `empty`, `!`, `&&`, `||`, `*`, comparisons and `? :` — with EL's meaning (null compares equal
 * only to null; strings compare lexically). It parses, never evaluates text as code.
 */
type Token = { kind: 'num' | 'str' | 'id' | 'op'; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?)|'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|([A-Za-z_][A-Za-z0-9_]*)|(==|!=|<=|>=|&&|\|\||[<>!?:().,*]))/y;
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) throw new Error(`JUEL: cannot read at ${index}: ${source.slice(index)}`);
    index = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({ kind: 'num', text: match[1] });
    else if (match[2] !== undefined || match[3] !== undefined) tokens.push({ kind: 'str', text: (match[2] ?? match[3]).replace(/\\(.)/g, '$1') });
    else if (match[4] !== undefined) tokens.push({ kind: 'id', text: match[4] });
    else tokens.push({ kind: 'op', text: match[5] });
  }
  return tokens;
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function compare(op: string, a: unknown, b: unknown): boolean {
  if (op === '==') return a === b || (a !== null && b !== null && typeof a === typeof b && a === b);
  if (op === '!=') return !compare('==', a, b);
  if (a === null || a === undefined || b === null || b === undefined) return false;
  const x = a as number | string;
  const y = b as number | string;
  switch (op) {
    case '<': return x < y;
    case '<=': return x <= y;
    case '>': return x > y;
    default: return x >= y;
  }
}

function callMethod(target: unknown, name: string, args: unknown[]): unknown {
  if ((typeof target === 'string' || Array.isArray(target)) && name === 'contains') return (target as string & unknown[]).includes(args[0] as string);
  if (Array.isArray(target) && name === 'size') return target.length;
  const method = (target as Record<string, unknown> | null)?.[name];
  if (typeof method !== 'function') throw new Error(`JUEL: no method ${name}`);
  return (method as (...a: unknown[]) => unknown).apply(target, args);
}

export function evaluateJuel(source: string, variables: Readonly<Record<string, unknown>>): unknown {
  const tokens = tokenize(source);
  let at = 0;
  const peek = (text: string) => tokens[at]?.kind === 'op' && tokens[at].text === text || (tokens[at]?.kind === 'id' && tokens[at].text === text);
  const expect = (text: string) => {
    if (!peek(text)) throw new Error(`JUEL: expected ${text} in ${source}`);
    at++;
  };
  // Lazy operands: `a && b` does not evaluate b when a is false, as in EL.
  type Thunk = () => unknown;
  function ternary(): Thunk {
    const test = or();
    if (!peek('?')) return test;
    at++;
    const yes = ternary();
    expect(':');
    const no = ternary();
    return () => (test() === true ? yes() : no());
  }
  function or(): Thunk {
    let left = and();
    while (peek('||')) {
      at++;
      const a = left;
      const b = and();
      left = () => a() === true || b() === true;
    }
    return left;
  }
  function and(): Thunk {
    let left = comparison();
    while (peek('&&')) {
      at++;
      const a = left;
      const b = comparison();
      left = () => a() === true && b() === true;
    }
    return left;
  }
  function comparison(): Thunk {
    const left = product();
    const op = tokens[at];
    if (op?.kind === 'op' && ['==', '!=', '<', '<=', '>', '>='].includes(op.text)) {
      at++;
      const right = product();
      return () => compare(op.text, left(), right());
    }
    return left;
  }
  // 按比例会签's completion: completed * 100 >= ratio * instances.
  function product(): Thunk {
    let left = unary();
    while (peek('*')) {
      at++;
      const a = left;
      const b = unary();
      left = () => Number(a()) * Number(b());
    }
    return left;
  }
  function unary(): Thunk {
    if (peek('!')) {
      at++;
      const operand = unary();
      return () => operand() !== true;
    }
    if (peek('empty')) {
      at++;
      const operand = unary();
      return () => isEmpty(operand());
    }
    return postfix();
  }
  function postfix(): Thunk {
    let value = primary();
    while (peek('.')) {
      at++;
      const name = tokens[at++].text;
      expect('(');
      const args: Thunk[] = [];
      while (!peek(')')) {
        args.push(ternary());
        if (peek(',')) at++;
      }
      expect(')');
      const target = value;
      value = () => callMethod(target(), name, args.map((arg) => arg()));
    }
    return value;
  }
  function primary(): Thunk {
    const token = tokens[at++];
    if (!token) throw new Error(`JUEL: unexpected end of ${source}`);
    if (token.kind === 'num') return () => Number(token.text);
    if (token.kind === 'str') return () => token.text;
    if (token.kind === 'op' && token.text === '(') {
      const inner = ternary();
      expect(')');
      return inner;
    }
    if (token.kind === 'id') {
      if (token.text === 'null') return () => null;
      if (token.text === 'true' || token.text === 'false') return () => token.text === 'true';
      return () => (Object.hasOwn(variables, token.text) ? variables[token.text] : null);
    }
    throw new Error(`JUEL: unexpected ${token.text} in ${source}`);
  }
  const result = ternary();
  if (at !== tokens.length) throw new Error(`JUEL: unexpected ${tokens[at].text} in ${source}`);
  return result();
}
