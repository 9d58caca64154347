/**
 * Our engine's run of a flow, driven as run-exported.ts drives bpmn-engine, as a trace of the same shape: every
 * open task approved in the order it was opened; when none is open, time moves on to the next 延时 (a `tick`),
 * else the first waiting 子流程 in the flow's order ends as told (`subflowFinished`). The outbox's requests and
 * the requested children come out with their values as process variables (what an exported process sends: the
 * body of a BPMN http task carries a control's variable, our outbox its stored JSON).
 */
import {
  applyAction, startInstance, SUBFLOW_WAIT, type Flow, type FlowAction, type FlowEnvironment, type FlowEvent, type FlowInstanceState, type FlowNode, type OrgIndex,
} from '../../../domain/flow';
import { toXmlId } from '../../../domain/flow/bpmn';
import type { Form } from '../../../domain/model/form';
import { asVariables } from './outbound-jobs';
import type { TraceEvent } from './run-exported';
import { RUN_START } from './virtual-timers';


export function nodesInOrder(node: FlowNode | undefined, into: FlowNode[] = []): FlowNode[] {
  for (let current = node; current; current = current.next) {
    into.push(current);
    if ('branches' in current) for (const branch of current.branches as Array<{ next?: FlowNode }>) nodesInOrder(branch.next, into);
  }
  return into;
}

interface OurRun {
  flow: Flow;
  form: Form;
  env: FlowEnvironment;
  org: OrgIndex;
  launch: { initiator: string; values: Record<string, unknown>; selected: Record<string, string[]> };
  /** How each child ends, by node id (approved when absent). */
  subflowResults: Readonly<Record<string, string>>;
}

export function runOurs({ flow, form, env, org, launch, subflowResults }: OurRun): TraceEvent[] {
  const trace: TraceEvent[] = [];
  const nodes = new Map(nodesInOrder(flow.root).map((node) => [node.id, node]));
  const order = [...nodes.keys()];
  const variablesOf = (values: Record<string, unknown>) => asVariables({ form, org }, values, launch.initiator);
  let state: FlowInstanceState;
  let sent = 0;
  const note = (events: FlowEvent[]) => {
    for (const event of events) {
      if (event.type === 'taskCreated') {
        const task = state.tasks.find((t) => t.id === event.taskId);
        trace.push({ elementId: toXmlId(event.nodeId), kind: 'task', assignee: task?.onBehalfOf ?? event.userId });
      } else if (event.type === 'ccSent') trace.push({ elementId: toXmlId(event.nodeId), kind: 'cc', users: [...event.userIds] });
      else if (event.type === 'subflowRequested') {
        const node = nodes.get(event.nodeId);
        const fieldMap = node?.type === 'subflow' ? node.props.subflow?.fieldMap ?? {} : {};
        const converted = variablesOf(Object.fromEntries(Object.entries(fieldMap).map(([child, parent]) => [parent, event.values[child]])));
        trace.push({ elementId: toXmlId(event.nodeId), kind: 'subflow', flowId: event.flowId, values: Object.fromEntries(Object.entries(fieldMap).map(([child, parent]) => [child, converted[parent] ?? null])) });
      }
    }
    for (const request of (state.outbox ?? []).slice(sent)) {
      const node = nodes.get(request.nodeId);
      const spec = node?.type === 'trigger' && node.props.trigger?.type === 'http' ? node.props.trigger.body : {};
      const controls = variablesOf(Object.fromEntries(Object.entries(spec).flatMap(([key, value]) => (typeof value === 'string' ? [[value, request.body[key]]] : []))));
      const body = Object.fromEntries(Object.entries(spec).map(([key, value]) => [key, typeof value === 'string' ? controls[value] ?? null : request.body[key]]));
      trace.push({ elementId: toXmlId(request.nodeId), kind: 'request', request: { method: request.method, url: request.url, ...(request.headers && { headers: request.headers }), body } });
    }
    sent = state.outbox?.length ?? 0;
  };
  const started = startInstance(env, { ...launch, at: RUN_START });
  if (!started.ok) throw new Error(`our engine cannot start: ${JSON.stringify(started.errors)}`);
  state = started.state;
  note(started.events);
  const act = (action: FlowAction) => {
    const result = applyAction(env, state, action);
    if (!result.ok) throw new Error(`our engine refused ${JSON.stringify(action)}: ${result.message}`);
    state = result.state;
    note(result.events);
  };
  while (state.status === 'pending') {
    const open = state.tasks.find((task) => task.status === 'open');
    const waits = state.waits ?? [];
    const delay = waits.filter((wait) => wait.until !== undefined).sort((a, b) => String(a.until).localeCompare(String(b.until)))[0];
    const child = waits.filter((wait) => wait.type === SUBFLOW_WAIT).sort((a, b) => order.indexOf(a.nodeId) - order.indexOf(b.nodeId))[0];
    if (open) {
      trace.push({ elementId: toXmlId(open.nodeId), kind: 'decided' });
      act({ actor: open.userId, action: 'approve', nodeId: open.nodeId });
    } else if (delay) act({ actor: '', action: 'tick', at: delay.until });
    else if (child) act({ actor: '', action: 'subflowFinished', nodeId: child.nodeId, result: subflowResults[child.nodeId] ?? 'approved' });
    else throw new Error(`our engine waits on nothing: ${JSON.stringify(state)}`);
  }
  return trace;
}
