/** Where /login returns to after signing in: a path of this app (never another site, never /login itself). */
export const DEFAULT_RETURN_PATH = '/flowapplicationcenter';

export function returnPathOf(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return DEFAULT_RETURN_PATH;
  if (from === '/login' || from.startsWith('/login?') || from.startsWith('/login/')) return DEFAULT_RETURN_PATH;
  return from;
}
