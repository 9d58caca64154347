/**
 * 触发器 → a service task that never waits.
 * - http: camunda8 the REST connector (`io.camunda:http-json:1`, inputs method / url / headers / body, the
 *   body a FEEL context of the control variables and constants); flowable its own http task
 *   (`flowable:type="http"`, fields requestMethod / requestUrl / requestHeaders / requestBody, the body built
 *   by the helper `approval.json(execution, spec)`); camunda7 the `approval` bean's
 *   `http(execution, method, url, headers, body)` (a documented service task type: Camunda 7 has no http task
 *   without the connect plugin), its body from the same helper.
 * - setFields: camunda8 a job of type `approval-set-fields` with one input per field; camunda7 / flowable
 *   `approval.setFields(execution, values)`. The node's own JSON (our data) gives it back on import.
 */
import type { TriggerNode, TriggerSpec } from '../../model/flow';
import type { BpmnElement } from '../bpmn-model';
import type { ExpressionDialect } from '../expression-dialect';
import { jsonRecord, juelStrings } from '../juel-call';
import { nodeBase, nodeData } from '../node-data';
import type { NodeMapping } from '../node-mapping';

export const HTTP_CONNECTOR_TYPE = 'io.camunda:http-json:1';
/** Flowable's http task: a service task of this `flowable:type`. */
export const FLOWABLE_HTTP_TYPE = 'http';
export const SET_FIELDS_TASK_TYPE = 'approval-set-fields';
const JUEL_CALL = /^approval\.(http|setFields)\(/;

type HttpSpec = Extract<TriggerSpec, { type: 'http' }>;
type ServiceTask = Extract<BpmnElement, { kind: 'serviceTask' }>;

const literal = (value: unknown): string => JSON.stringify(value ?? null);

/**
 * camunda8: the body as a FEEL context `{ "days": leave_days, "src": "oa" }`. In a FEEL context literal an entry
 * reads the entries before it first (`{ "kind": "oa", "n": kind }` sends "oa"): when a key names a control the
 * body reads, the context is built with `context put` instead, whose values are read outside it.
 */
function feelBody(spec: HttpSpec, d: ExpressionDialect): string {
  const entries = Object.entries(spec.body).map(([key, value]) => [key, typeof value === 'string' ? d.variable(value) : literal(value.const)] as const);
  const read = new Set(Object.values(spec.body).filter((value): value is string => typeof value === 'string'));
  if (Object.keys(spec.body).some((key) => read.has(key))) return entries.reduce((context, [key, value]) => `context put(${context}, ${JSON.stringify(key)}, ${value})`, '{}');
  return `{ ${entries.map(([key, value]) => `${JSON.stringify(key)}: ${value}`).join(', ')} }`;
}

/** JUEL: the body as the helper building its JSON text from the body spec (key → control id or `{ const }`). */
const juelBody = (spec: HttpSpec, d: ExpressionDialect): string => `approval.json(execution, ${d.str(JSON.stringify(spec.body))})`;

/** Flowable's requestHeaders: one `Name: value` per line, JSON content first. */
const headerLines = (spec: HttpSpec): string =>
  ['Content-Type: application/json', ...Object.entries(spec.headers ?? {}).map(([name, value]) => `${name}: ${value}`)].join('\n');

function readHeaderLines(text: string | undefined): Record<string, string> | undefined {
  const entries = (text ?? '').split('\n').flatMap((line) => {
    const at = line.indexOf(':');
    const name = line.slice(0, at).trim();
    return at <= 0 || name.toLowerCase() === 'content-type' ? [] : [[name, line.slice(at + 1).trim()]];
  });
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

function httpTask(spec: HttpSpec, d: ExpressionDialect): Pick<ServiceTask, 'taskType' | 'inputs' | 'expression'> {
  if (d.target === 'camunda8') {
    return {
      taskType: HTTP_CONNECTOR_TYPE,
      // The body first: an input mapping may read the inputs before it, and a control named `url` must not read the URL.
      inputs: [
        { target: 'body', source: d.wrap(feelBody(spec, d)) },
        { target: 'method', source: spec.method },
        { target: 'url', source: spec.url },
        ...(spec.headers ? [{ target: 'headers', source: d.wrap(literal(spec.headers)) }] : []),
      ],
    };
  }
  if (d.target === 'flowable') {
    return {
      taskType: FLOWABLE_HTTP_TYPE,
      inputs: [
        { target: 'requestMethod', source: spec.method },
        { target: 'requestUrl', source: spec.url },
        { target: 'requestHeaders', source: headerLines(spec) },
        { target: 'requestBody', source: d.wrap(juelBody(spec, d)) },
        // Our engine never lets a failed request block the instance.
        { target: 'ignoreException', source: 'true' },
      ],
    };
  }
  const call = `approval.http(execution, ${d.str(spec.method)}, ${d.str(spec.url)}, ${d.str(JSON.stringify(spec.headers ?? {}))}, ${juelBody(spec, d)})`;
  return { taskType: HTTP_CONNECTOR_TYPE, inputs: [], expression: d.wrap(call) };
}

function setFieldsTask(values: Record<string, unknown>, d: ExpressionDialect): Pick<ServiceTask, 'taskType' | 'inputs' | 'expression'> {
  const inputs = Object.entries(values).map(([controlId, value]) => ({ target: controlId, source: d.wrap(literal(value)) }));
  if (d.target === 'camunda8') return { taskType: SET_FIELDS_TASK_TYPE, inputs };
  return { taskType: SET_FIELDS_TASK_TYPE, inputs: [], expression: d.wrap(`approval.setFields(execution, ${d.str(JSON.stringify(values))})`) };
}

/** The body spec of our `approval.json(execution, '…')` helper; another body is an expression we do not read (empty). */
const bodyOfJsonCall = (expression: string | undefined): HttpSpec['body'] =>
  (/^approval\.json\(/.test(expression ?? '') ? jsonRecord(juelStrings(expression ?? '')[0]) as HttpSpec['body'] | undefined : undefined) ?? {};

/** A hand-drawn Flowable http task: method, URL, headers, and the body when it is our helper's. */
function flowableHttpOf(element: ServiceTask, d: ExpressionDialect): HttpSpec {
  const input = (target: string) => element.inputs.find((entry) => entry.target === target)?.source;
  const headers = readHeaderLines(input('requestHeaders'));
  const body = bodyOfJsonCall(d.unwrap(input('requestBody') ?? ''));
  return { type: 'http', method: input('requestMethod') === 'PUT' ? 'PUT' : 'POST', url: input('requestUrl') ?? '', ...(headers && { headers }), body };
}

/** camunda7's `approval.http(execution, method, url, headers, approval.json(execution, body))` read back. */
function beanHttpOf(expression: string): HttpSpec {
  const [method, url, headersJson] = juelStrings(expression);
  const headers = jsonRecord(headersJson) as Record<string, string> | undefined;
  const body = bodyOfJsonCall(/approval\.json\([\s\S]*\)(?=\s*\)$)/.exec(expression)?.[0]);
  return { type: 'http', method: method === 'PUT' ? 'PUT' : 'POST', url: url ?? '', ...(headers && Object.keys(headers).length > 0 && { headers }), body };
}

export const triggerMapping: NodeMapping<TriggerNode> = {
  type: 'trigger',
  export(node, _from, context) {
    const id = context.idOf(node.id);
    const name = node.name || '触发器';
    const d = context.dialect;
    const spec = node.props.trigger ?? { type: 'http', method: 'POST', url: '', body: {} };
    const task = spec.type === 'http' ? httpTask(spec, d) : setFieldsTask(spec.values, d);
    context.add({ kind: 'serviceTask', id, name, ...task, data: nodeData(node, id, name) });
    return { source: id };
  },
  // A hand-drawn REST connector, Flowable http task or set-fields job (or its JUEL call) is a trigger; other service tasks are 抄送.
  accepts: (element, context) => element.kind === 'serviceTask'
    && ([HTTP_CONNECTOR_TYPE, SET_FIELDS_TASK_TYPE].includes(element.taskType) || (context.dialect.target === 'flowable' && element.taskType === FLOWABLE_HTTP_TYPE)
      || JUEL_CALL.test(context.dialect.unwrap(element.expression ?? '') ?? '')),
  import(element, context) {
    if (element.kind !== 'serviceTask') return undefined;
    const base = nodeBase(element);
    const node: TriggerNode = { ...base.fields, id: base.id, type: 'trigger', name: base.name, props: base.props };
    if (base.hasData) return { node, continueFrom: element.id };
    const input = (target: string) => element.inputs.find((entry) => entry.target === target)?.source;
    const d = context.dialect;
    if (element.taskType === FLOWABLE_HTTP_TYPE) {
      node.props = { trigger: flowableHttpOf(element, d) };
      return { node, continueFrom: element.id };
    }
    const call = d.unwrap(element.expression ?? '') ?? '';
    if (/^approval\.http\(/.test(call)) {
      node.props = { trigger: beanHttpOf(call) };
      return { node, continueFrom: element.id };
    }
    if (element.taskType === HTTP_CONNECTOR_TYPE) {
      // The body of a hand-drawn connector is an expression we do not evaluate: the node starts without one.
      const method = input('method') === 'PUT' ? 'PUT' : 'POST';
      node.props = { trigger: { type: 'http', method, url: input('url') ?? '', body: {} } };
      return { node, continueFrom: element.id };
    }
    if (/^approval\.setFields\(/.test(call)) {
      node.props = { trigger: { type: 'setFields', values: jsonRecord(juelStrings(call)[0]) ?? {} } };
      return { node, continueFrom: element.id };
    }
    const values = Object.fromEntries(element.inputs.flatMap(({ target, source }) => {
      try {
        return [[target, JSON.parse(d.unwrap(source) ?? source) as unknown]];
      } catch {
        return [];
      }
    }));
    node.props = { trigger: { type: 'setFields', values } };
    return { node, continueFrom: element.id };
  },
};
