/**
 * Reading the CLI's input files: JSON documents, forms and values. Anything unusable becomes an
 * `UnusableInput` whose message names the file and the path of the bad field (exit 2).
 */
import type { Form } from '../../domain/model/form';
import { parseForm } from '../../domain/model/form-json';
import type { CliIo } from './cli-io';
import { checkValuesShape } from './values-shape';

/** A reason the input cannot be used; becomes the one-line message of exit 2. */
export class UnusableInput extends Error {}

/** Why a file could not be read, by its error code (read-input-file.ts adds ENOTREG, EFBIG, EILSEQ). */
const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory',
  EACCES: 'permission denied',
  ENOTREG: 'not a regular file',
  EFBIG: 'larger than the 10 MB limit',
  EILSEQ: 'not valid UTF-8',
};

export function readJson(io: CliIo, file: string, what: string): unknown {
  let text: string;
  try {
    text = io.readFile(file);
  } catch (error) {
    const code = (error as { code?: string })?.code;
    const reason = (code !== undefined && Object.hasOwn(READ_ERRORS, code) ? READ_ERRORS[code] : undefined) ?? 'cannot be read';
    throw new UnusableInput(`${what} file ${file}: ${reason}`);
  }
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : 'syntax error';
    throw new UnusableInput(`${what} file ${file}: not JSON (${detail})`);
  }
}

export function describe(errors: ReadonlyArray<{ path: string; message: string }>): string {
  const [first] = errors;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${first.path || '(root)'}: ${first.message}${more}`;
}

export function loadForm(io: CliIo, file: string): Form {
  const raw = readJson(io, file, 'form');
  const parsed = parseForm(raw);
  if (!parsed.ok) throw new UnusableInput(`form file ${file}: ${describe(parsed.errors)}`);
  return parsed.form;
}


/** A values file, checked against the form's shape. */
export function loadValues(io: CliIo, file: string, form: Form): Record<string, unknown> {
  const raw = readJson(io, file, 'values');
  const shape = checkValuesShape(form, raw);
  if (!shape.ok) throw new UnusableInput(`values file ${file}: ${shape.path}: ${shape.message}`);
  return shape.values;
}

/** Replaces control characters (newlines, ANSI escapes) in text printed to a terminal by their \u escape. */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
