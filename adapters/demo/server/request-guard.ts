/**
 * Which requests the demo server refuses before any handler runs (issue 18, item 7):
 * - a path with a malformed `%` escape (400, where it used to crash into a 500);
 * - a Host that is not this loopback server (DNS rebinding: a page of evil.example resolving to 127.0.0.1);
 * - a state-changing request sent by another site: a browser always names the sender in `Origin` on a
 *   cross-origin POST, and `Sec-Fetch-Site` says cross-site even where Origin is stripped. A form post or a
 *   `text/plain` fetch from evil.example used to switch the signed-in identity;
 * - a body to a demo control call (`/__demo/…`) that is not JSON, which no page can send cross-origin
 *   without a CORS preflight this server never grants.
 * - a demo control call (`/__demo/…`: identity, export, import, fault) from anywhere but this machine
 *   (issue 25): the switches stay in the demo backend, on the loopback interface only;
 * - a demo control call without the server's random token in `X-Demo-Token` (issue 38: a flow's 触发器, sent
 *   by the server itself from 127.0.0.1, imported a backup that made its designer 系统管理员). The token is made
 *   at start and printed; loopback alone proves nothing.
 * Tools without a browser (curl, tests) send neither header and are let through.
 */
export type GuardResult = { ok: true } | { ok: false; status: 400 | 403 | 415; msg: string };

export interface GuardedRequest {
  method: string;
  pathname: string;
  header(name: string): string | undefined;
  /** The peer's address (the socket's remoteAddress). */
  remoteAddress?: string;
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const DEMO_CONTROL_LOOPBACK_ONLY = '演示控制接口（/__demo/）只接受本机（127.0.0.1）的请求';
export const DEMO_TOKEN_HEADER = 'x-demo-token';
export const DEMO_TOKEN_REQUIRED = '演示控制接口（/__demo/）需要启动时打印的 X-Demo-Token';

/**
 * The token every `/__demo/…` call must carry (issue 38): 128 random bits per start, printed by the server, or
 * DEMO_TOKEN when set (at least 16 letters, digits, - or _; for scripts that start the server themselves).
 */
export function demoTokenOf(env: string | undefined): string {
  if (env !== undefined && /^[\w-]{16,}$/.test(env)) return env;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares without stopping at the first difference (no timing hint of how much of a guess was right). */
function sameToken(given: string | undefined, token: string | undefined): boolean {
  if (given === undefined || token === undefined || given.length !== token.length) return false;
  let difference = 0;
  for (let i = 0; i < token.length; i++) difference |= given.charCodeAt(i) ^ token.charCodeAt(i);
  return difference === 0;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * `demoToken`: the token every `/__demo/…` call must carry in X-Demo-Token (none: a server without the switches
 * refuses every such call). `publicOrigin`: the address people
 * reach the server by (the real server's PUBLIC_URL behind a reverse proxy): its host and origin are accepted
 * beside loopback.
 */
export function guardRequest(request: GuardedRequest, port: number, demoToken: string | undefined, publicOrigin?: string): GuardResult {
  try {
    decodeURIComponent(request.pathname);
  } catch {
    return { ok: false, status: 400, msg: '请求路径无效' }; // a malformed % escape is the client's mistake, not a 500
  }
  if (request.pathname.startsWith('/__demo/') && !LOOPBACK_ADDRESSES.has(request.remoteAddress ?? '')) {
    return { ok: false, status: 403, msg: DEMO_CONTROL_LOOPBACK_ONLY };
  }
  const host = request.header('host') ?? '';
  const publicHost = publicOrigin === undefined ? undefined : new URL(publicOrigin).host;
  if (host !== publicHost && !LOOPBACK_HOSTS.some((name) => host === `${name}:${port}` || host === name)) {
    return { ok: false, status: 403, msg: '请求的主机名不被接受' };
  }
  const tokenMissing = request.pathname.startsWith('/__demo/') && !sameToken(request.header(DEMO_TOKEN_HEADER), demoToken);
  if (SAFE_METHODS.has(request.method)) return tokenMissing ? { ok: false, status: 403, msg: DEMO_TOKEN_REQUIRED } : { ok: true };
  const origin = request.header('origin');
  if (origin !== undefined && origin !== `http://${host}` && origin !== publicOrigin) return { ok: false, status: 403, msg: '拒绝来自其他网站的请求' };
  if (request.header('sec-fetch-site') === 'cross-site') return { ok: false, status: 403, msg: '拒绝来自其他网站的请求' };
  if (request.pathname.startsWith('/__demo/') && request.method !== 'DELETE') {
    const type = (request.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') return { ok: false, status: 415, msg: '演示控制接口只接受 JSON 请求' };
  }
  if (tokenMissing) return { ok: false, status: 403, msg: DEMO_TOKEN_REQUIRED };
  return { ok: true };
}
