import type { Control, ControlOption } from './control';
import type { Form } from './form';
import { hasColumns } from '../controls/registry';

/**
 * Id generation for the designer. Ids are deterministic (max numeric suffix + 1) so that tests and the CLI
 * get stable output, and never collide with an id already in the form (table columns included).
 */

const SUFFIX = /(\d+)$/;

function allControlIds(form: Form): string[] {
  const ids: string[] = [];
  for (const control of form.controls) {
    ids.push(control.id);
    if (hasColumns(control.moduleId) && Array.isArray(control.children)) {
      for (const column of control.children) ids.push(String((column as Control).id));
    }
  }
  return ids;
}

/** A new control id `<prefix><n>` not used anywhere in the form. */
export function nextControlId(form: Form, prefix = 'field_'): string {
  const taken = new Set(allControlIds(form));
  let n = 0;
  for (const id of taken) {
    const match = SUFFIX.exec(id);
    if (match) n = Math.max(n, Number(match[1]));
  }
  let candidate = `${prefix}${n + 1}`;
  while (taken.has(candidate)) candidate = `${prefix}${++n + 1}`;
  return candidate;
}

/** A new column id for a table, unique across the whole form. */
export function nextColumnId(form: Form, table: Control): string {
  return nextControlId(form, `${table.id}_col`);
}

/** The next option id of a choice control: option ids increment (spec 4). */
export function nextOptionId(control: Pick<Control, 'children'>): number {
  let max = 0;
  for (const child of control.children ?? []) {
    const id = (child as ControlOption).id;
    const n = typeof id === 'number' ? id : Number(id);
    if (Number.isFinite(n)) max = Math.max(max, n);
  }
  return max + 1;
}
