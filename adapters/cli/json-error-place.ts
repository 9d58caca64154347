/**
 * Where a text stops being JSON, for the CLI's "not JSON" message (issue 33, item 6): the engine's own
 * message quotes the file's first characters ("root:*:202"… of /etc/shadow), so the CLI names the place
 * instead and never the content. An iterative scan (no recursion: a file of 10^6 "[" is fine) of RFC 8259.
 * Entry point: `jsonErrorPlace(text)`.
 */
export interface JsonErrorPlace {
  /** 0-based offset of the first character that cannot be JSON (the text's length when it ends too early). */
  readonly offset: number;
  /** 1-based line and column (in characters) of that offset. */
  readonly line: number;
  readonly column: number;
  /** The text ended while a value was still open. */
  readonly ended: boolean;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

type Expect = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'afterValue';

/** The first offset where `text` is not JSON, or undefined when it is JSON. */
function firstBadOffset(text: string): number | undefined {
  let i = 0;
  const stack: string[] = [];
  let expect: Expect = 'value';
  const skipWhitespace = () => { WHITESPACE.lastIndex = i; WHITESPACE.exec(text); i = WHITESPACE.lastIndex; };
  /** Reads a string at i (on its opening quote); false at the bad character. */
  const readString = (): boolean => {
    i += 1;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 0x22) { i += 1; return true; }
      if (c < 0x20) return false;
      if (c !== 0x5c) { i += 1; continue; }
      ESCAPE.lastIndex = i;
      if (!ESCAPE.test(text)) { i += 1; return false; }
      i = ESCAPE.lastIndex;
    }
    return false;
  };
  for (;;) {
    skipWhitespace();
    const c = text[i];
    if (expect === 'afterValue') {
      const open = stack[stack.length - 1];
      if (open === undefined) return i === text.length ? undefined : i;
      if (c === ',') { i += 1; expect = open === '{' ? 'key' : 'value'; continue; }
      if (c !== (open === '{' ? '}' : ']')) return i;
      i += 1; stack.pop(); continue;
    }
    if (expect === 'key' || expect === 'keyOrEnd') {
      if (expect === 'keyOrEnd' && c === '}') { i += 1; stack.pop(); expect = 'afterValue'; continue; }
      if (c !== '"' || !readString()) return i;
      skipWhitespace();
      if (text[i] !== ':') return i;
      i += 1; expect = 'value'; continue;
    }
    if (expect === 'valueOrEnd' && c === ']') { i += 1; stack.pop(); expect = 'afterValue'; continue; }
    if (c === '{' || c === '[') { stack.push(c); i += 1; expect = c === '{' ? 'keyOrEnd' : 'valueOrEnd'; continue; }
    expect = 'afterValue';
    if (c === '"') { if (!readString()) return i; continue; }
    const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
    if (word) { i += word.length; continue; }
    NUMBER.lastIndex = i;
    if (NUMBER.test(text) && NUMBER.lastIndex > i) { i = NUMBER.lastIndex; continue; }
    return i;
  }
}

export function jsonErrorPlace(text: string): JsonErrorPlace | undefined {
  const offset = firstBadOffset(text);
  if (offset === undefined) return undefined;
  const before = text.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  return { offset, line: before.split('\n').length, column: offset - lastBreak, ended: offset >= text.length };
}
