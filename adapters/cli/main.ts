/**
 * Entry of the `approval-form` executable (bin/approval-form.js loads it): runs the CLI on the process's
 * arguments with the real file system and sets the exit code.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliIo } from './cli-io';
import { runCli } from './run-cli';

const io: CliIo = {
  readFile: (path) => readFileSync(resolve(process.cwd(), path), 'utf8'),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

process.exitCode = runCli(process.argv.slice(2), io);
