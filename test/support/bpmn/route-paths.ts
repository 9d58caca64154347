/**
 * One shape for "who got which task, in which order" from both sides: our engine's route preview, and the
 * trace of an exported process run in bpmn-engine. Parallel branches compare as sets; 会签 and 或签 tasks of a
 * node as sets; 依次审批 tasks in order. The trace must also keep the chain's order: every task of a node
 * before any task of the node after it.
 */
import type { Flow, FlowNode, RouteStep } from '../../../domain/flow';
import { toXmlId } from '../../../domain/flow/bpmn';
import type { TraceEvent } from './run-exported';

export type PathStep =
  | { node: string; tasks: string[] }
  | { node: string; cc: string[] }
  | { parallel: PathStep[][] };

const sorted = (ids: readonly string[]) => [...ids].sort();
/** A parallel group none of whose branches gives a task or a copy leaves no trace in either run. */
const visible = (branches: PathStep[][]): PathStep[] => (branches.every((branch) => branch.length === 0) ? [] : [{ parallel: asSet(branches) }]);
const asSet = (branches: PathStep[][]): PathStep[][] => [...branches].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

export function pathOfPreview(steps: readonly RouteStep[]): PathStep[] {
  return steps.flatMap((step): PathStep[] => {
    if (step.type === 'parallel' || step.type === 'inclusive') return visible(step.branches.map(pathOfPreview));
    if (step.type === 'cc') return [{ node: step.nodeId, cc: sorted(step.users) }];
    // A delay, a trigger or a subflow gives no task and no copy: like an empty node, it leaves no trace in either run.
    if (!('approvers' in step) || step.approvers.length === 0) return [];
    return [{ node: step.nodeId, tasks: step.mode === 'sequential' ? [...step.approvers] : sorted(step.approvers) }];
  });
}

export function pathOfTrace(flow: Flow, trace: readonly TraceEvent[]): PathStep[] {
  const order: string[] = [];
  function chain(first: FlowNode | undefined, after: number): { steps: PathStep[]; last: number } {
    const steps: PathStep[] = [];
    let last = after;
    for (let node = first; node; node = node.next) {
      if (node.type === 'condition' || node.type === 'parallel' || node.type === 'inclusive') {
        const branches = node.branches.map((branch) => chain(branch.next, last));
        if (node.type === 'parallel') steps.push(...visible(branches.map((b) => b.steps)));
        else for (const branch of branches) steps.push(...branch.steps);
        last = Math.max(last, ...branches.map((b) => b.last));
        continue;
      }
      const events = trace.map((event, index) => ({ event, index })).filter(({ event }) => event.elementId === toXmlId(node.id));
      if (events.length === 0) continue;
      if (events[0].index < last) order.push(`${node.id} 在前一节点结束前就开始了`);
      last = Math.max(...events.map(({ index }) => index));
      if (node.type === 'cc') steps.push({ node: node.id, cc: sorted(events.flatMap(({ event }) => (event.kind === 'cc' ? event.users : []))) });
      else {
        const assignees = events.map(({ event }) => (event.kind === 'task' ? event.assignee : ''));
        steps.push({ node: node.id, tasks: (node.type === 'approver' || node.type === 'handler') && node.props.mode === 'sequential' ? assignees : sorted(assignees) });
      }
    }
    return { steps, last };
  }
  const { steps } = chain(flow.root.next, -1);
  return order.length === 0 ? steps : [...steps, { node: '顺序错误', tasks: order }];
}
