/**
 * diffFlows(a, b): what changed between two versions of a flow — nodes (and condition / parallel branches)
 * added, removed, moved and changed, per prop. It is generic over props: a prop a node type adds later shows up
 * as a change without this file knowing it. Elements are matched by id (ids survive edits in the designer).
 */
import { isBranchNode, type Flow, type FlowNode } from '../model/flow';

/** What kind of element changed: a node (its `type`), or a branch of a condition / parallel group. */
export type DiffElement = 'node' | 'branch';

/** One prop whose value differs: `before` / `after` are absent when the prop is only on one side. */
export interface PropChange {
  readonly prop: string;
  readonly before?: unknown;
  readonly after?: unknown;
}

/** Where an element sits: the chain holding it ('' = main chain, else the branch id) and its order there. */
export interface DiffPlace {
  readonly chain: string;
  readonly index: number;
}

interface ChangeBase {
  readonly id: string;
  readonly element: DiffElement;
  /** The node type (`approver`, …) or, for a branch, its group's type. */
  readonly type: string;
  readonly name: string;
}

export type FlowChange =
  | (ChangeBase & { readonly kind: 'added' })
  | (ChangeBase & { readonly kind: 'removed' })
  | (ChangeBase & { readonly kind: 'moved'; readonly from: DiffPlace; readonly to: DiffPlace })
  | (ChangeBase & { readonly kind: 'changed'; readonly props: readonly PropChange[] });

export interface FlowDiff {
  /** Node and branch changes, in the order of `b` (removed ones in the order of `a`, after). */
  readonly changes: readonly FlowChange[];
  /** Changed flow settings (去重, 流程管理员, …), per key. */
  readonly settings: readonly PropChange[];
}

/** A node or branch with the fields a diff compares. */
interface Element {
  readonly id: string;
  readonly element: DiffElement;
  readonly type: string;
  readonly name: string;
  readonly chain: string;
  /** The compared values: a node's props, a branch's own fields; `name` included. */
  readonly fields: Readonly<Record<string, unknown>>;
}

/** Fields that are structure (how elements link), not content. */
const STRUCTURE = new Set(['id', 'type', 'next', 'branches', 'props']);

function elementsOf(flow: Flow): Element[] {
  const out: Element[] = [];
  const visit = (first: FlowNode | undefined, chain: string) => {
    const seen = new Set<string>();
    for (let node = first; node && !seen.has(node.id); node = node.next) {
      seen.add(node.id);
      const extra = Object.fromEntries(Object.entries(node).filter(([key]) => !STRUCTURE.has(key)));
      out.push({ id: node.id, element: 'node', type: node.type, name: node.name, chain, fields: { ...extra, ...(node.props ?? {}) } });
      if (!isBranchNode(node)) continue;
      for (const branch of node.branches) {
        const fields = Object.fromEntries(Object.entries(branch).filter(([key]) => !STRUCTURE.has(key)));
        out.push({ id: branch.id, element: 'branch', type: node.type, name: branch.name, chain: node.id, fields });
        visit(branch.next, branch.id);
      }
    }
  };
  visit(flow.root, '');
  return out;
}

/** Deep equality of JSON values (key order does not matter). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)].filter((k) => ra[k] !== undefined || rb[k] !== undefined));
  return [...keys].every((k) => sameJson(ra[k], rb[k]));
}

/** The keys of `a` and `b` whose values differ, as prop changes. */
export function propChanges(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): PropChange[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => !sameJson(a[key], b[key])).map((prop) => ({
    prop,
    ...(a[prop] !== undefined ? { before: a[prop] } : {}),
    ...(b[prop] !== undefined ? { after: b[prop] } : {}),
  }));
}

/** Each element's place among the elements both versions hold, per chain. */
function placesAmong(elements: readonly Element[], common: ReadonlySet<string>): Map<string, DiffPlace> {
  const counts = new Map<string, number>();
  const places = new Map<string, DiffPlace>();
  for (const el of elements) {
    if (!common.has(el.id)) continue;
    const index = counts.get(el.chain) ?? 0;
    counts.set(el.chain, index + 1);
    places.set(el.id, { chain: el.chain, index });
  }
  return places;
}

const base = (el: Element) => ({ id: el.id, element: el.element, type: el.type, name: el.name });

export function diffFlows(a: Flow, b: Flow): FlowDiff {
  const before = elementsOf(a);
  const after = elementsOf(b);
  const beforeById = new Map(before.map((el) => [el.id, el]));
  const afterIds = new Set(after.map((el) => el.id));
  const common = new Set(after.filter((el) => beforeById.has(el.id)).map((el) => el.id));
  const placesBefore = placesAmong(before, common);
  const placesAfter = placesAmong(after, common);
  const changes: FlowChange[] = [];
  for (const el of after) {
    const old = beforeById.get(el.id);
    if (!old) {
      changes.push({ ...base(el), kind: 'added' });
      continue;
    }
    const from = placesBefore.get(el.id) as DiffPlace;
    const to = placesAfter.get(el.id) as DiffPlace;
    if (from.chain !== to.chain || from.index !== to.index) changes.push({ ...base(el), kind: 'moved', from, to });
    const props = propChanges(old.fields, el.fields);
    if (props.length > 0) changes.push({ ...base(el), kind: 'changed', props });
  }
  for (const el of before) if (!afterIds.has(el.id)) changes.push({ ...base(el), kind: 'removed' });
  return { changes, settings: propChanges(a.settings ?? {}, b.settings ?? {}) };
}

/** The diff has nothing in it. */
export const isEmptyFlowDiff = (diff: FlowDiff): boolean => diff.changes.length === 0 && diff.settings.length === 0;
