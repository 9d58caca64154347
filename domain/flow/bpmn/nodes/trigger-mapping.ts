/**
 * 触发器 → a service task that never waits.
 * - http: camunda8 the REST connector (`io.camunda:http-json:1`, inputs method / url / headers / body, the
 *   body a FEEL context of the control variables and constants); camunda7 / flowable an expression calling
 *   the `approval` bean's `http(execution, method, url, body)` (a documented service task type for an engine
 *   without a connector).
 * - setFields: camunda8 a job of type `approval-set-fields` with one input per field; camunda7 / flowable
 *   `approval.setFields(execution, values)`. The node's own JSON (our data) gives it back on import.
 */
import type { TriggerNode, TriggerSpec } from '../../model/flow';
import type { ExpressionDialect } from '../expression-dialect';
import { nodeBase, nodeData } from '../node-data';
import type { NodeMapping } from '../node-mapping';

export const HTTP_CONNECTOR_TYPE = 'io.camunda:http-json:1';
export const SET_FIELDS_TASK_TYPE = 'approval-set-fields';
const JUEL_CALL = /^approval\.(http|setFields)\(/;

const literal = (value: unknown): string => JSON.stringify(value ?? null);

/** The body as an expression: `{ "days": leave_days, "src": "oa" }`. */
function bodyExpression(spec: Extract<TriggerSpec, { type: 'http' }>): string {
  const entries = Object.entries(spec.body).map(([key, value]) => `${JSON.stringify(key)}: ${typeof value === 'string' ? value : literal(value.const)}`);
  return `{ ${entries.join(', ')} }`;
}

function exportInputs(spec: TriggerSpec, d: ExpressionDialect): Array<{ target: string; source: string }> {
  if (spec.type === 'setFields') return Object.entries(spec.values).map(([controlId, value]) => ({ target: controlId, source: d.wrap(literal(value)) }));
  return [
    { target: 'method', source: spec.method },
    { target: 'url', source: spec.url },
    ...(spec.headers ? [{ target: 'headers', source: d.wrap(literal(spec.headers)) }] : []),
    { target: 'body', source: d.wrap(bodyExpression(spec)) },
  ];
}

function juelCall(spec: TriggerSpec, d: ExpressionDialect): string {
  return spec.type === 'setFields'
    ? d.wrap(`approval.setFields(execution, ${literal(JSON.stringify(spec.values))})`)
    : d.wrap(`approval.http(execution, ${literal(spec.method)}, ${literal(spec.url)}, ${literal(bodyExpression(spec))})`);
}

export const triggerMapping: NodeMapping<TriggerNode> = {
  type: 'trigger',
  export(node, _from, context) {
    const id = context.idOf(node.id);
    const name = node.name || '触发器';
    const d = context.dialect;
    const spec = node.props.trigger ?? { type: 'http', method: 'POST', url: '', body: {} };
    const taskType = spec.type === 'http' ? HTTP_CONNECTOR_TYPE : SET_FIELDS_TASK_TYPE;
    const call = d.target === 'camunda8' ? {} : { expression: juelCall(spec, d) };
    context.add({ kind: 'serviceTask', id, name, taskType, inputs: exportInputs(spec, d), ...call, data: nodeData(node, id, name) });
    return { source: id };
  },
  // A hand-drawn REST connector or set-fields job (or its JUEL call) is a trigger; other service tasks are 抄送.
  accepts: (element, context) => element.kind === 'serviceTask'
    && (element.taskType === HTTP_CONNECTOR_TYPE || element.taskType === SET_FIELDS_TASK_TYPE || JUEL_CALL.test(context.dialect.unwrap(element.expression ?? '') ?? '')),
  import(element, context) {
    if (element.kind !== 'serviceTask') return undefined;
    const base = nodeBase(element);
    const node: TriggerNode = { ...base.fields, id: base.id, type: 'trigger', name: base.name, props: base.props };
    if (base.hasData) return { node, continueFrom: element.id };
    const input = (target: string) => element.inputs.find((entry) => entry.target === target)?.source;
    if (element.taskType === HTTP_CONNECTOR_TYPE) {
      // The body of a hand-drawn connector is an expression we do not evaluate: the node starts without one.
      const method = input('method') === 'PUT' ? 'PUT' : 'POST';
      node.props = { trigger: { type: 'http', method, url: input('url') ?? '', body: {} } };
      return { node, continueFrom: element.id };
    }
    const d = context.dialect;
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
