/**
 * The shape of a values file (`{"<control id>": value}`), checked against the form before validation: a value
 * of the wrong JSON type makes the input unusable (exit 2) and is reported with its path; a value of the right
 * type that breaks a rule (e.g. "abc" for a number) is a validation error (exit 1).
 * Entry point: `checkValuesShape(form, values)`.
 */
import type { Control } from '../../domain/model/control';
import type { Form } from '../../domain/model/form';
import { columnsOf } from '../../domain/tables/table-columns';
import { getControlType } from '../../domain/controls/registry';
import type { ValueShape } from '../../domain/controls/control-type';

export type ShapeResult = { ok: true; values: Record<string, unknown> } | { ok: false; path: string; message: string };

type Check = (value: unknown) => string | undefined;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isId = (x: unknown): boolean => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x));

const string: Check = (v) => (typeof v === 'string' ? undefined : 'expected a string');
const number: Check = (v) => (typeof v === 'number' || typeof v === 'string' ? undefined : 'expected a number or a numeric string');
const ids = (v: unknown): boolean => isId(v) || (Array.isArray(v) && v.every(isId));
const choice: Check = (v) => {
  if (ids(v)) return undefined;
  if (isObject(v) && Array.isArray(v.images)) return undefined;
  // 其他 chosen: { "value": id | [ids], "otherText": "..." } (docs/FORM-FORMAT.md "Choice values").
  if (isObject(v) && 'otherText' in v) {
    if (!ids(v.value)) return 'value: expected an option id or a list of option ids';
    return typeof v.otherText === 'string' ? undefined : 'otherText: expected a string';
  }
  return 'expected an option id or a list of option ids (or {"value": ..., "otherText": "..."} when 其他 is chosen)';
};
const stringOrStrings: Check = (v) =>
  typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')) ? undefined : 'expected a string or a list of strings';
const range: Check = (v) =>
  Array.isArray(v) && v.length <= 2 && v.every((x) => typeof x === 'string' || x === null) ? undefined : 'expected [begin, end] date strings';
const attachment: Check = (v) => {
  if (!isObject(v)) return 'expected {"attachments": [...], "fileList": [...]}';
  if (v.attachments !== undefined && !(Array.isArray(v.attachments) && v.attachments.every(isId))) return 'attachments: expected a list of file ids';
  if (v.fileList !== undefined && !(Array.isArray(v.fileList) && v.fileList.every((f) => typeof f === 'string' || (isObject(f) && typeof f.name === 'string')))) {
    return 'fileList: expected a list of file names';
  }
  return undefined;
};
const anything: Check = () => undefined;

/** The check of each value shape a control type names; a table's rows are checked cell by cell below. */
const CHECKS: Readonly<Record<ValueShape, Check>> = {
  string, number, choice, attachment, dateRange: range, stringOrStrings, rows: anything, any: anything,
};

function checkOf(control: Control): Check {
  if (control.props?.number === true) return number;
  return CHECKS[getControlType(control.moduleId)?.valueShape ?? 'any'];
}

/** `id` as a path step: plain when it is an identifier, else quoted. */
const key = (id: string): string => (/^[A-Za-z_$][\w$-]*$/.test(id) ? id : JSON.stringify(id));

export function checkValuesShape(form: Form, values: unknown): ShapeResult {
  if (!isObject(values)) return { ok: false, path: '(root)', message: 'expected an object {"<control id>": value}' };
  const byId = new Map(form.controls.map((control) => [control.id, control] as const));
  for (const [id, value] of Object.entries(values)) {
    const control = byId.get(id);
    if (!control) return { ok: false, path: key(id), message: 'no control with this id in the form' };
    if (value === null) continue;
    if (getControlType(control.moduleId)?.valueShape !== 'rows') {
      const problem = checkOf(control)(value);
      if (problem) return { ok: false, path: key(id), message: problem };
      continue;
    }
    if (!Array.isArray(value)) return { ok: false, path: key(id), message: 'expected a list of rows' };
    const columns = columnsOf(control);
    const checks = columns.map(checkOf);
    for (let row = 0; row < value.length; row++) {
      const cells = value[row];
      if (!Array.isArray(cells)) return { ok: false, path: `${key(id)}[${row}]`, message: 'expected a row: a list of cells in column order' };
      if (cells.length > columns.length) {
        return { ok: false, path: `${key(id)}[${row}]`, message: `expected at most ${columns.length} cells (one per column)` };
      }
      for (let c = 0; c < cells.length; c++) {
        if (cells[c] === null) continue;
        const problem = checks[c](cells[c]);
        if (problem) return { ok: false, path: `${key(id)}[${row}][${c}]`, message: `${problem} (column ${columns[c].id})` };
      }
    }
  }
  return { ok: true, values };
}
