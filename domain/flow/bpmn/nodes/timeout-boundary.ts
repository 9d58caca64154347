/**
 * An approver's `timeout` (issue 27) → a non-interrupting timer on the user task's border (all targets), its
 * duration `PT<n>M` (a remind repeated n times: the cycle `R<n>/PT<n>M`), leading to a service task of type
 * `approval-timeout` (camunda7 / flowable: `approval.timeout(execution, '<action>')`) that does what the action
 * says, then an end. `workTime` and the exact setting travel in our data; a hand-drawn border timer reads back as
 * a timeout of that duration (remind, or the action its service task names).
 */
import { afterMinutes, TIMEOUT_ACTIONS, type TimeoutAction } from '../../node-settings/timeout-setting';
import type { DecidingNode } from '../../model/flow';
import type { BpmnElement } from '../bpmn-model';
import type { ExportContext, ImportContext } from '../mapping-context';
import { durationMinutes } from './delay-mapping';

export const TIMEOUT_TASK_TYPE = 'approval-timeout';
export const TIMEOUT_ACTION_VARIABLE = 'timeoutAction';

const JUEL_TIMEOUT = /^approval\.timeout\(\s*execution\s*,\s*'(\w+)'\s*\)$/;

/** Adds the border timer of the node's timeout (when it has one) to its task `taskId`. */
export function exportTimeout(node: DecidingNode, taskId: string, context: ExportContext): void {
  const timeout = node.props.timeout as { after?: unknown; action?: string; repeat?: number } | undefined;
  if (!timeout || !Object.hasOwn(TIMEOUT_ACTIONS, String(timeout.action))) return;
  const minutes = afterMinutes(timeout.after, 1440);
  if (minutes <= 0) return;
  const d = context.dialect;
  const repeat = timeout.action === 'remind' ? Math.max(1, Number(timeout.repeat) || 1) : 1;
  const boundary = context.newId(`${taskId}_timeout`);
  const task = context.newId(`${taskId}_timeout_task`);
  const end = context.newId(`${taskId}_timeout_end`);
  const timer = repeat > 1 ? { type: 'timeCycle' as const, value: `R${repeat}/PT${minutes}M` } : { type: 'timeDuration' as const, value: `PT${minutes}M` };
  context.add({ kind: 'boundaryTimer', id: boundary, name: '超时', attachedTo: taskId, timer, interrupting: false });
  const call = d.target === 'camunda8' ? {} : { expression: d.wrap(`approval.timeout(execution, ${d.str(String(timeout.action))})`) };
  context.add({ kind: 'serviceTask', id: task, name: `超时${TIMEOUT_ACTIONS[timeout.action as TimeoutAction]}`, taskType: TIMEOUT_TASK_TYPE, inputs: [{ target: TIMEOUT_ACTION_VARIABLE, source: d.wrap(d.str(String(timeout.action))) }], ...call });
  context.add({ kind: 'endEvent', id: end, name: '超时处理结束' });
  context.connect({ source: boundary }, task);
  context.connect({ source: task }, end);
}

/** The action a timeout service task names, if it is one. */
function actionOf(element: BpmnElement | undefined, context: ImportContext): string | undefined {
  if (element?.kind !== 'serviceTask') return undefined;
  const juel = element.expression === undefined ? undefined : JUEL_TIMEOUT.exec(context.dialect.unwrap(element.expression) ?? '');
  const input = element.inputs.find((entry) => entry.target === TIMEOUT_ACTION_VARIABLE);
  const text = juel ? juel[1] : input ? context.dialect.unwrap(input.source)?.replace(/^["']|["']$/g, '') : undefined;
  return element.taskType === TIMEOUT_TASK_TYPE || juel ? text : undefined;
}

/** The timeout a task's border timer says (marking it and its path read), or undefined when it has none. */
export function importTimeout(taskId: string, context: ImportContext): Record<string, unknown> | undefined {
  const boundary = context.model.elements.find((element) => element.kind === 'boundaryTimer' && element.attachedTo === taskId);
  if (boundary?.kind !== 'boundaryTimer') return undefined;
  context.visit(boundary.id);
  let action: string | undefined;
  for (let id = context.outgoing(boundary.id)[0]?.target; id !== undefined; id = context.outgoing(id)[0]?.target) {
    context.visit(id);
    action ??= actionOf(context.element(id), context);
  }
  const cycle = /^R(\d+)\/(.*)$/.exec(boundary.timer.value);
  const minutes = durationMinutes(cycle ? cycle[2] : boundary.timer.value);
  if (minutes === undefined) return undefined;
  const known = action !== undefined && Object.hasOwn(TIMEOUT_ACTIONS, action) ? action : 'remind';
  return { after: { minutes }, action: known, ...(cycle && known === 'remind' ? { repeat: Number(cycle[1]) } : {}) };
}
