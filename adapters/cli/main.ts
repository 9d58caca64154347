/**
 * Entry of the `approval-form` executable (bin/approval-form.js loads it): runs the CLI on the process's
 * arguments with the real file system and sets the exit code.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { localNow } from '../../domain/flow/time/local-now';
import type { CliIo } from './cli-io';
import { readInputFile } from './read-input-file';
import { runCli } from './run-cli';

const io: CliIo = {
  // Regular files only, bounded, valid UTF-8 (read-input-file.ts).
  readFile: (path) => readInputFile(resolve(process.cwd(), path)),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  writeFile: (path, text) => writeFileSync(resolve(process.cwd(), path), text, 'utf8'),
  now: localNow,
  listDir: (path) => readdirSync(resolve(process.cwd(), path)),
};

void Promise.resolve(runCli(process.argv.slice(2), io)).then((code) => {
  process.exitCode = code;
});
