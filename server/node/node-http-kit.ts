import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { securityHeaders } from './security-headers';
import { realStaticFileOf, staticPathOf } from './static-path';
import type { StaticDelivery } from './static-delivery';

/** Node's http server and the backend's fetch-native routes, between each other; and the built app's files. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json', '.txt': 'text/plain; charset=utf-8',
};

export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function toRequest(req: IncomingMessage, origin: string): Request {
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

export async function send(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => { if (key !== 'set-cookie') res.setHeader(key, value); });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  // A response that states its length (a file download) is streamed as it is read; the rest are small answers.
  if (response.body && response.headers.has('content-length')) {
    await pipeline(Readable.fromWeb(response.body as never), res).catch(() => res.destroy());
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Serves a built app's file; unknown paths get index.html (history fallback). False when nothing fits. */
export async function serveStatic(files: StaticDelivery, dir: string, pathname: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
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

export function refuseWith(res: ServerResponse, status: number, msg: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ code: status, msg, data: null }));
}

/** Sets the security headers on whatever the response ends up being (handlers may set their own CSP). */
export function withSecurityHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
    const extra = securityHeaders({ has: (name) => res.hasHeader(name) });
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

