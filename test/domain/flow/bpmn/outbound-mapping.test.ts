// BPMN mappings of issue 26's 触发器 and 子流程: http → the Camunda REST connector service task, Flowable's http
// task or the approval bean; setFields → a set-fields job (or the approval bean); subflow → a call activity with
// the field mapping and its result gateway (wait), or a start-subflow job (no wait).
import { flowToBpmn } from '../../../../domain/flow/bpmn';
import { parseFlow, type Flow } from '../../../../domain/flow';
import { loadForm } from '../../../fixtures/flows/flow-fixtures';

const form = loadForm('leave');
function flowOf(next: unknown): Flow {
  const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
}
const http = { id: 'hook', type: 'trigger', name: '通知ERP', props: { trigger: { type: 'http', method: 'PUT', url: 'https://erp.example.com/x', body: { days: 'leave_days', src: { const: 'oa' } } } } };
const setFields = { id: 'set', type: 'trigger', name: '设置', props: { trigger: { type: 'setFields', values: { leave_days: 5 } } } };
const sub = { id: 'buy', type: 'subflow', name: '采购', props: { subflow: { flowId: 'flow-purchase', fieldMap: { purchase_item: 'leave_reason' }, initiator: 'initiator', wait: true } } };
const element = (flow: Flow, target: 'camunda8' | 'camunda7' | 'flowable', id: string) => flowToBpmn(flow, form, target).elements.find((e) => e.id === id);

test('an http trigger exports as the camunda8 REST connector task (io.camunda:http-json:1) with method, url and body', () => {
  expect(element(flowOf(http), 'camunda8', 'hook')).toMatchObject({
    kind: 'serviceTask', taskType: 'io.camunda:http-json:1',
    inputs: [{ target: 'body', source: '={ "days": leave_days, "src": "oa" }' }, { target: 'method', source: 'PUT' }, { target: 'url', source: 'https://erp.example.com/x' }],
  });
});

test('an http trigger exports for camunda7 as a service task calling the approval bean\'s http with the body helper', () => {
  expect(element(flowOf(http), 'camunda7', 'hook')).toMatchObject({
    kind: 'serviceTask',
    expression: `\${approval.http(execution, 'PUT', 'https://erp.example.com/x', '{}', approval.json(execution, '{"days":"leave_days","src":{"const":"oa"}}'))}`,
  });
});

test('an http trigger exports for flowable as its native http task (flowable:type http) with requestMethod, requestUrl, requestHeaders and requestBody', () => {
  const withHeader = { ...http, props: { trigger: { ...http.props.trigger, headers: { 'X-Token': 'abc' } } } };
  expect(element(flowOf(withHeader), 'flowable', 'hook')).toEqual(expect.objectContaining({
    kind: 'serviceTask', taskType: 'http',
    inputs: [
      { target: 'requestMethod', source: 'PUT' },
      { target: 'requestUrl', source: 'https://erp.example.com/x' },
      { target: 'requestHeaders', source: 'Content-Type: application/json\nX-Token: abc' },
      { target: 'requestBody', source: `\${approval.json(execution, '{"days":"leave_days","src":{"const":"oa"}}')}` },
      { target: 'ignoreException', source: 'true' },
    ],
  }));
  expect(element(flowOf(withHeader), 'flowable', 'hook')).not.toHaveProperty('expression');
});

test('a setFields trigger exports as a set-fields job with one input per field', () => {
  expect(element(flowOf(setFields), 'camunda8', 'set')).toMatchObject({ kind: 'serviceTask', taskType: 'approval-set-fields', inputs: [{ target: 'leave_days', source: '=5' }] });
});

test('a waiting subflow exports as a call activity of the child flow with the field mapping (child ← parent) and its result as subflowResult', () => {
  expect(element(flowOf(sub), 'camunda8', 'buy')).toMatchObject({
    kind: 'callActivity', calledElement: 'flow-purchase', inputs: [{ target: 'purchase_item', source: '=leave_reason' }], outputs: [{ target: 'subflowResult', source: '=approvalResult' }],
  });
  expect(element(flowOf(sub), 'flowable', 'buy')).toMatchObject({ kind: 'callActivity', calledElement: 'flow-purchase', inputs: [{ target: 'purchase_item', source: '${leave_reason}' }] });
});

test('a waiting subflow whose child is rejected or withdrawn ends the whole process at the terminate end 子流程未通过, as our engine ends the parent rejected', () => {
  const model = flowToBpmn(flowOf(sub), form, 'camunda8');
  const toEnd = model.flows.find((flow) => flow.source === 'buy_result' && flow.target === 'buy_rejected');
  expect(toEnd?.condition).toBe('=list contains(["rejected", "withdrawn"], subflowResult)');
  expect(model.elements.find((e) => e.id === 'buy_rejected')).toMatchObject({ kind: 'endEvent', name: '子流程未通过', terminate: true });
  expect(model.elements.find((e) => e.id === 'buy_result')).toMatchObject({ kind: 'exclusiveGateway', defaultFlow: expect.any(String) });
});

test('a subflow without wait exports as a start-subflow job that goes on at once (a call activity would wait)', () => {
  const noWait = { ...sub, props: { subflow: { ...sub.props.subflow, wait: false } } };
  expect(element(flowOf(noWait), 'camunda8', 'buy')).toMatchObject({
    kind: 'serviceTask', taskType: 'approval-start-subflow', inputs: [{ target: 'flowId', source: 'flow-purchase' }, { target: 'purchase_item', source: '=leave_reason' }],
  });
  expect(element(flowOf(noWait), 'camunda7', 'buy')).toMatchObject({ kind: 'serviceTask', expression: `\${approval.startSubflow(execution, 'flow-purchase', '{"purchase_item":"leave_reason"}')}` });
});

test('an http body whose key names a control the body reads is built with context put: a FEEL context entry would read the entry before it', () => {
  const shadowing = { ...http, props: { trigger: { ...http.props.trigger, body: { leave_type: { const: 'oa' }, kind: 'leave_type' } } } };
  expect(element(flowOf(shadowing), 'camunda8', 'hook')).toMatchObject({
    inputs: expect.arrayContaining([{ target: 'body', source: '=context put(context put({}, "leave_type", "oa"), "kind", leave_type)' }]),
  });
});
