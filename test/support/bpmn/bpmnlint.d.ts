/** bpmnlint ships no declarations: what the lint proof uses of it. */
declare module 'bpmnlint' {
  export class Linter {
    constructor(options: { config: Record<string, unknown>; resolver: unknown });
    lint(definitions: unknown): Promise<Record<string, Array<{ id?: string; message: string; category: string }>>>;
  }
}
declare module 'bpmnlint/lib/resolver/node-resolver' {
  export default class NodeResolver {}
}
