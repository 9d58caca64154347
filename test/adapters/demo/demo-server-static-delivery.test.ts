// Issue 31: demo-server delivers the built app as a real server should for a phone on 4G: hashed chunks cached
// for a year, what names the build always revalidated, text compressed (brotli where the client accepts it).
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startDemoServer } from '../../../adapters/demo/server/main';
import { encodingFor } from '../../../server/node/static-delivery';

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

let server: Server;
let port: number;
let root: string;
const chunk = `console.log(${JSON.stringify('审批流 '.repeat(2000))});`;

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'GET', path, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'demo-static-'));
  mkdirSync(join(root, 'js'));
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>审批流</title>${'<!-- shell -->'.repeat(100)}`);
  writeFileSync(join(root, 'js', 'app.1a2b3c4d.js'), chunk);
  writeFileSync(join(root, 'app-sw.js'), `self.BUILD = 'one';${' '.repeat(2000)}`);
  writeFileSync(join(root, 'tiny.1a2b3c4d.js'), 'x');
  ({ server } = await startDemoServer(0, root));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
});

describe('cache headers of the built app', () => {
  it('a hashed chunk is cached for a year and never revalidated (immutable)', async () => {
    const answer = await get('/js/app.1a2b3c4d.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('index.html, the history fallback and the service worker are always revalidated (a deploy is seen at once)', async () => {
    for (const path of ['/', '/index.html', '/approvingFlow', '/app-sw.js']) {
      expect([path, (await get(path)).headers['cache-control']]).toEqual([path, 'no-cache']);
    }
  });

  it('a revalidation with the current ETag gets 304 without a body; a new build gets a new ETag and its bytes', async () => {
    const first = await get('/app-sw.js');
    const etag = String(first.headers.etag);
    const again = await get('/app-sw.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    writeFileSync(join(root, 'app-sw.js'), `self.BUILD = 'two';${' '.repeat(2000)}`);
    utimesSync(join(root, 'app-sw.js'), new Date(), new Date(Date.now() + 5000));
    const deployed = await get('/app-sw.js', { 'if-none-match': etag });
    expect(deployed.status).toBe(200);
    expect(deployed.headers.etag).not.toBe(etag);
    expect(deployed.body.toString('utf8')).toContain("self.BUILD = 'two'");
  });
});

describe('compression of the built app', () => {
  it('brotli when the client accepts it: the body is the file, much smaller', async () => {
    const answer = await get('/js/app.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(chunk);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(chunk) / 10);
  });

  it('gzip for a client without brotli, and the ETag differs from the brotli one', async () => {
    const gz = await get('/js/app.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    const br = await get('/js/app.1a2b3c4d.js', { 'accept-encoding': 'br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(chunk);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
  });

  it('plain bytes for a client that accepts no encoding, and for files too small to gain', async () => {
    const plain = await get('/js/app.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(chunk);
    const tiny = await get('/tiny.1a2b3c4d.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('the client\'s q-values decide: br;q=0 gets gzip, * accepts brotli, identity only gets none', () => {
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('*')).toBe('br');
    expect(encodingFor('identity')).toBe('identity');
    expect(encodingFor(undefined)).toBe('identity');
    expect(encodingFor('gzip;q=0.5, br;q=0.0')).toBe('gzip');
  });
});
