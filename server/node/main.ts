/**
 * `npm run server -- [start] [--no-seed]` runs the real server; `backup <file>` writes a consistent snapshot of
 * the database (and its files) as one JSON file; `restore <file>` replaces everything with one. Settings come from
 * the environment (settings.ts, docs/DEPLOY.md).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseBackup, toBackup } from '../core/store/demo-backup';
import { withFileReferences } from '../core/file-references';
import { startAppServer, openDatabase } from './app-server';
import { createAdmin } from './create-admin';
import { createLog } from './log';
import { readSettings, SettingsError } from './settings';
import { isWorkerSupervisor, superviseWorkers } from './workers';

const USAGE = '用法：npm run server -- [start] [--no-seed] | backup <文件> | restore <文件> | create-admin --username <用户名> --name <姓名>';

async function main(argv: readonly string[]): Promise<number> {
  const [command = 'start', ...rest] = argv[0]?.startsWith('--') ? ['start', ...argv] : argv;
  const settings = readSettings();
  const log = createLog(settings.logLevel);
  if (command === 'start') {
    if (isWorkerSupervisor(settings.workers)) {
      superviseWorkers(settings.workers, log);
      return -1;
    }
    const app = await startAppServer(settings, { seed: !rest.includes('--no-seed'), log });
    log('info', `审批流服务已启动：${app.url}`, { database: settings.databaseUrl ? 'postgresql' : `pglite:${settings.dataDir}/db` });
    let closing = false;
    const stop = (signal: string) => {
      if (closing) return;
      closing = true;
      log('info', '正在停止服务', { signal });
      void app.close().then(() => { log('info', '服务已停止'); process.exit(0); });
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
    return -1;
  }
  if (command === 'create-admin') {
    const database = await openDatabase(settings);
    try {
      return await createAdmin(rest, settings, database);
    } finally {
      await database.store.closed();
    }
  }
  const file = rest[0];
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(settings);
  try {
    if (command === 'backup') {
      await writeFile(file, JSON.stringify(toBackup(await database.store.dump())));
      console.log(`已备份到 ${file}`);
    } else {
      // The file references are computed from the data, never taken from the file (issue 38).
      await database.store.replaceAll(withFileReferences(parseBackup(await readFile(file, 'utf8'))));
      console.log(`已从 ${file} 恢复`);
    }
    return 0;
  } finally {
    await database.store.closed();
  }
}

/** Runs a command of the server's CLI and exits with its code (the server itself runs until a signal). */
export function run(argv: readonly string[]): void {
  main(argv).then((code) => { if (code >= 0) process.exit(code); }, (error: unknown) => {
    console.error(error instanceof SettingsError ? `无法启动：${error.message}` : error);
    process.exit(error instanceof SettingsError ? 2 : 1);
  });
}

if (require.main === module) run(process.argv.slice(2));
