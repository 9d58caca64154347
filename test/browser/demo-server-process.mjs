// Starts `npm run demo-server` (the demo backend over real HTTP) on a free port, serving a built app.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { repoRoot } from './harness.mjs';

/** A port nothing listens on now, on loopback (the servers the specs start take one each). */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `args`: more of demo-server's options (e.g. `['--seed', '10000']`, which takes longer to start: `startMs`). */
export async function startDemoServer(staticDir = 'dist', { args = [], startMs = 60000 } = {}) {
  const port = await freePort();
  // The token of its /__demo/* switches (issue 38): chosen here, so the specs can send it (X-Demo-Token).
  const token = randomBytes(16).toString('hex');
  const child = spawn(process.execPath, ['-r', '@swc/register', 'adapters/demo/server/main.ts', '--static', staticDir, ...args], {
    cwd: repoRoot, env: { ...process.env, PORT: String(port), DEMO_TOKEN: token }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`demo-server exited: ${output}`);
    try {
      const response = await fetch(`${url}/config.json`);
      if (response.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) { child.kill(); throw new Error(`demo-server did not start: ${output}`); }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, token, close: () => new Promise((resolve) => { child.once('exit', resolve); child.kill(); }) };
}
