// Starts the real server (`npm run server`: server/node/main.ts, PGlite in a fresh DATA_DIR, the demo company
// seeded) on a free port, serving a built app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './harness.mjs';

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startAppServerProcess(staticDir = 'dist', { env = {}, startMs = 120000 } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-server-'));
  const child = spawn(process.execPath, ['-r', '@swc/register', 'server/node/main.ts'], {
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.join(repoRoot, staticDir), TIMER_INTERVAL_SECONDS: '3600', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) { child.kill(); throw new Error(`the server did not start: ${output}`); }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    close: async () => {
      await new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
