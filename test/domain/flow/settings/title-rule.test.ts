import { checkFlow, instanceTitle, titleRuleFromNames, titleRuleToNames } from '../../../../domain/flow';
import type { Form } from '../../../../domain/model/form';
import { loadFlow, loadForm } from '../../../fixtures/flows/flow-fixtures';

const form = loadForm('leave');
const facts = (values: Record<string, unknown>, f: Form = form) => ({ initiatorName: '张三', flowName: '请假', launchedAt: '2026-11-24T09:30', form: f, values });

describe('标题规则 (settings.titleRule)', () => {
  it('titleRule fills {initiator}, {flowName}, {date} and {<controlId>} with its display text', () => {
    expect(instanceTitle('{initiator}的{flowName}：{leave_type}（{date}）', facts({ leave_type: 2 }))).toBe('张三的请假：事假（2026-11-24）');
  });

  it('titleRule: a control hidden by form logic reads empty', () => {
    const withLogic: Form = { ...form, controls: form.controls.map((c) => (c.id === 'leave_reason' ? { ...c, logic: { leave_type: [3] } } : c)) };
    expect(instanceTitle('{initiator}-{leave_reason}', facts({ leave_type: 2, leave_reason: '家中有事' }, withLogic))).toBe('张三-');
    expect(instanceTitle('{initiator}-{leave_reason}', facts({ leave_type: 3, leave_reason: '家中有事' }, withLogic))).toBe('张三-家中有事');
  });

  it('without a titleRule the title stays <发起人>的<流程名称>', () => {
    expect(instanceTitle(undefined, facts({}))).toBe('张三的请假');
  });

  it('titleRule is edited with names and stored with ids, so renaming a control keeps the rule', () => {
    const stored = titleRuleFromNames('{发起人}请假{请假天数}天（{发起日期}）', form);
    expect(stored).toBe('{initiator}请假{leave_days}天（{date}）');
    const renamed: Form = { ...form, controls: form.controls.map((c) => (c.id === 'leave_days' ? { ...c, config: { ...c.config, title: '天数' } } : c)) };
    expect(titleRuleToNames(stored, renamed)).toBe('{发起人}请假{天数}天（{发起日期}）');
  });

  it('check: a titleRule naming a control not in the form', () => {
    const flow = loadFlow('leave');
    const problems = checkFlow({ ...flow, settings: { ...flow.settings, titleRule: '{initiator}{gone}' } }, form);
    expect(problems).toEqual([{ nodeId: 'start', message: '标题规则中的字段不在表单中：gone' }]);
  });
});
