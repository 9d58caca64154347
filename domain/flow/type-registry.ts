/**
 * What each per-node-type registry holds (the node types, their BPMN mappings, their designer panels): the
 * entries in registration order and a lookup by node type. Registering a type twice is an error naming `what`.
 */
export class TypeRegistry<T extends { readonly type: string }> {
  private readonly entries: T[] = [];
  private readonly byType = new Map<string, T>();

  constructor(private readonly what: string) {}

  register(entry: T): void {
    if (this.byType.has(entry.type)) throw new Error(`${this.what} ${entry.type} is registered twice`);
    this.entries.push(entry);
    this.byType.set(entry.type, entry);
  }

  get(type: string): T | undefined {
    return this.byType.get(type);
  }

  all(): readonly T[] {
    return this.entries;
  }
}
