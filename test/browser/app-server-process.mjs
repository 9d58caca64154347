// Starts the real server (`npm run server`: server/node on PGlite in a fresh data folder) serving a built app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './harness.mjs';

/** Resolves once the server logged its address (a first start migrates and seeds PGlite: up to a minute). */
export async function startAppServer(staticDir = 'dist', { env = {}, startMs = 120000 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'approval-browser-'));
  const child = spawn(process.execPath, ['-r', '@swc/register', 'server/node/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: path.join(repoRoot, staticDir), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill(); reject(new Error(`the server did not start: ${output}`)); }, startMs);
    const read = (chunk) => {
      output += chunk;
      const started = /审批流服务已启动：(http:\/\/[\d.:]+)/.exec(output);
      if (started) { clearTimeout(timer); resolve(started[1]); }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`the server exited (${code}): ${output}`)); });
  });
  return {
    url,
    close: () => new Promise((resolve) => {
      child.once('exit', () => { fs.rmSync(dataDir, { recursive: true, force: true }); resolve(); });
      child.kill('SIGTERM');
    }),
  };
}
