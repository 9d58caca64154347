// Issue 24: use cases and pages react to the failure types the ports declare (ConflictFailure, NotFoundFailure, …),
// never to an HTTP status: only the http adapter reads the numbers (adapters/http/typed-failure.ts).
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

/** A comparison with an HTTP status (`error.code === 409`, `404 === status`, `case 403:`). */
const STATUS_TEST = /[!=]==\s*[1-5]\d\d\b|\b[1-5]\d\d\s*[!=]==|\bcase\s+[1-5]\d\d\s*:/;

export function statusTests(text: string): string[] {
  return text.split('\n').filter((line) => STATUS_TEST.test(line.replace(/\/\/.*$/, '')));
}

test('no use case or component tests an HTTP status', () => {
  const found: string[] = [];
  for (const layer of ['application', 'ui']) {
    for (const file of fs.readdirSync(path.join(repo, layer), { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file)) continue;
      for (const line of statusTests(fs.readFileSync(path.join(repo, layer, file), 'utf8'))) found.push(`${layer}/${file}: ${line.trim()}`);
    }
  }
  expect(found).toEqual([]);
});

test('the status check catches the shapes it forbids', () => {
  expect(statusTests('const conflict = isApiFailure(error) && error.code === 409;')).toHaveLength(1);
  expect(statusTests("const status = 404 === code ? 'notFound' : 'failed';")).toHaveLength(1);
  expect(statusTests('switch (code) {\n  case 403: return;\n}')).toHaveLength(1);
  expect(statusTests('if (error instanceof ConflictFailure) return; // was code === 409')).toHaveLength(0);
});
