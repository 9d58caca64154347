/**
 * Each node of an instance's flow with its state, for the read-only flow view (/ctb-show-flow): done (who and
 * when), current (the people still to decide), rejected, auto-passed and why, a condition branch not taken (and
 * every node in it), or not yet reached. Read from what get_instance answers: the flow, the history, the tasks
 * and the nodes waiting now.
 */
import dayjs from 'dayjs';
import {
  approveWordsAt, flowLabels, ROUTE_TO_END, historyWords, indexFlow, indexOrganisation, isBranchNode, nodeType, type BranchNode, type FlowNode, type Organisation,
} from '../../domain/flow';
import { conditionContext } from '../../domain/flow/model/flow-context';
import type { Instance } from '../ports/instance-api';
import { outboundNodeState } from './outbound-node-state';

export type FlowNodeStateKind = 'done' | 'current' | 'skipped' | 'waiting' | 'autoPassed' | 'rejected';

export interface FlowNodeState {
  readonly state: FlowNodeStateKind;
  /** e.g. 张三 已同意 · 03-05 10:00 */
  readonly detail?: string;
  /** 子流程: the child instance's page. */
  readonly link?: { readonly href: string; readonly text: string };
}

const when = (at: string | undefined) => (at ? ` · ${dayjs(at).format('MM-DD HH:mm')}` : '');

/** The ids of every node inside a group's branches (nested groups included). */
function nodesWithin(group: BranchNode): FlowNode[] {
  const found: FlowNode[] = [];
  const visit = (first: FlowNode | undefined) => {
    for (let node = first; node; node = node.next) {
      found.push(node);
      if (isBranchNode(node)) node.branches.forEach((b) => visit(b.next));
    }
  };
  group.branches.forEach((b) => visit(b.next));
  return found;
}

/**
 * The condition branches not taken. A branch holding a node the instance reached was taken; a group none of
 * whose nodes was reached is decided by its conditions on the instance's values once the instance went past it
 * (a later node reached) or ended approved — before that, nothing in it is called skipped.
 */
function skippedBranches(instance: Instance, org: Organisation | undefined, reached: ReadonlySet<string>): Set<string> {
  const skipped = new Set<string>();
  const flow = instance.flow;
  if (!flow) return skipped;
  const order = indexFlow(flow).nodes.map((n) => n.id);
  const position = new Map(order.map((id, i) => [id, i]));
  const lastReached = Math.max(-1, ...[...reached].map((id) => position.get(id) ?? -1));
  const context = org ? conditionContext(instance.form, instance.values, indexOrganisation(org), instance.applicant.id) : undefined;
  for (const node of indexFlow(flow).nodes) {
    const traits = isBranchNode(node) ? nodeType(node).group : undefined;
    if (!isBranchNode(node) || !traits?.taken) continue;
    const inside = nodesWithin(node);
    const takenByNodes = node.branches.filter((b) => inside.some((n) => reached.has(n.id) && indexFlow(flow).enclosing(n.id).some((p) => p.branch.id === b.id)));
    const lastInside = Math.max(position.get(node.id) ?? 0, ...inside.map((n) => position.get(n.id) ?? 0));
    const passed = lastReached > lastInside || instance.status === 'approved';
    if (takenByNodes.length === 0 && !passed) continue;
    const byConditions = context ? traits.taken(node, context) : [];
    // 条件分支 takes one branch (the one reached, else its conditions'); 包容分支 every branch it entered at once.
    const taken = traits.joins ? [...takenByNodes, ...byConditions] : takenByNodes.length > 0 ? takenByNodes.slice(0, 1) : byConditions;
    if (taken.length === 0) continue;
    const takenIds = new Set(taken.map((b) => b.id));
    for (const branch of node.branches) if (!takenIds.has(branch.id)) skipped.add(branch.id);
  }
  return skipped;
}

/** 路由分支: the nodes a forward jump passed over (between the router and its target), never reached since. */
function jumpedOver(instance: Instance, index: ReturnType<typeof indexFlow>, reached: ReadonlySet<string>): Set<string> {
  const over = new Set<string>();
  for (const entry of instance.history) {
    if (entry.action !== 'route' || !entry.toNodeId) continue;
    const between: string[] = [];
    let found = false;
    for (let node = index.node(entry.nodeId)?.next; node; node = node.next) {
      if (node.id === entry.toNodeId) { found = true; break; }
      between.push(node.id);
    }
    // 结束: every node after the router was jumped over.
    if (found || entry.toNodeId === ROUTE_TO_END) for (const id of between) if (!reached.has(id)) over.add(id);
  }
  return over;
}

export function flowNodeStates(instance: Instance, org: Organisation | undefined): Map<string, FlowNodeState> {
  const states = new Map<string, FlowNodeState>();
  const flow = instance.flow;
  if (!flow) return states;
  const index = indexFlow(flow);
  const reached = new Set([...(instance.tasks ?? []).map((t) => t.nodeId), ...instance.history.map((h) => h.nodeId)]);
  const skipped = skippedBranches(instance, org, reached);
  const routedPast = jumpedOver(instance, index, reached);
  const current = new Map(instance.status === 'pending' ? (instance.currentNodes ?? []).map((n) => [n.nodeId, n]) : []);
  const submit = instance.history.find((h) => h.action === 'submit');
  const backAtStart = current.get(flow.root.id);
  states.set(flow.root.id, backAtStart
    // 退回 to the applicant: the start node waits for the changes and 重新提交.
    ? { state: 'current', detail: `待 ${backAtStart.userNames.join('、')} 修改后重新提交` }
    : { state: 'done', detail: `${instance.applicant.name} 发起申请${when(submit?.at ?? instance.createdAt)}` });
  for (const branchId of skipped) states.set(branchId, { state: 'skipped', detail: '未满足条件，未进入此分支' });
  for (const node of index.nodes) {
    if (node.id === flow.root.id || isBranchNode(node)) continue;
    if (index.enclosing(node.id).some((p) => skipped.has(p.branch.id))) {
      states.set(node.id, { state: 'skipped' });
      continue;
    }
    if (routedPast.has(node.id)) {
      states.set(node.id, { state: 'skipped', detail: '路由分支跳过了此节点' });
      continue;
    }
    const outbound = outboundNodeState(node, instance.history, when, instance.status === 'pending');
    if (outbound) {
      states.set(node.id, outbound);
      continue;
    }
    const waiting = current.get(node.id);
    if (waiting?.waitUntil !== undefined) {
      states.set(node.id, { state: 'current', detail: `等待至 ${dayjs(waiting.waitUntil).format('MM-DD HH:mm')}` });
      continue;
    }
    if (waiting) {
      states.set(node.id, { state: 'current', detail: `待 ${waiting.userNames.join('、')} 处理` });
      continue;
    }
    const entries = instance.history.filter((h) => h.nodeId === node.id && ['approve', 'reject', 'auto', 'cc', 'return', 'delay', 'route'].includes(h.action));
    const last = entries.at(-1);
    if (!last) {
      states.set(node.id, { state: 'waiting' });
      continue;
    }
    // 退回 from here: the node runs again when the instance comes back to it.
    if (last.action === 'return') states.set(node.id, { state: 'waiting', detail: `${last.userName ?? last.userId ?? ''} 已退回${when(last.at)}` });
    else if (last.action === 'reject') states.set(node.id, { state: 'rejected', detail: `${last.userName ?? last.userId ?? ''} 已拒绝${when(last.at)}` });
    else if (last.action === 'auto') states.set(node.id, { state: 'autoPassed', detail: `${last.reason ? flowLabels.autoReasons[last.reason] : '自动通过'}${when(last.at)}` });
    // 延时: over (延时结束 at its due time) or passed without a wait.
    else if (last.action === 'delay') states.set(node.id, { state: 'done', detail: `${historyWords(last, () => node.name).what}${when(last.at)}` });
    // 路由分支: where it jumped (路由到「总经理审批」).
    else if (last.action === 'route') states.set(node.id, { state: 'done', detail: `${historyWords(last, (id) => index.node(id)?.name ?? id).what}${when(last.at)}` });
    else if (last.action === 'cc') states.set(node.id, { state: 'done', detail: `已抄送 ${(last.userNames ?? last.userIds ?? []).join('、')}${when(last.at)}` });
    else {
      const approvals = entries.filter((h) => h.action === 'approve');
      const done = approveWordsAt(node)?.done ?? '已同意';
      states.set(node.id, { state: 'done', detail: `${approvals.map((h) => h.userName ?? h.userId ?? '').join('、')} ${done}${when(last.at)}` });
    }
  }
  return states;
}
