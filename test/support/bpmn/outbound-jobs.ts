/**
 * What the backend's workers do with an exported process's service tasks and call activities, as the test
 * driver does it (docs/BPMN.md's contract): an http 触发器 sends its request (recorded, as our engine's outbox
 * records it), setFields sets the fields' process variables (converted as at the start: numbers as numbers…),
 * a start-subflow job and a call activity start the child with the mapped variables (recorded, as our engine's
 * `subflows`). One function per target's syntax: camunda8 jobs by type, Flowable's http task by its fields, the
 * `approval` bean's calls on camunda7 / flowable.
 */
import {
  CC_TASK_TYPE, FLOWABLE_HTTP_TYPE, HTTP_CONNECTOR_TYPE, processVariablesOf, requestBodyOf, SET_FIELDS_TASK_TYPE, START_SUBFLOW_TASK_TYPE,
  type BpmnElement,
} from '../../../domain/flow/bpmn';
import type { Form } from '../../../domain/model/form';
import type { OrgIndex } from '../../../domain/flow';

export type Request = { method: string; url: string; headers?: Record<string, string>; body: unknown };
export type OutboundEvent =
  | { elementId: string; kind: 'cc'; users: string[] }
  | { elementId: string; kind: 'request'; request: Request }
  | { elementId: string; kind: 'subflow'; flowId: string; values: Record<string, unknown> };

type Scope = Record<string, unknown>;

export interface JobContext {
  /** The helpers of docs/BPMN.md (the approval bean's methods on camunda7 / flowable). */
  helpers: Scope;
  form: Form;
  org: OrgIndex;
  /** Evaluates an expression of the target's language over `scope`. */
  evaluate(text: string, scope: Scope): unknown;
  record(event: OutboundEvent): void;
  /** Sets process variables (a setFields job, a call activity's outputs). */
  setVariables(values: Scope): void;
}

/** New values of controls as their process variables, as `processVariablesOf` turns a submission into them. */
export function asVariables(context: Pick<JobContext, 'form' | 'org'>, values: Scope, initiator: string): Scope {
  const variables = processVariablesOf({ form: context.form, values, org: context.org, initiator });
  return Object.fromEntries(Object.keys(values).map((key) => [key, variables[key]]));
}

const headerLines = (text: string): Record<string, string> | undefined => {
  const entries = text.split('\n').map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]).filter(([name]) => name.toLowerCase() !== 'content-type');
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
};

const nonEmpty = (headers: unknown): Record<string, string> | undefined =>
  headers && typeof headers === 'object' && Object.keys(headers).length > 0 ? headers as Record<string, string> : undefined;

/** camunda8: a job of the task's type, its inputs evaluated in FEEL. */
function zeebeJob(element: Extract<BpmnElement, { kind: 'serviceTask' }>, scope: Scope, context: JobContext): void {
  const inputs = Object.fromEntries(element.inputs.map(({ target, source }) => [target, context.evaluate(source, scope)]));
  const initiator = String(scope.initiator);
  if (element.taskType === CC_TASK_TYPE) context.record({ elementId: element.id, kind: 'cc', users: [...(inputs.ccUsers as string[])] });
  else if (element.taskType === HTTP_CONNECTOR_TYPE) {
    const headers = nonEmpty(inputs.headers);
    context.record({ elementId: element.id, kind: 'request', request: { method: String(inputs.method), url: String(inputs.url), ...(headers && { headers }), body: inputs.body } });
  } else if (element.taskType === SET_FIELDS_TASK_TYPE) context.setVariables(asVariables(context, inputs, initiator));
  else if (element.taskType === START_SUBFLOW_TASK_TYPE) {
    const { flowId, ...values } = inputs;
    context.record({ elementId: element.id, kind: 'subflow', flowId: String(flowId), values });
  } else throw new Error(`no worker for job type ${element.taskType}`);
}

/** Flowable's http task: its fields, the body expression evaluated (the approval bean's json helper). */
function flowableHttpTask(element: Extract<BpmnElement, { kind: 'serviceTask' }>, scope: Scope, context: JobContext): void {
  const field = (name: string) => element.inputs.find((input) => input.target === name)?.source ?? '';
  const headers = headerLines(field('requestHeaders'));
  const body: unknown = JSON.parse(String(context.evaluate(field('requestBody'), withBean(element.id, scope, context))));
  context.record({ elementId: element.id, kind: 'request', request: { method: field('requestMethod'), url: field('requestUrl'), ...(headers && { headers }), body } });
}

/** camunda7 / flowable: the `approval` bean's methods a service task's expression calls. */
function beanCalls(elementId: string, scope: Scope, context: JobContext): Scope {
  const variable = (name: string) => scope[name];
  return {
    cc: (_execution: unknown, users: string[]) => context.record({ elementId, kind: 'cc', users: [...users] }),
    json: (_execution: unknown, spec: string) => JSON.stringify(requestBodyOf(spec, variable)),
    http: (_execution: unknown, method: string, url: string, headers: string, body: string) => {
      const given = nonEmpty(JSON.parse(headers));
      context.record({ elementId, kind: 'request', request: { method, url, ...(given && { headers: given }), body: JSON.parse(body) } });
    },
    setFields: (_execution: unknown, values: string) => context.setVariables(asVariables(context, JSON.parse(values) as Scope, String(scope.initiator))),
    startSubflow: (_execution: unknown, flowId: string, fieldMap: string) => {
      const values = Object.fromEntries(Object.entries(JSON.parse(fieldMap) as Record<string, string>).map(([child, parent]) => [child, variable(parent) ?? null]));
      context.record({ elementId, kind: 'subflow', flowId, values });
    },
  };
}

/** The scope of a JUEL expression with the bean's helpers and the calls that act. */
const withBean = (elementId: string, scope: Scope, context: JobContext): Scope => ({ ...scope, approval: { ...context.helpers, ...beanCalls(elementId, scope, context) } });

/** Runs one service task as the target's backend would. */
export function runServiceTask(element: Extract<BpmnElement, { kind: 'serviceTask' }>, target: string, scope: Scope, context: JobContext): void {
  if (target === 'camunda8') zeebeJob(element, scope, context);
  else if (element.expression === undefined && element.taskType === FLOWABLE_HTTP_TYPE) flowableHttpTask(element, scope, context);
  else context.evaluate(element.expression ?? '', withBean(element.id, scope, context));
}
