// Issue 18 items 1 and 7: the demo server over real HTTP, attacked as the security pass did.
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { startDemoServer } from '../../../adapters/demo/server/main';

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

let server: Server;
let demoToken: string;
let port: number;
let parent: string;
let sibling: string;

/** A raw request: the path goes on the wire exactly as written (fetch would normalise `..`). */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const own = () => `http://127.0.0.1:${port}`;
const identity = async () => JSON.parse((await send('GET', '/api/baseinfo/get_user_summary?includePermission=0')).body).data.name as string;

async function upload(name: string, type: string, content: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  form.append('filename', name);
  const response = await fetch(`${own()}/api/storage/add_file`, { method: 'POST', body: form });
  return (await response.json()).data._id as string;
}

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'demo-server-'));
  const root = join(parent, 'dist');
  // A sibling whose name starts like the served folder: what a prefix check without a separator lets out.
  sibling = join(parent, 'dist-demo');
  mkdirSync(root);
  mkdirSync(sibling);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(sibling, 'secret.js'), 'SECRET-OUTSIDE-THE-STATIC-FOLDER');
  // Real symlinks inside the served folder that point out of it: one to a file, one to a whole folder.
  symlinkSync(join(sibling, 'secret.js'), join(root, 'leak.js'));
  symlinkSync(sibling, join(root, 'assets'));
  // A symlink that stays inside the folder is harmless and still served.
  writeFileSync(join(root, 'app.js'), 'APP-BUNDLE');
  symlinkSync(join(root, 'app.js'), join(root, 'app-latest.js'));
  ({ server, demoToken } = await startDemoServer(0, root));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(parent, { recursive: true, force: true });
});

describe('demo-server: path traversal out of --static', () => {
  it.each([
    `/..%2fdist-demo%2fsecret.js`,
    `/..%2Fdist-demo%2Fsecret.js`,
    `/%2e%2e%2fdist-demo%2fsecret.js`,
    `/..%5cdist-demo%5csecret.js`,
  ])('GET %s does not escape the folder', async (path) => {
    const answer = await send('GET', path);
    expect(answer.body).not.toContain('SECRET-OUTSIDE-THE-STATIC-FOLDER');
    expect([403, 200]).toContain(answer.status);
  });

  it('GET /..%2fdist-demo%2fsecret.js is refused with 403', async () => {
    const answer = await send('GET', `/..%2fdist-demo%2fsecret.js`);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).msg).toBe('禁止访问该路径');
  });

  it('files inside the folder are still served', async () => {
    const answer = await send('GET', '/index.html');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>app</title>');
  });
});

describe('demo-server: symlinks out of --static (issue 32, item 16)', () => {
  it.each(['/leak.js', '/assets/secret.js'])('a symlink leading out of the folder (GET %s) is refused with 403', async (path) => {
    const answer = await send('GET', path);
    expect(answer.body).not.toContain('SECRET-OUTSIDE-THE-STATIC-FOLDER');
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).msg).toBe('禁止访问该路径');
  });

  it('a symlink that stays inside the folder is still served', async () => {
    const answer = await send('GET', '/app-latest.js');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('APP-BUNDLE');
  });
});

describe('demo-server: a malformed % escape', () => {
  it.each(['/%', '/%E0%A4%A', '/flow/workflow/%zz', '/api/storage/get_file%'])('GET %s answers 400 with a Chinese message, not 500', async (path) => {
    const answer = await send('GET', path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).msg).toBe('请求路径无效');
  });
});

describe('demo-server: security headers (clickjacking, MIME sniffing, injected script)', () => {
  it('the app page carries a strict CSP, X-Frame-Options and nosniff', async () => {
    const answer = await send('GET', '/flowapplicationcenter');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('API answers carry them too', async () => {
    const answer = await send('GET', '/api/baseinfo/get_user_summary?includePermission=0');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeDefined();
  });
});

describe('demo-server: cross-site requests (CSRF) and DNS rebinding', () => {
  it('a cross-origin text/plain POST to /__demo/identity does not switch the signed-in identity', async () => {
    const before = await identity();
    const answer = await send('POST', '/__demo/identity', { origin: 'https://evil.example', 'content-type': 'text/plain' }, '{"identity":"approver"}');
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).msg).toBe('拒绝来自其他网站的请求');
    expect(await identity()).toBe(before);
  });

  it('a cross-site form post without Origin (Sec-Fetch-Site: cross-site) is refused', async () => {
    const answer = await send('POST', '/__demo/reset', { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, '{}');
    expect(answer.status).toBe(403);
  });

  it('a cross-origin POST to a business call (approve) is refused as well', async () => {
    const answer = await send('POST', '/flow/workflow/instance/approve', { origin: 'http://127.0.0.1.evil.example', 'content-type': 'application/json' }, '{}');
    expect(answer.status).toBe(403);
  });

  it('a same-origin demo call must be JSON: text/plain answers 415 and changes nothing', async () => {
    const before = await identity();
    const answer = await send('POST', '/__demo/identity', { origin: own(), 'content-type': 'text/plain' }, '{"identity":"approver"}');
    expect(answer.status).toBe(415);
    expect(await identity()).toBe(before);
  });

  it('issue 38: a /__demo/ switch from 127.0.0.1 without the X-Demo-Token printed at start is refused and changes nothing', async () => {
    const before = await identity();
    for (const [method, path, body] of [['POST', '/__demo/identity', '{"identity":"approver"}'], ['POST', '/__demo/reset', '{}'], ['POST', '/__demo/import', '{}'], ['GET', '/__demo/export', undefined]] as const) {
      const answer = await send(method, path, { 'content-type': 'application/json' }, body);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body).msg).toBe('演示控制接口（/__demo/）需要启动时打印的 X-Demo-Token');
      const wrong = await send(method, path, { 'content-type': 'application/json', 'x-demo-token': 'f'.repeat(32) }, body);
      expect(wrong.status).toBe(403);
    }
    expect(demoToken).toMatch(/^[0-9a-f]{32}$/);
    expect(await identity()).toBe(before);
  });

  it('a same-origin JSON demo call still works', async () => {
    const answer = await send('POST', '/__demo/identity', { origin: own(), 'content-type': 'application/json', 'x-demo-token': demoToken }, '{"identity":"applicant"}');
    expect(answer.status).toBe(200);
  });

  it('a request for another host name (DNS rebinding to 127.0.0.1) is refused', async () => {
    const answer = await send('GET', '/api/baseinfo/get_user_summary?includePermission=0', { host: `evil.example:${port}` });
    expect(answer.status).toBe(403);
  });
});

describe('demo-server: uploaded files are never served as a page', () => {
  it('invoice.html uploaded as text/html is a download of bytes, sandboxed, not sniffed', async () => {
    const id = await upload('invoice.html', 'text/html', '<script>parent.approve()</script>');
    const answer = await send('GET', `/api/storage/get_file?_id=${encodeURIComponent(id)}&addWatermark=1`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(String(answer.headers['content-security-policy'])).toMatch(/^sandbox;/);
  });

  it.each([
    ['claim.pdf', 'application/pdf', /^inline;/],
    ['notes.txt', 'application/octet-stream', /^attachment;/],
    ['data.xml', 'application/octet-stream', /^attachment;/],
    ['picture.svg', 'application/octet-stream', /^attachment;/],
  ])('%s sent with an HTML type is served by its extension, never as text/html', async (name, type, disposition) => {
    const id = await upload(name, 'text/html', '<html><script>alert(1)</script></html>');
    const answer = await send('GET', `/api/storage/get_file?_id=${encodeURIComponent(id)}`);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['content-disposition']).toMatch(disposition);
    expect(String(answer.headers['content-security-policy'])).toMatch(/^sandbox;/);
  });

  it('an image is served inline as its own type (the <img> preview keeps working)', async () => {
    const id = await upload('photo.PNG', 'text/html', 'not really a png');
    const answer = await send('GET', `/api/storage/get_file?_id=${encodeURIComponent(id)}`);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-disposition']).toMatch(/^inline;/);
  });
});
