// Issue 33, item 6: the CLI names where a file stops being JSON instead of quoting the engine's message.
import fc from 'fast-check';
import { jsonErrorPlace } from '../../../adapters/cli/json-error-place';

const parses = (text: string): boolean => {
  try { JSON.parse(text); return true; } catch { return false; }
};

test('the place of the first character that is not JSON, 1-based line and column', () => {
  expect(jsonErrorPlace('{"a": 1,\n "b": tru}')).toEqual({ offset: 15, line: 2, column: 7, ended: false });
  expect(jsonErrorPlace('[1, 2')).toEqual({ offset: 5, line: 1, column: 6, ended: true });
  expect(jsonErrorPlace('')).toEqual({ offset: 0, line: 1, column: 1, ended: true });
  expect(jsonErrorPlace('01')).toMatchObject({ offset: 1 });
  expect(jsonErrorPlace('"a\\x"')).toMatchObject({ offset: 3 }); // the x after the backslash
  expect(jsonErrorPlace('{"a":1} x')).toMatchObject({ offset: 8 });
});

test('deep nesting is scanned without recursion', () => {
  expect(jsonErrorPlace('['.repeat(1_000_000))).toMatchObject({ offset: 1_000_000, ended: true });
});

test('property: a place is found exactly when JSON.parse refuses the text', () => {
  const jsonish = fc.oneof(
    fc.json(),
    fc.json().map((t) => t.slice(0, Math.max(0, t.length - 1))),
    fc.string({ unit: fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '1', '-', '.', 'e', 't', 'n', ' ', '\\', 'u', 'a') }),
  );
  fc.assert(fc.property(jsonish, (text) => (jsonErrorPlace(text) === undefined) === parses(text)), { numRuns: 3000 });
});
