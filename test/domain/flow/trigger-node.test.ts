// 触发器 (issue 26): http requests go to the outbox and the instance goes on; setFields sets values that
// everything after reads; the pre-publish checks name the node.
import { checkFlow, parseFlow, previewRoute, type Flow } from '../../../domain/flow';
import { loadForm } from '../../fixtures/flows/flow-fixtures';
import { approve, approver, envOf, runFlow, users } from './runtime-helpers';

const form = loadForm('leave');
const http = (body: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 'http', method: 'POST', url: 'https://erp.example.com/leave', body, ...extra });
const trigger = (id: string, spec: unknown, next?: unknown) => ({ id, type: 'trigger', name: id === 'set' ? '设置天数' : '通知ERP', props: { trigger: spec }, ...(next ? { next } : {}) });
const daysGroup = {
  id: 'g', type: 'condition', name: '天数', props: {},
  branches: [
    { id: 'long', name: '超过3天', priority: 1, conditions: [[{ controlId: 'leave_days', op: 'gt', value: 3 }]], next: approver('ceo', { assignee: users('u-ceo') }) },
    { id: 'else', name: '其他情况', priority: 2, default: true, conditions: [], next: approver('lead', { assignee: users('u-fe-lead') }) },
  ],
};
const launch = { initiator: 'u-fe1', values: { leave_days: 2, leave_reason: '家事' } };

function flowOf(next: unknown): Flow {
  const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
}

describe('触发器 http', () => {
  test('an http trigger records its request in the outbox (body keys mapped from control values and constants) and goes on at once', () => {
    const env = envOf(trigger('t', http({ days: 'leave_days', reason: 'leave_reason', source: { const: 'oa' }, empty: 'leave_type' }, { headers: { 'X-Token': 'abc' } }),
      approver('lead', { assignee: users('u-fe-lead') })));
    const run = runFlow(env, launch);
    expect(run.state.outbox).toEqual([{
      nodeId: 't', method: 'POST', url: 'https://erp.example.com/leave', headers: { 'X-Token': 'abc' },
      body: { days: 2, reason: '家事', source: 'oa', empty: null },
    }]);
    expect(run.pending).toEqual([{ nodeId: 'lead', userIds: ['u-fe-lead'] }]);
  });

  test('an http trigger at the end of the flow lets the instance finish approved', () => {
    const run = runFlow(envOf(trigger('t', http({}))), launch);
    expect(run.state.status).toBe('approved');
    expect(run.state.outbox).toHaveLength(1);
  });

  test('the route step of a trigger is { nodeId, type: "trigger" }', () => {
    const env = envOf(trigger('t', http({})));
    expect(previewRoute({ ...env, values: {}, initiator: 'u-fe1' }).steps).toEqual([{ nodeId: 't', type: 'trigger' }]);
  });

  test('check: an http trigger without an absolute http(s) URL names the node', () => {
    for (const url of ['', 'erp/leave', 'ftp://erp.example.com', 'https://']) {
      expect(checkFlow(flowOf(trigger('t', http({}, { url }))), form)).toEqual([{ nodeId: 't', message: '「通知ERP」请填写以 http:// 或 https:// 开头的完整请求地址' }]);
    }
    expect(checkFlow(flowOf(trigger('t', http({}, { url: 'http://10.0.0.5:8080/hook?x=1' }))), form)).toEqual([]);
  });

  test('check: an http trigger whose body names a control not in the form', () => {
    expect(checkFlow(flowOf(trigger('t', http({ amount: 'gone', ok: { const: 1 } }))), form))
      .toEqual([{ nodeId: 't', message: '「通知ERP」请求体「amount」引用的控件不存在：gone，请重新选择' }]);
  });

  test('reading: a method other than POST / PUT is refused', () => {
    const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: trigger('t', http({}, { method: 'GET' })) } });
    expect(parsed.ok).toBe(false);
  });
});

describe('触发器 setFields', () => {
  test('setFields sets the instance values, and a later condition group reads the set values (runtime)', () => {
    const env = envOf(trigger('set', { type: 'setFields', values: { leave_days: 5 } }, daysGroup));
    const run = runFlow(env, launch);
    expect(run.state.values.leave_days).toBe(5);
    expect(run.pending).toEqual([{ nodeId: 'ceo', userIds: ['u-ceo'] }]);
    expect(run.state.history.map((h) => h.action)).toEqual(['submit', 'trigger']);
  });

  test('setFields in the route preview: later condition groups read the set values', () => {
    const env = envOf(trigger('set', { type: 'setFields', values: { leave_days: 5 } }, daysGroup));
    const steps = previewRoute({ ...env, values: { leave_days: 1 }, initiator: 'u-fe1' }).steps;
    expect(steps.map((s) => s.nodeId)).toEqual(['set', 'ceo']);
  });

  test('after setFields the run goes to the end when everyone approves', () => {
    const env = envOf(trigger('set', { type: 'setFields', values: { leave_days: 1 } }, daysGroup));
    const run = runFlow(env, { initiator: 'u-fe1', values: { leave_days: 9 } }, [approve('u-fe-lead')]);
    expect(run.state.status).toBe('approved');
  });

  test('check: setFields with a control not in the form, or a value that control cannot hold (the form\'s own rules)', () => {
    expect(checkFlow(flowOf(trigger('set', { type: 'setFields', values: { gone: 1 } })), form))
      .toEqual([{ nodeId: 'set', message: '「设置天数」要设置的控件不存在：gone，请删除该设置' }]);
    const bad = checkFlow(flowOf(trigger('set', { type: 'setFields', values: { leave_days: 'abc' } })), form);
    expect(bad).toHaveLength(1);
    expect(bad[0]!.message).toMatch(/^「设置天数」设置「请假天数」的值无效：/);
    expect(checkFlow(flowOf(trigger('set', { type: 'setFields', values: { leave_reason: { x: 1 } } })), form)[0]!.message).toMatch(/「请假事由」的值无效/);
    expect(checkFlow(flowOf(trigger('set', { type: 'setFields', values: { leave_days: 4 } })), form)).toEqual([]);
  });

  test('check: setFields without any field', () => {
    expect(checkFlow(flowOf(trigger('set', { type: 'setFields', values: {} })), form)).toEqual([{ nodeId: 'set', message: '「设置天数」请至少设置一个字段' }]);
  });
});
