/**
 * A BPMN file of the shapes we export, drawn by hand in Camunda Modeler (no approval:data), reads back into our
 * flow; what cannot be read is reported per element, in Chinese, never dropped silently.
 */
import { parseFlow } from '../../../domain/flow';
import { exportFlowBpmn, importFlowBpmn } from '../../../adapters/bpmn/bpmn-files';
import { loadForm } from '../../fixtures/flows/flow-fixtures';

const wrap = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs">
  <bpmn:process id="hand" name="手绘审批" isExecutable="true">${body}</bpmn:process>
</bpmn:definitions>`;

const mi = (id: string, name: string, collection: string, extra = '') => `
    <bpmn:userTask id="${id}" name="${name}">
      <bpmn:extensionElements><zeebe:assignmentDefinition assignee="=approver" /></bpmn:extensionElements>
      <bpmn:multiInstanceLoopCharacteristics ${extra}>
        <bpmn:extensionElements><zeebe:loopCharacteristics inputCollection="${collection}" inputElement="approver" /></bpmn:extensionElements>
      </bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>`;

const flow = (id: string, from: string, to: string, condition = '') => `
    <bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}">${condition ? `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${condition}</bpmn:conditionExpression>` : ''}</bpmn:sequenceFlow>`;

describe('importing a hand-drawn camunda8 process', () => {
  it('reads user tasks (assignee expression → assignee kind, loop → 会签 / 依次审批), cc jobs and parallel groups', async () => {
    const xml = wrap(`
    <bpmn:startEvent id="s" name="开始" />${flow('f1', 's', 'boss')}
    ${mi('boss', '二级主管', '=supervisor(initiator, 2)', 'isSequential="true"')}${flow('f2', 'boss', 'fork')}
    <bpmn:parallelGateway id="fork" name="并行" />${flow('f3', 'fork', 'fin')}${flow('f4', 'fork', 'join')}
    ${mi('fin', '财务', '=roleMembers(&#34;r-fin&#34;)')}${flow('f5', 'fin', 'join')}
    <bpmn:parallelGateway id="join" />${flow('f6', 'join', 'cc')}
    <bpmn:serviceTask id="cc" name="抄送">
      <bpmn:extensionElements>
        <zeebe:taskDefinition type="approval-cc" />
        <zeebe:ioMapping><zeebe:input source="=[&#34;u-admin1&#34;]" target="ccUsers" /></zeebe:ioMapping>
      </bpmn:extensionElements>
    </bpmn:serviceTask>${flow('f7', 'cc', 'e')}
    <bpmn:endEvent id="e" name="结束" />`);
    const result = await importFlowBpmn(xml);
    expect(result.problems).toEqual([]);
    expect(result.flow?.root.next).toEqual({
      id: 'boss', type: 'approver', name: '二级主管', props: { assignee: { type: 'supervisor', level: 2 }, mode: 'sequential', whenEmpty: 'autoPass' },
      next: {
        id: 'fork', type: 'parallel', name: '并行', props: {},
        branches: [
          { id: 'f3', name: '', next: { id: 'fin', type: 'approver', name: '财务', props: { assignee: { type: 'role', roleId: 'r-fin' }, mode: 'and', whenEmpty: 'autoPass' } } },
          { id: 'f4', name: '' },
        ],
        next: { id: 'cc', type: 'cc', name: '抄送', props: { assignee: { type: 'users', userIds: ['u-admin1'] } } },
      },
    });
  });

  it('reports a condition it cannot turn into ours, an unreadable assignee and an unsupported element, each by id', async () => {
    const xml = wrap(`
    <bpmn:startEvent id="s" name="开始" />${flow('f1', 's', 'split')}
    <bpmn:exclusiveGateway id="split" name="金额" default="f3" />${flow('f2', 'split', 'who', '=amount &gt; 1000')}${flow('f3', 'split', 'join')}
    ${mi('who', '谁', '=someoneElse()')}${flow('f4', 'who', 'join')}
    <bpmn:exclusiveGateway id="join" />${flow('f5', 'join', 'wait')}
    <bpmn:intermediateCatchEvent id="wait" name="等一天"><bpmn:timerEventDefinition /></bpmn:intermediateCatchEvent>${flow('f6', 'wait', 'e')}
    <bpmn:endEvent id="e" name="结束" />`);
    const result = await importFlowBpmn(xml);
    expect(result.problems).toEqual([
      { elementId: 'who', message: '无法识别审批人：请使用导出时的审批人表达式（如 supervisor(initiator, 1)）' },
      { elementId: 'f2', message: '无法识别的条件表达式：导入后该分支没有条件，请在设计器中重新设置' },
      { elementId: 'wait', message: '不支持的 BPMN 元素类型「IntermediateCatchEvent」：只能导入开始事件、用户任务、抄送服务任务、排他网关、并行网关和结束事件' },
    ]);
  });

  it('reports a split whose branches never meet again', async () => {
    const xml = wrap(`
    <bpmn:startEvent id="s" name="开始" />${flow('f1', 's', 'split')}
    <bpmn:parallelGateway id="split" name="分叉" />${flow('f2', 'split', 'e1')}${flow('f3', 'split', 'e2')}
    <bpmn:endEvent id="e1" name="结束1" /><bpmn:endEvent id="e2" name="结束2" />`);
    const result = await importFlowBpmn(xml);
    expect(result.problems).toContainEqual({ elementId: 'split', message: '找不到与该分支网关对应的汇聚网关' });
  });
});

describe('importing a hand-drawn Flowable http task', () => {
  it('reads flowable:type="http" with its requestMethod, requestUrl, requestHeaders and our body helper as an http 触发器', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="defs" targetNamespace="http://flowable.org/test">
  <process id="hand" name="手绘" isExecutable="true">
    <startEvent id="s" />
    <sequenceFlow id="f1" sourceRef="s" targetRef="erp" />
    <serviceTask id="erp" name="通知 ERP" flowable:type="http">
      <extensionElements>
        <flowable:field name="requestMethod"><flowable:string>PUT</flowable:string></flowable:field>
        <flowable:field name="requestUrl"><flowable:string>https://erp.example.com/leave</flowable:string></flowable:field>
        <flowable:field name="requestHeaders"><flowable:string>Content-Type: application/json
X-Token: abc</flowable:string></flowable:field>
        <flowable:field name="requestBody"><flowable:expression>\${approval.json(execution, '{"days":"leave_days","src":{"const":"oa"}}')}</flowable:expression></flowable:field>
      </extensionElements>
    </serviceTask>
    <sequenceFlow id="f2" sourceRef="erp" targetRef="e" />
    <endEvent id="e" />
  </process>
</definitions>`;
    const result = await importFlowBpmn(xml, 'flowable');
    expect(result.problems).toEqual([]);
    expect(result.flow?.root.next).toEqual({
      id: 'erp', type: 'trigger', name: '通知 ERP',
      props: { trigger: { type: 'http', method: 'PUT', url: 'https://erp.example.com/leave', headers: { 'X-Token': 'abc' }, body: { days: 'leave_days', src: { const: 'oa' } } } },
    });
  });
});

describe('importing our camunda7 / flowable 触发器 and 子流程 without our data (as a modeler that drops unknown elements keeps them)', () => {
  const withoutData = (xml: string) => {
    const stripped = xml.replace(/<approval:data>[\s\S]*?<\/approval:data>/g, '');
    expect(stripped).not.toContain('approval:data');
    return stripped;
  };
  const leave = loadForm('leave');
  const flowOf = (next: unknown) => {
    const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return parsed.flow;
  };
  const http = { type: 'http', method: 'PUT', url: 'https://erp.example.com/x', headers: { 'X-Token': 'abc' }, body: { days: 'leave_days', src: { const: 'oa' } } };

  it.each(['camunda7', 'flowable'] as const)('reads the http call, the setFields call and the start-subflow call back from the bean arguments (%s)', async (target) => {
    const flow = flowOf({
      id: 'hook', type: 'trigger', name: '通知', props: { trigger: http }, next: {
        id: 'set', type: 'trigger', name: '设置', props: { trigger: { type: 'setFields', values: { leave_days: 5 } } }, next: {
          id: 'buy', type: 'subflow', name: '采购', props: { subflow: { flowId: 'flow-purchase', fieldMap: { purchase_item: 'leave_reason' }, initiator: 'initiator', wait: false } },
        },
      },
    });
    const back = await importFlowBpmn(withoutData(await exportFlowBpmn(flow, leave, target)), target);
    const nodes = [back.flow?.root.next, back.flow?.root.next?.next, back.flow?.root.next?.next?.next];
    expect(nodes.map((node) => node?.props)).toEqual([
      { trigger: http },
      { trigger: { type: 'setFields', values: { leave_days: 5 } } },
      { subflow: { flowId: 'flow-purchase', fieldMap: { purchase_item: 'leave_reason' }, initiator: 'initiator', wait: false } },
    ]);
  });
});
