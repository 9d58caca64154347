// `npm run test:browser`: build the demo bundle once, then run every spec with node's test runner.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { repoRoot, assertBrowserAvailable } from './harness.mjs';

assertBrowserAvailable();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.SKIP_BUILD) {
  run('npx', ['webpack', '--mode', 'production', '--env', 'profile=demo', '--env', `outDir=${process.env.DIST_DIR ?? 'dist-demo'}`]);
  // The live profile's build, run by live.spec.mjs against `npm run demo-server`.
  if (!process.env.SKIP_LIVE_BUILD) run('npx', ['webpack', '--mode', 'production', '--env', 'profile=live', '--env', 'outDir=dist']);
  // A development build (React's warnings on), run by dev-console.spec.mjs: the console must stay clean.
  if (!process.env.SKIP_DEV_BUILD) run('npx', ['webpack', '--mode', 'development', '--env', 'profile=demo', '--env', 'outDir=dist-dev']);
}
const specDir = path.join(repoRoot, 'test/browser/specs');
const only = process.argv.slice(2);
const specs = (only.length ? only : fs.readdirSync(specDir).filter((f) => f.endsWith('.spec.mjs')).map((f) => path.join(specDir, f)));
run('node', ['--test', '--test-concurrency=1', '--test-reporter=spec', ...specs]);
