/**
 * 子流程 → the child flow's process (processId = flowId), its field mapping as inputs (child control ←
 * parent control's variable):
 * - wait (the parent waits for the child): a call activity — camunda8 `zeebe:calledElement` with
 *   `zeebe:ioMapping`, camunda7 / flowable the `calledElement` attribute with `in` bindings — whose output
 *   `subflowResult` (← the child's `approvalResult`) an exclusive gateway 子流程结果 reads: rejected or withdrawn
 *   → a terminate end event 子流程未通过 (the whole parent ends rejected, its parallel branches too, as our
 *   engine ends it), else on by its default flow.
 * - no wait: a service task that asks the backend to start the child and goes on at once (a call activity
 *   always waits): camunda8 a job `approval-start-subflow` (inputs `flowId` and the mapping), camunda7 /
 *   flowable `approval.startSubflow(execution, flowId, fieldMap)`.
 * The initiator choice and the rest travel in our data.
 */
import type { SubflowNode } from '../../model/flow';
import type { ExportContext, PendingLink } from '../mapping-context';
import { jsonRecord, juelStrings } from '../juel-call';
import { nodeBase, nodeData } from '../node-data';
import type { NodeMapping } from '../node-mapping';
import { importRejectPath } from './reject-path';

export const START_SUBFLOW_TASK_TYPE = 'approval-start-subflow';
/** The call activity's output: how the child ended (approved / rejected / withdrawn). */
export const SUBFLOW_RESULT_VARIABLE = 'subflowResult';
/** The child's variable the backend sets when it ends, mapped out as `subflowResult`. */
export const CHILD_RESULT_VARIABLE = 'approvalResult';
const JUEL_START = /^approval\.startSubflow\(/;

/** The gateway after a waiting call activity and its path to 子流程未通过; returns the link that goes on. */
function exportResultPath(callId: string, context: ExportContext): PendingLink {
  const d = context.dialect;
  const gateway = context.newId(`${callId}_result`);
  context.add({ kind: 'exclusiveGateway', id: gateway, name: '子流程结果', data: { subflowOf: callId } });
  context.connect({ source: callId }, gateway);
  const end = context.newId(`${callId}_rejected`);
  context.add({ kind: 'endEvent', id: end, name: '子流程未通过', terminate: true, data: { subflowOf: callId } });
  context.connect({ source: gateway, name: '未通过', condition: d.wrap(d.oneOf(d.variable(SUBFLOW_RESULT_VARIABLE), ['rejected', 'withdrawn'])) }, end);
  return { source: gateway, isDefault: true, name: '通过' };
}

export const subflowMapping: NodeMapping<SubflowNode> = {
  type: 'subflow',
  export(node, _from, context) {
    const id = context.idOf(node.id);
    const name = node.name || '子流程';
    const d = context.dialect;
    const spec = node.props.subflow;
    const flowId = spec?.flowId ?? '';
    const data = nodeData(node, id, name);
    const inputs = Object.entries(spec?.fieldMap ?? {}).map(([child, parent]) => ({ target: child, source: d.wrap(d.variable(parent)) }));
    if (spec?.wait === false) {
      const call = d.target === 'camunda8' ? {} : { expression: d.wrap(`approval.startSubflow(execution, ${d.str(flowId)}, ${d.str(JSON.stringify(spec.fieldMap ?? {}))})`) };
      const jobInputs = d.target === 'camunda8' ? [{ target: 'flowId', source: flowId }, ...inputs] : [];
      context.add({ kind: 'serviceTask', id, name, taskType: START_SUBFLOW_TASK_TYPE, inputs: jobInputs, ...call, data });
      return { source: id };
    }
    const outputs = [{ target: SUBFLOW_RESULT_VARIABLE, source: d.wrap(d.variable(CHILD_RESULT_VARIABLE)) }];
    context.add({ kind: 'callActivity', id, name, calledElement: flowId, inputs, outputs, data });
    return exportResultPath(id, context);
  },
  accepts: (element, context) => element.kind === 'callActivity'
    || (element.kind === 'serviceTask' && (element.taskType === START_SUBFLOW_TASK_TYPE || JUEL_START.test(context.dialect.unwrap(element.expression ?? '') ?? ''))),
  import(element, context) {
    if (element.kind !== 'callActivity' && element.kind !== 'serviceTask') return undefined;
    const base = nodeBase(element);
    const node: SubflowNode = { ...base.fields, id: base.id, type: 'subflow', name: base.name, props: base.props };
    const goesOn = importRejectPath(element.id, context, 'subflowOf') ?? { continueFrom: element.id };
    if (base.hasData) return { node, ...goesOn };
    const call = element.kind === 'serviceTask' ? context.dialect.unwrap(element.expression ?? '') ?? '' : '';
    if (JUEL_START.test(call)) {
      // camunda7 / flowable: approval.startSubflow(execution, '<flowId>', '<fieldMap JSON>')
      const [flowId, fieldMap] = juelStrings(call);
      node.props = { subflow: { flowId: flowId ?? '', fieldMap: (jsonRecord(fieldMap) ?? {}) as Record<string, string>, initiator: 'initiator', wait: false } };
      return { node, ...goesOn };
    }
    const inputs = element.inputs.filter(({ target }) => target !== 'flowId');
    const fieldMap = Object.fromEntries(inputs.map(({ target, source }) => [target, context.dialect.unwrap(source) ?? source]));
    const flowId = element.kind === 'callActivity' ? element.calledElement : element.inputs.find(({ target }) => target === 'flowId')?.source ?? '';
    node.props = { subflow: { flowId, fieldMap, initiator: 'initiator', wait: element.kind === 'callActivity' } };
    return { node, ...goesOn };
  },
};
