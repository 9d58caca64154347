/**
 * Values keyed by control id, safe for any id (issue 18, item 3). A plain `values[id]` reads through the
 * prototype: for an id `constructor` or `toString` a missing value is a function, so a required field looks
 * filled; `out['__proto__'] = v` replaces the prototype and the value is gone. Reads go through `ownValue`,
 * records that are written to by id start from `valueRecord()` (no prototype at all).
 */
export function ownValue(values: Readonly<Record<string, unknown>>, id: string): unknown {
  return Object.prototype.hasOwnProperty.call(values, id) ? values[id] : undefined;
}

/** An empty record without a prototype: `record[id] = v` stores v for every id, `__proto__` included. */
export function valueRecord<T = unknown>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** A copy of `values` (own enumerable entries) in a record without a prototype, with `id` set to `value`. */
export function withValue<T>(values: Readonly<Record<string, T>>, id: string, value: T): Record<string, T> {
  const next = Object.assign(valueRecord<T>(), values);
  next[id] = value;
  return next;
}
