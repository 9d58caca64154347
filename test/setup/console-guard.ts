/**
 * Fails a test that prints an unexpected console.error or console.warn (React's act() and key warnings,
 * antd deprecations, a caught error logged and forgotten...). Why: a full jest run once printed ~230 such
 * warnings, and real ones drowned among them. Loaded for every test file by jest.config.cjs
 * (setupFilesAfterEnv).
 *
 * A test that expects a console message declares it, and the message must then be printed:
 *
 *   import { expectConsoleError } from '../../setup/console-guard';
 *   expectConsoleError(/页面渲染失败/);
 *
 * (`jest.spyOn(console, 'error').mockImplementation(...)` also keeps a test quiet, but hides every other
 * message too: prefer naming the one you expect.)
 */

type Level = 'error' | 'warn';

interface Allowance {
  level: Level;
  pattern: RegExp | string;
  seen: number;
}

interface Printed {
  level: Level;
  text: string;
  /** The project's own frames of the call's stack (no node_modules), to say where it came from. */
  from: string[];
}

interface GuardState {
  allowances: Allowance[];
  unexpected: Printed[];
}

// On globalThis, so a test file that resets its modules still talks to the same guard.
const KEY = Symbol.for('approval-studio.console-guard');
const holder = globalThis as unknown as Record<symbol, GuardState | undefined>;
const state: GuardState = (holder[KEY] ??= { allowances: [], unexpected: [] });

function textOf(args: unknown[]): string {
  // React formats its warnings printf-style ("%s"): substitute, so patterns match what a reader sees.
  const [first, ...rest] = args;
  if (typeof first === 'string' && first.includes('%')) {
    let i = 0;
    const formatted = first.replace(/%[sdifoOc]/g, () => (i < rest.length ? String(rest[i++]) : ''));
    return [formatted, ...rest.slice(i).map(String)].join(' ');
  }
  return args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' ');
}

function projectFrames(stack: string): string[] {
  return stack.split('\n').slice(1)
    .filter((line) => line.includes('/') && !line.includes('node_modules') && !line.includes('console-guard'))
    .slice(0, 4).map((line) => line.trim());
}

function matches(pattern: RegExp | string, text: string): boolean {
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}

function install(level: Level): void {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const text = textOf(args);
    const allowance = state.allowances.find((a) => a.level === level && matches(a.pattern, text));
    if (allowance) {
      allowance.seen += 1;
      return;
    }
    state.unexpected.push({ level, text, from: projectFrames(new Error().stack ?? '') });
    original(...args);
  };
}

/** Declares that the current test prints a console.error matching `pattern` (and fails if it does not). */
export function expectConsoleError(pattern: RegExp | string): void {
  state.allowances.push({ level: 'error', pattern, seen: 0 });
}

/** Declares that the current test prints a console.warn matching `pattern` (and fails if it does not). */
export function expectConsoleWarn(pattern: RegExp | string): void {
  state.allowances.push({ level: 'warn', pattern, seen: 0 });
}

function report(when: string): string[] {
  const problems = state.unexpected.map(({ level, text, from }) => (
    `console.${level} was called ${when} and nothing expected it:\n    ${text.split('\n').slice(0, 6).join('\n    ')}`
    + (from.length > 0 ? `\n  printed from:\n    ${from.join('\n    ')}` : '')
  ));
  for (const { level, pattern, seen } of state.allowances) {
    if (seen === 0) problems.push(`expectConsole${level === 'error' ? 'Error' : 'Warn'}(${String(pattern)}) was declared but no console.${level} matched it`);
  }
  state.unexpected = [];
  state.allowances = [];
  return problems;
}

const HOW_TO_ALLOW = 'Fix its cause; if the message is part of what the test checks, declare it with '
  + 'expectConsoleError(pattern) / expectConsoleWarn(pattern) from test/setup/console-guard.ts.';

function failOn(problems: string[]): void {
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n${HOW_TO_ALLOW}`);
}

install('error');
install('warn');

beforeEach(() => {
  // Printed between tests (after the previous test's end): blamed on the file's next test, with that said.
  failOn(report('after the previous test had finished (a late timer, promise or render of it)'));
});

afterEach(() => {
  failOn(report('during this test'));
});

afterAll(() => {
  failOn(report('after the last test of this file had finished (a late timer, promise or render)'));
});
