/**
 * Reads the flow JSON format (docs/FLOW-FORMAT.md). Every bad field is reported with its path and a Chinese
 * message — never a throw; unknown fields are kept. Normalises what a reader may leave out: a missing `props`
 * becomes {}, a missing `name` '', a condition branch's missing `conditions` [] and `priority` its position.
 * Entry point: `parseFlow(input)`.
 */
import { flowMessages as m } from '../flow-messages';
import { nodeTypeOf } from '../nodes/registry';
import type { Flow, FlowNode } from './flow';
import { isObject, JsonIssues, shownJson, type Json, type PathError } from './json-reader';

export type ParseFlowResult = { ok: true; flow: Flow } | { ok: false; errors: PathError[] };

/** Groups nested deeper than this are refused rather than risking the stack. */
const MAX_DEPTH = 100;
const DEDUPE = new Set(['none', 'consecutive', 'keepFirst']);

class FlowReader {
  readonly issues = new JsonIssues();
  private readonly ids = new Set<string>();

  /** A chain: the node at `raw` and every node after it through `next` (read iteratively). */
  chain(raw: unknown, path: string, depth: number): FlowNode | undefined {
    if (raw === undefined || raw === null) return undefined;
    if (depth > MAX_DEPTH) {
      this.issues.add(path, m.tooDeep);
      return undefined;
    }
    let first: Json | undefined;
    let previous: Json | undefined;
    let currentPath = path;
    for (let current: unknown = raw; current !== undefined && current !== null; current = (current as Json).next) {
      const node = this.node(current, currentPath, depth);
      if (!node) break;
      if (previous) previous.next = node;
      else first = node;
      previous = node;
      if (!isObject(current)) break;
      currentPath = `${currentPath}.next`;
    }
    if (previous) delete previous.next;
    return first as FlowNode | undefined;
  }

  private node(raw: unknown, path: string, depth: number): Json | undefined {
    const issues = this.issues;
    if (!isObject(raw)) {
      issues.add(path, m.notAnObject);
      return undefined;
    }
    issues.string(raw, 'id', path);
    if (typeof raw.id === 'string') {
      if (raw.id === '__proto__') issues.add(`${path}.id`, m.reservedId);
      if (this.ids.has(raw.id)) issues.add(`${path}.id`, m.duplicateNodeId(raw.id));
      this.ids.add(raw.id);
    }
    issues.string(raw, 'name', path, true);
    const props = raw.props === undefined ? {} : raw.props;
    if (!isObject(props)) issues.add(`${path}.props`, m.notAnObject);
    const type = typeof raw.type === 'string' ? nodeTypeOf(raw.type) : undefined;
    if (!type) {
      issues.add(`${path}.type`, m.unknownNodeType(shownJson(raw.type)));
      return undefined;
    }
    if (type.type === 'start' && path !== 'root') issues.add(`${path}.type`, m.startNotRoot);
    const copy: Json = { ...raw, name: typeof raw.name === 'string' ? raw.name : '', props: isObject(props) ? props : {} };
    for (const branch of Array.isArray(raw.branches) ? raw.branches : []) {
      if (isObject(branch) && typeof branch.id === 'string') {
        if (this.ids.has(branch.id)) issues.add(`${path}.branches`, m.duplicateNodeId(branch.id));
        this.ids.add(branch.id);
      }
    }
    return type.read(copy, path, issues, (chain, chainPath) => this.chain(chain, chainPath, depth + 1));
  }
}

function readSettings(raw: unknown, issues: JsonIssues): void {
  if (raw === undefined) return;
  if (!isObject(raw)) {
    issues.add('settings', m.notAnObject);
    return;
  }
  if (raw.dedupe !== undefined && !(typeof raw.dedupe === 'string' && DEDUPE.has(raw.dedupe))) issues.add('settings.dedupe', m.badDedupe);
  for (const key of ['initiatorAutoApprove', 'allowWithdraw', 'requireRejectComment']) issues.boolean(raw, key, 'settings');
  issues.stringList(raw, 'admins', 'settings', true);
}

export function parseFlow(input: unknown): ParseFlowResult {
  const reader = new FlowReader();
  const issues = reader.issues;
  if (!isObject(input)) return { ok: false, errors: [{ path: '', message: m.notAnObject }] };
  issues.string(input, 'id', '(root)');
  issues.string(input, 'name', '(root)');
  readSettings(input.settings, issues);
  let root: FlowNode | undefined;
  if (input.root === undefined || input.root === null) issues.add('root', m.missingRoot);
  else {
    root = reader.chain(input.root, 'root', 0);
    if (root && root.type !== 'start') issues.add('root.type', m.rootNotStart);
  }
  const errors = issues.errors.map((error) => ({ ...error, path: error.path.replace(/^\(root\)\./, '') }));
  if (errors.length > 0 || !root) return { ok: false, errors };
  return { ok: true, flow: { ...input, root } as Flow };
}
