// Issue 37: the backend core runs in the browser demo and in Node, so it reads no host's globals — who is asking,
// the clock, the network and the storage reach it through its ports. (Imports are checked by `npm run lint`.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '../..');
const HOST_GLOBALS = /\b(window|document|localStorage|sessionStorage|indexedDB|BroadcastChannel|navigator|process|require|Buffer|__dirname)\b\s*[.(]/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The lines of code (comments dropped) that use a host global. */
function hostGlobalUses(file: string): string[] {
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').split('\n').map((line) => line.replace(/\/\/.*$/, ''));
  return code.flatMap((line, i) => (HOST_GLOBALS.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : []));
}

test('server/core uses no browser or Node global (window, indexedDB, BroadcastChannel, process, Buffer …)', () => {
  const files = sourcesUnder(join(root, 'server/core'));
  expect(files.length).toBeGreaterThan(20);
  expect(files.flatMap(hostGlobalUses)).toEqual([]);
});

test('the host-global check catches a use', () => {
  expect(HOST_GLOBALS.test("const channel = new BroadcastChannel('x');")).toBe(true);
  expect(HOST_GLOBALS.test('if (process.env.X) return;')).toBe(true);
  expect(HOST_GLOBALS.test('const windowSize = 3;')).toBe(false);
});

// Issue 37: who is asking is passed to the routes and use cases (a `Caller`), never read from a session there.
test('server/core and server/http never look up the caller from a session (store.currentUser, tabSession)', () => {
  const files = [...sourcesUnder(join(root, 'server/core')), ...sourcesUnder(join(root, 'server/http'))]
    .filter((file) => !file.endsWith(join('store', 'demo-store.ts')));
  const lookups = files.flatMap((file) => readFileSync(file, 'utf8').split('\n')
    .flatMap((line, i) => (/\.currentUser\(|\.tabSession\b/.test(line.replace(/\/\/.*$/, '')) ? [`${relative(root, file)}:${i + 1}`] : [])));
  expect(files.length).toBeGreaterThan(50);
  expect(lookups).toEqual([]);
});
