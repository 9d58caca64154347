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
  if (file !== base && !file.startsWith(base + sep)) return { ok: false, status: 403 };
  return { ok: true, file };
}
