/**
 * Reading the CLI's input files: JSON documents, forms and values. Anything unusable becomes an
 * `UnusableInput` whose message names the file and the path of the bad field (exit 2).
 */
import type { Form } from '../../domain/model/form';
import { parseForm } from '../../domain/model/form-json';
import type { CliIo } from './cli-io';
import { CliMessages, type InputKind } from './cli-messages';
import { jsonErrorPlace } from './json-error-place';
import { checkValuesShape } from '../../domain/validation/values-shape';

/** A reason the input cannot be used; becomes the one-line message of exit 2. */
export class UnusableInput extends Error {}

export function readJson(io: CliIo, file: string, what: InputKind): unknown {
  let text: string;
  try {
    text = io.readFile(file);
  } catch (error) {
    throw new UnusableInput(CliMessages.inFile(what, file, CliMessages.readError((error as { code?: string })?.code)));
  }
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(json);
  } catch {
    // The engine's message quotes the content: name the place instead.
    throw new UnusableInput(CliMessages.inFile(what, file, CliMessages.notJson(jsonErrorPlace(json))));
  }
}

export function describe(errors: ReadonlyArray<{ path: string; message: string }>): string {
  const [first] = errors;
  return CliMessages.atPath(first.path, first.message, errors.length - 1);
}

export function loadForm(io: CliIo, file: string): Form {
  const raw = readJson(io, file, 'form');
  const parsed = parseForm(raw);
  if (!parsed.ok) throw new UnusableInput(CliMessages.inFile('form', file, describe(parsed.errors)));
  return parsed.form;
}

/** A values file, checked against the form's shape. */
export function loadValues(io: CliIo, file: string, form: Form): Record<string, unknown> {
  const raw = readJson(io, file, 'values');
  const shape = checkValuesShape(form, raw);
  if (!shape.ok) throw new UnusableInput(CliMessages.inFile('values', file, CliMessages.atPath(shape.path, shape.message)));
  return shape.values;
}

/** Replaces control characters (newlines, ANSI escapes) in text printed to a terminal by their \u escape. */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
