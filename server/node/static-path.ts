import { realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/**
 * The file a request path names inside the served folder, or why it cannot be served (issue 18, item 7).
 * `/..%2fdist-demo%2fx.js` decodes to `/../dist-demo/x.js`, which resolves to a sibling folder whose name
 * merely starts like the root: the check is "the root itself or below root + separator", not a prefix.
 */
export type StaticPath = { ok: true; file: string } | { ok: false; status: 400 | 403 };

export function staticPathOf(root: string, pathname: string): StaticPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { ok: false, status: 400 }; // a malformed % escape is the client's mistake, not a 500
  }
  if (decoded.includes('\0')) return { ok: false, status: 400 };
  const base = resolve(root);
  const file = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (!isInside(base, file)) return { ok: false, status: 403 };
  return { ok: true, file };
}

/** The root itself or below root + separator (not a mere prefix: `dist-demo` is not inside `dist`). */
function isInside(base: string, file: string): boolean {
  return file === base || file.startsWith(base + sep);
}

/**
 * Where a file staticPathOf let through really lies (issue 32, item 16): the path check above is
 * textual, and a symlink inside the folder (`leak.js -> ../secret.js`, `assets -> /etc`) still reads outside.
 * Both sides are resolved to their real paths; a file whose real path leaves the real root is 'outside'.
 */
export type StaticFileKind = 'file' | 'outside' | 'absent';

export async function realStaticFileOf(root: string, file: string): Promise<StaticFileKind> {
  const real = await realpath(file).catch(() => undefined);
  if (!real) return 'absent';
  const base = await realpath(resolve(root)).catch(() => resolve(root));
  if (!isInside(base, real)) return 'outside';
  return await stat(real).then((s) => (s.isFile() ? 'file' : 'absent'), () => 'absent' as const);
}
