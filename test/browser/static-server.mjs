// A tiny static file server with history-mode fallback, for browser tests of a built bundle.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css',
  '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.map': 'application/json',
};

export function startStaticServer(rootDir, { port = 0, host = '127.0.0.1' } = {}) {
  const root = path.resolve(rootDir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // History fallback only for page navigations, never for assets or API-looking paths.
      if (path.extname(url.pathname)) { res.writeHead(404).end('not found'); return; }
      file = path.join(root, 'index.html');
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      ...(file.endsWith('mockServiceWorker.js') ? { 'service-worker-allowed': '/' } : {}),
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolve({ url: `http://${host}:${actual}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
