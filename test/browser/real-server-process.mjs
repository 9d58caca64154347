// Starts the real server (`npm run server`: server/node on PGlite, the demo company seeded) on a free port,
// serving a built live app; its data lives in a temporary folder removed at close.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './harness.mjs';
import { freePort } from './demo-server-process.mjs';

/** `env`: more settings (SESSION_IDLE_MINUTES, …). Resolves once /readyz says ready. */
export async function startRealServer(staticDir = 'dist', { env = {}, startMs = 120000 } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-server-browser-'));
  const child = spawn(process.execPath, ['-r', '@swc/register', 'server/node/main.ts', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.resolve(repoRoot, staticDir), TIMER_INTERVAL_SECONDS: '3600', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) { child.kill(); throw new Error(`the server did not start: ${output}`); }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    output: () => output,
    close: async () => {
      if (child.exitCode === null) await new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in over HTTP (outside the browser) and answers a caller of the API with that session's cookie. */
export async function apiAs(url, username, password) {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!login.ok) throw new Error(`${username} could not sign in: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  return async (method, pathName, body) => {
    const response = await fetch(`${url}${pathName}`, {
      method, headers: { Cookie: cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return response.json();
  };
}
