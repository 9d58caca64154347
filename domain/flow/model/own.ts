/**
 * Reads a keyed record without prototype lookups: ids such as `constructor` or `toString` are ordinary keys
 * here, so a record that lacks them must answer undefined, not Object.prototype's function.
 */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
