/**
 * One shape for "who got which task, in which order" from both sides: our engine's route preview, and the
 * trace of an exported process run in bpmn-engine. Parallel branches compare as sets; 会签 and 或签 tasks of a
 * node as sets; 依次审批 tasks in order; and how many tasks were completed before the node went on (或签 one,
 * 按比例会签 ceil(ratio × n / 100) as our engine counts, 会签 all) — a loop's completion condition at work. The trace must also keep the chain's order: every task of a node
 * before any task of the node after it. A 包容分支 compares the set of its taken branches that give a task or a
 * copy: a taken branch with none (empty, or only a 延时) looks in either run like a branch not taken, and two
 * empty branches with one condition are a single flow in BPMN.
 */
import type { Flow, FlowNode, RouteStep } from '../../../domain/flow';
import { approvalsNeeded } from '../../../domain/flow/nodes/node-props';
import { toXmlId } from '../../../domain/flow/bpmn';
import type { TraceEvent } from './run-exported';

export type PathStep =
  /** `decided`: how many of the tasks were completed before the node went on (或签 1, 按比例会签 its share). */
  | { node: string; tasks: string[]; decided: number }
  | { node: string; cc: string[] }
  /** 触发器 (http) and 子流程: the requests sent and the children started, as both runs record them. */
  | { node: string; outbound: unknown[] }
  | { parallel: PathStep[][] }
  | { inclusive: PathStep[][] };

const sorted = (ids: readonly string[]) => [...ids].sort();
/** A parallel group none of whose branches gives a task or a copy leaves no trace in either run. */
const visible = (branches: PathStep[][]): PathStep[] => (branches.every((branch) => branch.length === 0) ? [] : [{ parallel: asSet(branches) }]);
/** 包容分支: the branches that were taken and gave a task or a copy, as a set. */
const inclusiveSteps = (branches: PathStep[][]): PathStep[] => {
  const shown = branches.filter((branch) => branch.length > 0);
  return shown.length === 0 ? [] : [{ inclusive: asSet(shown) }];
};
const asSet = (branches: PathStep[][]): PathStep[][] => [...branches].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

function nodeById(first: FlowNode | undefined, id: string): FlowNode | undefined {
  for (let node = first; node; node = node.next) {
    if (node.id === id) return node;
    const inBranch = 'branches' in node ? (node.branches as Array<{ next?: FlowNode }>).map((branch) => nodeById(branch.next, id)).find(Boolean) : undefined;
    if (inBranch) return inBranch;
  }
  return undefined;
}

/** How many approvals our engine takes before the node goes on: 或签 one, 按比例会签 its share, else all. */
function decisionsNeeded(flow: Flow, nodeId: string, mode: string, count: number): number {
  if (mode === 'or') return 1;
  const node = nodeById(flow.root, nodeId);
  const ratio = node && (node.type === 'approver' || node.type === 'handler') ? node.props.ratio ?? 100 : 100;
  return mode === 'ratio' ? approvalsNeeded(ratio, count) : count;
}

export function pathOfPreview(flow: Flow, steps: readonly RouteStep[]): PathStep[] {
  const path = (branch: readonly RouteStep[]) => pathOfPreview(flow, branch);
  return steps.flatMap((step): PathStep[] => {
    if (step.type === 'parallel') return visible(step.branches.map(path));
    if (step.type === 'inclusive') return inclusiveSteps(step.branches.map(path));
    // A copy to nobody leaves no trace (our run sends none; a BPMN cc job with no users is one).
    if (step.type === 'cc') return step.users.length === 0 ? [] : [{ node: step.nodeId, cc: sorted(step.users) }];
    // A delay, a trigger or a subflow gives no task and no copy: like an empty node, it leaves no trace in either run.
    // 审批人 and 办理人 steps give tasks (both are user tasks in BPMN).
    if (!('approvers' in step) || step.approvers.length === 0) return [];
    return [{
      node: step.nodeId,
      tasks: step.mode === 'sequential' ? [...step.approvers] : sorted(step.approvers),
      decided: decisionsNeeded(flow, step.nodeId, step.mode, step.approvers.length),
    }];
  });
}

/**
 * The path a trace shows; with `outbound` also the requests of 触发器 and the children of 子流程 (a run records
 * them, the route preview has no such step).
 */
export function pathOfTrace(flow: Flow, trace: readonly TraceEvent[], outbound = true): PathStep[] {
  const order: string[] = [];
  function chain(first: FlowNode | undefined, after: number): { steps: PathStep[]; last: number } {
    const steps: PathStep[] = [];
    let last = after;
    for (let node = first; node; node = node.next) {
      if (node.type === 'condition' || node.type === 'parallel' || node.type === 'inclusive') {
        const branches = node.branches.map((branch) => chain(branch.next, last));
        if (node.type === 'parallel') steps.push(...visible(branches.map((b) => b.steps)));
        // An untaken branch leaves no trace: the branches with one are the taken ones.
        else if (node.type === 'inclusive') steps.push(...inclusiveSteps(branches.map((b) => b.steps)));
        else for (const branch of branches) steps.push(...branch.steps);
        last = Math.max(last, ...branches.map((b) => b.last));
        continue;
      }
      const events = trace.map((event, index) => ({ event, index })).filter(({ event }) => event.elementId === toXmlId(node.id));
      if (events.length === 0) continue;
      // An http 触发器 of our run has no place among the step's events (the outbox is read after the step): its
      // requests say what was sent, not when.
      const timed = node.type !== 'trigger';
      if (timed && events[0].index < last) order.push(`${node.id} 在前一节点结束前就开始了`);
      if (timed) last = Math.max(...events.map(({ index }) => index));
      if (node.type === 'trigger' || node.type === 'subflow') {
        if (outbound) steps.push({ node: node.id, outbound: events.map(({ event }) => (event.kind === 'request' ? event.request : event.kind === 'subflow' ? { flowId: event.flowId, values: event.values } : event)) });
      } else if (node.type === 'cc') {
        const users = events.flatMap(({ event }) => (event.kind === 'cc' ? event.users : []));
        if (users.length > 0) steps.push({ node: node.id, cc: sorted(users) });
      }
      else {
        const assignees = events.flatMap(({ event }) => (event.kind === 'task' ? [event.assignee] : []));
        const decided = events.filter(({ event }) => event.kind === 'decided').length;
        steps.push({ node: node.id, tasks: (node.type === 'approver' || node.type === 'handler') && node.props.mode === 'sequential' ? assignees : sorted(assignees), decided });
      }
    }
    return { steps, last };
  }
  const { steps } = chain(flow.root.next, -1);
  return order.length === 0 ? steps : [...steps, { node: '顺序错误', tasks: order, decided: 0 }];
}
