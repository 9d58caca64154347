/**
 * What 条件分支, 并行分支 and 包容分支 share: a split gateway, one sequence flow per branch (carrying the branch's data),
 * each branch's chain, and a join gateway of the same kind where the group's `next` continues. Two empty
 * branches that would give two identical flows (same gateways, same condition; bpmnlint's
 * no-duplicate-sequence-flows) are written once, the second kept in the split's data.
 */
import type { BranchNode, ConditionBranch, FlowNode, ParallelBranch } from '../../model/flow';
import type { BpmnData, BpmnElement, BpmnSequenceFlow } from '../bpmn-model';
import { bpmnMessages as m } from '../bpmn-messages';
import { dataOf, type ExportContext, type ImportContext, type PendingLink } from '../mapping-context';
import { extraFields, nodeBase, nodeData } from '../node-data';
import type { NodeImport } from '../node-mapping';

type Branch = ConditionBranch | ParallelBranch;
type GatewayKind = 'exclusiveGateway' | 'parallelGateway' | 'inclusiveGateway';

/** One branch as exported: where it sits in `branches`, its flow's condition, whether it is the default. */
export interface BranchLink {
  branch: Branch;
  index: number;
  condition?: string;
  isDefault?: boolean;
}

const BRANCH_KEYS = new Set(['next']);
const branchData = (branch: Branch, index: number): BpmnData => ({ index, branch: extraFields(branch, BRANCH_KEYS) ?? {} });

export function exportGroup(node: BranchNode, kind: GatewayKind, label: string, links: readonly BranchLink[], context: ExportContext): PendingLink {
  const split = context.idOf(node.id);
  const join = context.newId(`${split}_join`);
  const name = node.name || label;
  const merged: BpmnData[] = [];
  const emptyKeys = new Set<string>();
  const data = nodeData(node, split, name);
  context.add({ kind, id: split, name, data });
  // The join names its split: a group with a single branch has no converging flows to find it by.
  context.add({ kind, id: join, name: '', data: { joinOf: split } });
  for (const link of links) {
    if (!link.branch.next) {
      const key = link.isDefault ? '\u0000default' : link.condition ?? '';
      if (emptyKeys.has(key)) {
        merged.push(branchData(link.branch, link.index));
        continue;
      }
      emptyKeys.add(key);
    }
    const from: PendingLink = {
      source: split, name: link.branch.name, condition: link.condition, isDefault: link.isDefault, data: branchData(link.branch, link.index),
    };
    context.connect(context.chain(link.branch.next, from), join);
  }
  if (merged.length > 0) data.merged = merged;
  return { source: join };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A branch read back: from our data, or made by `fromFlow` for a hand-drawn flow. */
type MakeBranch = (flow: BpmnSequenceFlow, position: number) => Branch;

export function importGroup(element: BpmnElement, type: BranchNode['type'], context: ImportContext, fromFlow: MakeBranch): NodeImport | undefined {
  const join = context.joinOf(element.id);
  if (join === undefined) {
    context.problem(element.id, m.noJoin);
    return undefined;
  }
  if (context.element(join)?.kind !== element.kind) context.problem(join, m.joinMismatch);
  const read: Array<{ index: number; branch: Branch }> = context.outgoing(element.id).map((flow, position) => {
    const data = dataOf(flow);
    const saved = isRecord(data.branch) ? (data.branch as unknown as Branch) : undefined;
    const next: FlowNode | undefined = flow.target === join ? undefined : context.chain(flow.target, join);
    const branch = { ...(saved ?? fromFlow(flow, position)), ...(next && { next }) };
    return { index: typeof data.index === 'number' ? data.index : position, branch };
  });
  const merged = dataOf(element).merged;
  if (Array.isArray(merged)) {
    for (const entry of merged) if (isRecord(entry) && isRecord(entry.branch)) read.push({ index: Number(entry.index), branch: entry.branch as unknown as Branch });
  }
  read.sort((a, b) => a.index - b.index);
  const base = nodeBase(element);
  const node = { ...base.fields, id: base.id, type, name: base.name, props: base.props, branches: read.map((entry) => entry.branch) } as FlowNode;
  return { node, continueFrom: join };
}
