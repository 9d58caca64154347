/**
 * The shape of submitted values (`{"<control id>": value}`), checked against the form before validation: a key
 * that is no control of the form, or a value of the wrong JSON type, makes the values unusable and is reported
 * with its path; a value of the right type that breaks a rule (e.g. "abc" for a number) is validateForm's.
 * The CLI (a values file, exit 2) and the demo backend (a submission, refused) read values through it.
 * Entry point: `checkValuesShape(form, values)`.
 */
import type { Control } from '../model/control';
import type { Form } from '../model/form';
import { valuesShapeMessages as m } from '../messages';
import { columnsOf } from '../tables/table-columns';
import { getControlType } from '../controls/registry';
import type { ValueShape } from '../controls/control-type';

export type ShapeResult =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; path: string; message: string; /** The control the bad key or value belongs to ('' for the root). */ controlId: string };

type Check = (value: unknown) => string | undefined;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isId = (x: unknown): boolean => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x));

const string: Check = (v) => (typeof v === 'string' ? undefined : m.expectedText);
const number: Check = (v) => (typeof v === 'number' || typeof v === 'string' ? undefined : m.expectedNumber);
const ids = (v: unknown): boolean => isId(v) || (Array.isArray(v) && v.every(isId));
const choice: Check = (v) => {
  if (ids(v)) return undefined;
  if (isObject(v) && Array.isArray(v.images)) return undefined;
  // 其他 chosen: { "value": id | [ids], "otherText": "..." } (docs/FORM-FORMAT.md "Choice values").
  if (isObject(v) && 'otherText' in v) {
    if (!ids(v.value)) return `value: ${m.expectedOptionIds}`;
    return typeof v.otherText === 'string' ? undefined : `otherText: ${m.expectedText}`;
  }
  return m.expectedChoice;
};
const stringOrStrings: Check = (v) =>
  typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')) ? undefined : m.expectedTexts;
const strings: Check = (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? undefined : m.expectedIdList);
const range: Check = (v) =>
  Array.isArray(v) && v.length <= 2 && v.every((x) => typeof x === 'string' || x === null) ? undefined : m.expectedRange;
const attachment: Check = (v) => {
  if (!isObject(v)) return m.expectedAttachment;
  if (v.attachments !== undefined && !(Array.isArray(v.attachments) && v.attachments.every(isId))) return `attachments: ${m.expectedFileIds}`;
  if (v.fileList !== undefined && !(Array.isArray(v.fileList) && v.fileList.every((f) => typeof f === 'string' || (isObject(f) && typeof f.name === 'string')))) {
    return `fileList: ${m.expectedFileNames}`;
  }
  return undefined;
};
const anything: Check = () => undefined;

/** The check of each value shape a control type names; a table's rows are checked cell by cell below. */
const CHECKS: Readonly<Record<ValueShape, Check>> = {
  string, number, choice, attachment, dateRange: range, stringOrStrings, strings, rows: anything, any: anything,
};

function checkOf(control: Control): Check {
  if (control.props?.number === true) return number;
  return CHECKS[getControlType(control.moduleId)?.valueShape ?? 'any'];
}

/** `id` as a path step: plain when it is an identifier, else quoted. */
const key = (id: string): string => (/^[A-Za-z_$][\w$-]*$/.test(id) ? id : JSON.stringify(id));

export function checkValuesShape(form: Form, values: unknown): ShapeResult {
  if (!isObject(values)) return { ok: false, path: '(root)', controlId: '', message: m.expectedValuesObject };
  const byId = new Map(form.controls.map((control) => [control.id, control] as const));
  for (const [id, value] of Object.entries(values)) {
    const control = byId.get(id);
    if (!control) return { ok: false, path: key(id), controlId: id, message: m.unknownControl };
    if (value === null) continue;
    if (getControlType(control.moduleId)?.valueShape !== 'rows') {
      const problem = checkOf(control)(value);
      if (problem) return { ok: false, path: key(id), controlId: id, message: problem };
      continue;
    }
    if (!Array.isArray(value)) return { ok: false, path: key(id), controlId: id, message: m.expectedRows };
    const columns = columnsOf(control);
    const checks = columns.map(checkOf);
    for (let row = 0; row < value.length; row++) {
      const cells = value[row];
      if (!Array.isArray(cells)) return { ok: false, path: `${key(id)}[${row}]`, controlId: id, message: m.expectedRow };
      if (cells.length > columns.length) {
        return { ok: false, path: `${key(id)}[${row}]`, controlId: id, message: m.tooManyCells(columns.length) };
      }
      for (let c = 0; c < cells.length; c++) {
        if (cells[c] === null) continue;
        const problem = checks[c](cells[c]);
        if (problem) return { ok: false, path: `${key(id)}[${row}][${c}]`, controlId: id, message: m.inColumn(problem, columns[c].id) };
      }
    }
  }
  return { ok: true, values };
}
