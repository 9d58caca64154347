// BPMN mappings of issue 26's 触发器 and 子流程: http → the Camunda REST connector service task, setFields →
// a set-fields job (or the approval bean), subflow → a call activity with the field mapping.
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
    inputs: [{ target: 'method', source: 'PUT' }, { target: 'url', source: 'https://erp.example.com/x' }, { target: 'body', source: '={ "days": leave_days, "src": "oa" }' }],
  });
});

test('an http trigger exports for camunda7 / flowable as a service task calling the approval bean\'s http', () => {
  expect(element(flowOf(http), 'camunda7', 'hook')).toMatchObject({ kind: 'serviceTask', expression: expect.stringMatching(/^\$\{approval\.http\(execution, "PUT", "https:\/\/erp\.example\.com\/x", /) });
});

test('a setFields trigger exports as a set-fields job with one input per field', () => {
  expect(element(flowOf(setFields), 'camunda8', 'set')).toMatchObject({ kind: 'serviceTask', taskType: 'approval-set-fields', inputs: [{ target: 'leave_days', source: '=5' }] });
});

test('a subflow exports as a call activity of the child flow with the field mapping (child ← parent)', () => {
  expect(element(flowOf(sub), 'camunda8', 'buy')).toMatchObject({ kind: 'callActivity', calledElement: 'flow-purchase', inputs: [{ target: 'purchase_item', source: '=leave_reason' }] });
  expect(element(flowOf(sub), 'flowable', 'buy')).toMatchObject({ kind: 'callActivity', calledElement: 'flow-purchase' });
});
