/**
 * Control ids a form may not use (issue 18, item 3): the names of JavaScript's built-in object properties
 * (`__proto__`, `constructor`, `toString`, `hasOwnProperty`, …). This app keys values safely whatever the id
 * (keyed-values.ts), but a form's values travel on to the backend and to other tools keyed by these ids, and
 * one plain `values[id]` anywhere makes an empty required field look filled or drops a typed value. So the
 * form reader refuses them with a clear message instead of letting them in.
 */
const RESERVED: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

export function isReservedId(id: string): boolean {
  return RESERVED.has(id);
}
