/**
 * Control ids a form may not use (issue 18, item 3): the names of JavaScript's built-in object properties
 * (`__proto__`, `constructor`, `toString`, `hasOwnProperty`, …). This app keys values safely whatever the id
 * (keyed-values.ts), but a form's values travel on to the backend and to other tools keyed by these ids, and
 * one plain `values[id]` anywhere makes an empty required field look filled or drops a typed value. So the
 * form reader refuses them with a clear message instead of letting them in.
 */
import { getControlType } from '../controls/registry';

const RESERVED: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

export function isReservedId(id: string): boolean {
  return RESERVED.has(id);
}

/** The reserved ids a form's controls and table columns use (issue 33: the backend refuses such a form too). */
export function reservedControlIdsIn(form: unknown): string[] {
  const controls = (form as { controls?: unknown } | null)?.controls;
  if (!Array.isArray(controls)) return [];
  const found: string[] = [];
  const visit = (control: unknown, isColumn: boolean) => {
    if (typeof control !== 'object' || control === null) return;
    const { id, moduleId, children } = control as { id?: unknown; moduleId?: unknown; children?: unknown };
    if (typeof id === 'string' && isReservedId(id)) found.push(id);
    // A table's children are its columns; any other control's are options.
    if (!isColumn && typeof moduleId === 'number' && getControlType(moduleId)?.capabilities.columns && Array.isArray(children)) for (const column of children) visit(column, true);
  };
  for (const control of controls) visit(control, false);
  return found;
}
