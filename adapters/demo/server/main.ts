/**
 * `npm run demo-server [-- --static dist]`: the demo backend's handlers over real HTTP on 127.0.0.1
 * (port from PORT, default 8090), so the live build can run against a real server. With `--static <dir>`
 * it also serves a built app with history fallback (unknown paths get index.html). `--data <file>` keeps the
 * demo data in a JSON file that survives a restart (in memory without it); `--seed <n>` starts from the seed plus
 * generated instances, n in all (server-demo-db.ts).
 * Security (issue 18, docs/SECURITY.md): requests from other sites and other host names are refused
 * (request-guard.ts), static paths cannot leave the folder (static-path.ts), every response carries CSP,
 * X-Frame-Options and nosniff (security-headers.ts), stored files are served by file-response-headers.ts.
 * The built app's files go out compressed (brotli or gzip) with long-lived cache headers for hashed chunks and
 * revalidation for what names the build (issue 31, static-delivery.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { openServerDemoDb, type ServerDataOptions } from './server-demo-db';
import { createHandlers } from '../demo-handlers';
import { startTimerClock } from '../../../server/core/timer-ticks';
import { ClientSessions } from './client-sessions';
import { DEMO_CONTROL_LOOPBACK_ONLY, guardRequest } from './request-guard';
import { securityHeaders } from './security-headers';
import { realStaticFileOf, staticPathOf } from './static-path';
import { StaticDelivery } from './static-delivery';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json', '.txt': 'text/plain; charset=utf-8',
};

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method, headers,
    body: hasBody ? (Readable.toWeb(req) as unknown as BodyInit) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Serves a built app's file; unknown paths get index.html (history fallback). False when nothing fits. */
async function serveStatic(files: StaticDelivery, dir: string, pathname: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const target = staticPathOf(dir, pathname);
  if (!target.ok) {
    refuseWith(res, target.status, target.status === 400 ? '请求路径无效' : '禁止访问该路径');
    return true;
  }
  const kind = await realStaticFileOf(dir, target.file);
  if (kind === 'outside') {
    refuseWith(res, 403, '禁止访问该路径');
    return true;
  }
  const file = kind === 'file' ? target.file : join(resolve(dir), 'index.html');
  const delivery = await files.deliver(file, CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', {
    acceptEncoding: headerOf(req, 'accept-encoding'), ifNoneMatch: headerOf(req, 'if-none-match'),
  });
  if (!delivery) return false;
  res.statusCode = delivery.status;
  for (const [name, value] of Object.entries(delivery.headers)) res.setHeader(name, value);
  res.end(req.method === 'HEAD' ? undefined : delivery.body);
  return true;
}

function refuseWith(res: ServerResponse, status: number, msg: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ code: status, msg, data: null }));
}

/** Sets the security headers on whatever the response ends up being (handlers may set their own CSP). */
function withSecurityHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
    const extra = securityHeaders({ has: (name) => res.hasHeader(name) });
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

export async function startDemoServer(port: number, staticDir?: string, data: ServerDataOptions = {}) {
  const store = await openServerDemoDb(data);
  // Each client (a cookie) is its own person; the database's identity is only the default.
  const sessions = new ClientSessions();
  store.tabSession = sessions;
  const handlers = createHandlers(store);
  // Cache and compression headers of the built app's files (static-delivery.ts).
  const files = new StaticDelivery();
  const server = createServer(async (req, res) => {
    const origin = `http://${req.headers.host ?? `127.0.0.1:${port}`}`;
    withSecurityHeaders(res);
    try {
      const pathname = (req.url ?? '/').split('?')[0];
      const listening = (server.address() as AddressInfo | null)?.port ?? port;
      const guard = guardRequest({ method: req.method ?? 'GET', pathname, header: (name) => headerOf(req, name), remoteAddress: req.socket.remoteAddress }, listening);
      if (!guard.ok) {
        refuseWith(res, guard.status, guard.msg);
        return;
      }
      // The live build fetches config.json beside index.html: point every host at this server.
      if (req.url === '/config.json' && staticDir) {
        const hosts = Object.fromEntries(['flow', 'api', 'v2', 'bzp_api', 'filter', '__demo'].map((s) => [s, origin]));
        await send(res, Response.json({ hosts, parentOrigin: origin, feedbackFlowId: 'model-feedback', notifyUrl: '' }));
        return;
      }
      const client = sessions.run(headerOf(req, 'cookie'), () => getResponse(handlers, toRequest(req, origin)));
      const response = await client.result;
      if (response) {
        if (client.setCookie) res.setHeader('Set-Cookie', client.setCookie);
        await send(res, response);
        return;
      }
      if (staticDir && (req.method === 'GET' || req.method === 'HEAD') && await serveStatic(files, staticDir, pathname, req, res)) return;
      refuseWith(res, 404, '接口不存在');
    } catch (error) {
      // The details stay in the server's log; the client gets one Chinese sentence, never a stack or message.
      console.error(error);
      if (!res.headersSent) refuseWith(res, 500, '服务器内部错误');
      else res.destroy();
    }
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  // A real timer fires the engine's due timers (延时, 超时) while the server runs.
  const stopClock = startTimerClock(store);
  server.on('close', stopClock);
  return { server, store };
}

if (require.main === module) {
  const port = Number(process.env['PORT'] ?? 8090);
  const seed = argValue('--seed');
  void startDemoServer(port, argValue('--static'), { file: argValue('--data'), seed: seed === undefined ? undefined : Number(seed) }).then(() => {
    console.log(`demo backend on http://127.0.0.1:${port}`);
    console.log(DEMO_CONTROL_LOOPBACK_ONLY);
  });
}
