import { diffForms, formDiffWords, idNames } from '../../../../domain/flow/versions';
import type { Form } from '../../../../domain/model/form';
import { leaveForm } from './version-fixtures';

const edit = (change: (form: Form) => void): Form => {
  const form = structuredClone(leaveForm());
  change(form);
  return form;
};
const control = (form: Form, id: string) => form.controls.find((c) => c.id === id)!;
const words = (b: Form) => formDiffWords(diffForms(leaveForm(), b), idNames(b.controls));

describe('diffForms', () => {
  it('a form compared with itself has no changes', () => {
    expect(diffForms(leaveForm(), leaveForm()).changes).toEqual([]);
  });

  it('a control made required is a change of required, worded 必填 否 → 是', () => {
    const b = edit((form) => { control(form, 'leave_handover').config.required = true; });
    expect(diffForms(leaveForm(), b).changes).toEqual([
      { kind: 'changed', controlId: 'leave_handover', title: '工作交接人', moduleId: 1, props: [{ prop: 'required', before: false, after: true }] },
    ]);
    expect(words(b)).toEqual(['控件「工作交接人」：必填 否 → 是']);
  });

  it('added and removed controls are listed with their type', () => {
    const b = edit((form) => {
      form.controls = form.controls.filter((c) => c.id !== 'leave_reason');
      form.controls.push({ id: 'leave_phone', moduleId: 1, name: '单行文本', config: { title: '联系电话' }, props: {} });
    });
    expect(words(b)).toEqual(['新增控件「联系电话」（单行文本）', '删除控件「请假事由」']);
  });

  it('changed options and a changed control type are worded', () => {
    const b = edit((form) => {
      control(form, 'leave_type').children!.push({ id: 5, value: '婚假' });
      control(form, 'leave_reason').moduleId = 1;
    });
    expect(words(b)).toEqual(['控件「请假类型」：选项 年假、事假、病假、调休 → 年假、事假、病假、调休、婚假', '控件「请假事由」：控件类型 多行文本 → 单行文本']);
  });

  it('any other config or props key is listed by its key', () => {
    const b = edit((form) => { control(form, 'leave_handover').props.maxlength = 20; });
    expect(words(b)).toEqual(['控件「工作交接人」：props.maxlength （无） → 20']);
  });
});
