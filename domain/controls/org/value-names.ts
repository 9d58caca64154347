/**
 * What a control showing organisation or instance ids needs to show names: the people, departments and linked
 * instances the viewer's side knows. Every lookup is optional; an id nobody can name is shown as itself.
 */
export interface ValueNames {
  /** A person: name and whether they have left (`"disabled": true` in the organisation). */
  user?(id: string): { readonly name: string; readonly disabled?: unknown } | undefined;
  dept?(id: string): { readonly name: string } | undefined;
  /** A linked instance: its title and 审批编号. */
  instance?(id: string): { readonly title: string; readonly serialNo?: string } | undefined;
}

/** The ids a value holds: a list of ids, or one id; numbers as their text; blanks dropped. */
export function idsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list
    .filter((id): id is string | number => typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)))
    .map(String)
    .filter((id) => id.trim() !== '');
}

/** Names joined by 、 (an id nobody can name stays as it is). */
export function joinNames(ids: readonly string[], nameOf: (id: string) => string | undefined): string {
  return ids.map((id) => nameOf(id) ?? id).join('、');
}
