/**
 * How the CLI reads `--form` / `--values` (issue 18, item 6): only a regular file, at most
 * MAX_INPUT_FILE_BYTES, and only valid UTF-8. A FIFO, /dev/zero or /dev/urandom used to be read forever
 * (16.8 GB in 90 s); invalid bytes used to become U+FFFD and pass check-form. Each refusal throws an error
 * with an errno-style `code`, which the CLI turns into exit 2 and one line naming the file.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** The largest input accepted: far above any real form (the 24-control fixture is ~30 KB). */
export const MAX_INPUT_FILE_BYTES = 10 * 1024 * 1024;

export class InputFileError extends Error {
  constructor(readonly code: 'ENOTREG' | 'EFBIG' | 'EILSEQ', message: string) {
    super(message);
  }
}

export function readInputFile(path: string, limit = MAX_INPUT_FILE_BYTES): string {
  // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new InputFileError('ENOTREG', 'not a regular file');
    if (stat.size > limit) throw new InputFileError('EFBIG', `larger than ${limit} bytes`);
    // Read at most limit + 1 bytes, whatever the size said: a file growing while read is still bounded.
    const buffer = Buffer.alloc(Math.min(stat.size, limit) + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > limit) throw new InputFileError('EFBIG', `larger than ${limit} bytes`);
      if (length === buffer.length) break;
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, length));
    } catch {
      throw new InputFileError('EILSEQ', 'not valid UTF-8');
    }
  } finally {
    closeSync(fd);
  }
}
