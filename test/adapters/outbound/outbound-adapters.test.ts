// Issue 38, finding 1: the outbound adapters check every request at send. A trigger aimed at demo-server's
// loopback `/__demo/*` switches (directly, by a name that resolves to 127.0.0.1, or by a 307) never reaches
// them; a session cookie in the design's headers is not sent; a target that never finishes its body holds no
// socket past the time limit; a huge answer is cut off.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchOutboundRequests } from '../../../adapters/outbound/fetch-outbound-requests';
import { nodeOutboundRequests } from '../../../adapters/outbound/node-outbound-requests';
import type { OutboxRequest } from '../../../domain/flow';

interface Seen { readonly url: string; readonly headers: http.IncomingHttpHeaders }

let server: http.Server;
let port = 0;
const seen: Seen[] = [];
const open = new Set<import('node:net').Socket>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/redirect') { res.writeHead(307, { Location: '/__demo/fault' }); res.end(); return; }
    if (req.url === '/never-ends') { res.writeHead(200); res.write('x'); return; }
    if (req.url === '/huge') { res.writeHead(200); res.end(Buffer.alloc(3 * 1024 * 1024)); return; }
    res.writeHead(201); res.end('{}');
  });
  server.on('connection', (socket) => { open.add(socket); socket.on('close', () => open.delete(socket)); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of open) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => { seen.length = 0; });

const req = (url: string, headers?: Record<string, string>): OutboxRequest => ({ nodeId: 'n-hook', method: 'POST', url, body: { a: 1 }, ...(headers ? { headers } : {}) });
/** erp.test resolves to this machine (a rebinding name, or an allowed inside host). */
const resolve = async () => [{ address: '127.0.0.1', family: 4 }];

describe('nodeOutboundRequests (demo-server, the real server)', () => {
  it('refuses the loopback switches by address, without a request', async () => {
    const outbound = nodeOutboundRequests({ resolve });
    for (const path of ['/__demo/import', '/__demo/identity', '/__demo/reset', '/flow/workflow/add_instance']) {
      expect(await outbound.send(req(`http://127.0.0.1:${port}${path}`))).toEqual({ ok: false, error: '请求未发送：不能向本机回环地址发送请求：127.0.0.1' });
    }
    expect(await outbound.send(req(`http://localhost:${port}/__demo/reset`))).toMatchObject({ ok: false });
    expect(seen).toEqual([]);
  });

  it('refuses a public-looking name that resolves to an inside address', async () => {
    const outbound = nodeOutboundRequests({ resolve });
    expect(await outbound.send(req(`http://erp.test:${port}/__demo/import`))).toEqual({ ok: false, error: '请求未发送：不能向本机回环地址发送请求：erp.test（127.0.0.1）' });
    expect(seen).toEqual([]);
  });

  it('an allowed host is sent to, without the design\'s Cookie and Host headers', async () => {
    const outbound = nodeOutboundRequests({ resolve, allow: ['erp.test'] });
    const result = await outbound.send(req(`http://erp.test:${port}/hook`, { Cookie: 'demo_session=zhoumin', Host: `127.0.0.1:${port}`, 'X-Api-Key': 'k1' }));
    expect(result).toMatchObject({ ok: true, status: 201 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(seen[0]!.headers.host).toBe(`erp.test:${port}`);
    expect(seen[0]!.headers['x-api-key']).toBe('k1');
  });

  it('does not follow a redirect', async () => {
    const outbound = nodeOutboundRequests({ resolve, allow: ['erp.test'] });
    expect(await outbound.send(req(`http://erp.test:${port}/redirect`))).toEqual({ ok: false, error: '请求被重定向（HTTP 307），未跟随' });
    expect(seen.map((s) => s.url)).toEqual(['/redirect']);
  });

  it('a body that never ends holds no socket past the time limit; a huge body is cut off', async () => {
    const outbound = nodeOutboundRequests({ resolve, allow: ['erp.test'], timeoutMs: 300 });
    const started = Date.now();
    expect(await outbound.send(req(`http://erp.test:${port}/never-ends`))).toEqual({ ok: false, error: '请求超时（300 毫秒）' });
    expect(Date.now() - started).toBeLessThan(3000);
    await new Promise((r) => setTimeout(r, 50));
    expect(open.size).toBe(0);
    expect(await nodeOutboundRequests({ resolve, allow: ['erp.test'] }).send(req(`http://erp.test:${port}/huge`))).toEqual({ ok: false, error: '响应超过 1024 KB，已中止读取' });
  });
});

describe('fetchOutboundRequests (the in-browser demo)', () => {
  it('refuses inside addresses and other schemes before fetch; drops Cookie; follows no redirect', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const outbound = fetchOutboundRequests(async (url, init) => { calls.push([String(url), init!]); return new Response('{}', { status: 200 }); });
    for (const url of ['http://127.0.0.1:4173/__demo/import', 'file:///etc/passwd', 'javascript:alert(1)', 'data:application/json,{}', 'http://169.254.169.254/']) {
      expect(await outbound.send(req(url))).toMatchObject({ ok: false, error: expect.stringMatching(/^请求未发送：/) });
    }
    expect(calls).toEqual([]);
    expect(await outbound.send(req('https://erp.example.com/hook', { Cookie: 'demo_session=zhoumin', 'X-Api-Key': 'k1' }))).toEqual({ ok: true, status: 200, body: '{}' });
    expect(calls[0]![1]).toMatchObject({ redirect: 'manual', headers: { 'X-Api-Key': 'k1', 'Content-Type': 'application/json' } });
    expect((calls[0]![1].headers as Record<string, string>).Cookie).toBeUndefined();
  });
});
