/**
 * `npm start`: builds the live app when dist/ is missing or older than the sources, then runs the real server
 * (main.ts) on PGlite in ./data — or on DATABASE_URL — with the demo company seeded into an empty database.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const SOURCES = ['domain', 'application', 'adapters', 'ui', 'composition-root.ts', 'webpack.config.ts', 'public', 'package.json'];

/** The newest modification time under `path` (a file or a folder). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

function buildIfStale(): void {
  const index = join(root, 'dist', 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((source) => newest(join(root, source))));
  if (built >= changed) return;
  console.log(built ? '源代码有更新，正在重新构建前端（dist/）…' : '首次启动：正在构建前端（dist/），约需 1–2 分钟…');
  const result = spawnSync('npx', ['webpack', '--mode', 'production', '--env', 'profile=live', '--env', 'outDir=dist'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes('--no-build')) buildIfStale();
// The server itself, in this process (its own `require.main` check does not apply here).
process.argv = [process.argv[0]!, join(__dirname, 'main.ts'), ...process.argv.slice(2).filter((a) => a !== '--no-build')];
require('./main').run(process.argv.slice(2));
