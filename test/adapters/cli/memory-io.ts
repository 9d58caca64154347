import type { CliIo } from '../../../adapters/cli/cli-io';

export const MEMORY_NOW = '2026-11-24T09:00';

/** An in-memory file system and captured output for runCli. */
export function memoryIo(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    readFile(path) {
      if (!(path in files)) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return files[path];
    },
    listDir(path) {
      const prefix = `${path.replace(/\/+$/, '')}/`;
      const names = Object.keys(files).filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length));
      if (names.length === 0) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return names;
    },
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    // The clock run and route default to (--now).
    now: () => MEMORY_NOW,
  };
  return { io, stdout: () => out.join(''), stderr: () => err.join('') };
}
