import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { members } from '../../../../domain/controls/types/members';
import { depts } from '../../../../domain/controls/types/depts';
import { validateForm } from '../../../../domain/validation/validate-form';
import { validateField } from '../../../../domain/validation/validate-field';
import { checkValuesShape } from '../../../../domain/validation/values-shape';
import { formatPrintValue } from '../../../../domain/print/print-values';
import { plainText } from '../../../../domain/print/print-value';
import { indexOrganisation } from '../../../../domain/flow/model/org-index';
import type { Organisation } from '../../../../domain/flow/model/organisation';
import { conditionHolds, type ConditionContext } from '../../../../domain/flow/conditions/evaluate-condition';
import { checkCondition } from '../../../../domain/flow/conditions/check-condition';
import { describeCondition } from '../../../../domain/flow/conditions/describe-condition';
import { assigneeKind } from '../../../../domain/flow/assignees/registry';
import type { Control } from '../../../../domain/model/control';
import type { Form } from '../../../../domain/model/form';
import type { FieldCondition } from '../../../../domain/flow/model/condition';
import { instanceExportRows } from '../../../../domain/export/instance-export-rows';

const raw = JSON.parse(readFileSync(join(__dirname, '../../../fixtures/flows/org.json'), 'utf8')) as Organisation;
const organisation: Organisation = { ...raw, users: raw.users.map((u) => (u.id === 'u-be1' ? { ...u, disabled: true } : u)) };
const org = indexOrganisation(organisation);

const people = (props: Record<string, unknown> = {}): Control => {
  const c = members.create('people');
  return { ...c, config: { ...c.config, title: '使用人' }, props: { ...c.props, ...props } };
};
const units = (props: Record<string, unknown> = {}): Control => {
  const c = depts.create('units');
  return { ...c, config: { ...c.config, title: '使用部门' }, props: { ...c.props, ...props } };
};
const form = (...controls: Control[]): Form => ({ id: 'f', name: 'f', controls } as Form);

describe('成员 rules', () => {
  test('one person at most unless multiple → 最多选择:1项', () => {
    expect(validateField(people(), ['u-fe1', 'u-fe2'])).toBe('最多选择:1项');
    expect(validateField(people({ multiple: true }), ['u-fe1', 'u-fe2'])).toBeUndefined();
  });
  test('max when multiple → 最多选择:{n}项', () => {
    expect(validateField(people({ multiple: true, max: 2 }), ['u-fe1', 'u-fe2', 'u-hr1'])).toBe('最多选择:2项');
  });
  test('an id not in the organisation → 人员不存在：{id}; without an organisation any id is accepted', () => {
    const result = validateForm(form(people()), { people: ['u-nobody'] }, { names: org });
    expect(result.errors).toEqual([{ controlId: 'people', message: '人员不存在：u-nobody' }]);
    expect(validateForm(form(people()), { people: ['u-nobody'] }).valid).toBe(true);
  });
  test('a disabled person → {name}已离职', () => {
    expect(validateForm(form(people()), { people: ['u-be1'] }, { names: org }).errors[0]?.message).toBe('陈五已离职');
  });
  test('required and empty → 必填项', () => {
    const c = people();
    expect(validateField({ ...c, config: { ...c.config, required: true } }, [])).toBe('必填项');
  });
  test('shown as names joined by 、', () => {
    expect(plainText(formatPrintValue(people(), ['u-fe1', 'u-fe2'], org))).toBe('张三、李四');
  });
  test('a value that is not a list of ids is unusable', () => {
    expect(checkValuesShape(form(people()), { people: 'u-fe1' }).ok).toBe(false);
    expect(checkValuesShape(form(people()), { people: ['u-fe1'] }).ok).toBe(true);
  });
});

describe('部门 rules', () => {
  test('unknown → 部门不存在：{id}', () => {
    expect(validateForm(form(units()), { units: ['d-nowhere'] }, { names: org }).errors[0]?.message).toBe('部门不存在：d-nowhere');
    expect(validateForm(form(units()), { units: ['d-fe'] }, { names: org }).valid).toBe(true);
  });
  test('one department at most unless multiple', () => {
    expect(validateField(units(), ['d-fe', 'd-be'])).toBe('最多选择:1项');
    expect(validateField(units({ multiple: true }), ['d-fe', 'd-be'])).toBeUndefined();
  });
  test('shown as names joined by 、', () => {
    expect(plainText(formatPrintValue(units(), ['d-rd', 'd-fin'], org))).toBe('研发中心、财务部');
  });
});

describe('成员 and 部门 conditions', () => {
  const context = (values: Record<string, unknown>): ConditionContext => ({
    org, initiator: 'u-fe1', controlsById: new Map([['people', people({ multiple: true })], ['units', units()]]), values, isVisible: () => true,
  });
  const holds = (condition: FieldCondition, values: Record<string, unknown>) => conditionHolds(condition, context(values));

  test('成员 in / notIn by user id', () => {
    expect(holds({ controlId: 'people', op: 'in', value: ['u-fe2'] }, { people: ['u-fe1', 'u-fe2'] })).toBe(true);
    expect(holds({ controlId: 'people', op: 'notIn', value: ['u-fe2'] }, { people: ['u-fe1', 'u-fe2'] })).toBe(false);
    expect(holds({ controlId: 'people', op: 'notIn', value: ['u-hr1'] }, { people: ['u-fe1'] })).toBe(true);
  });
  test('成员 inDept includes sub-departments', () => {
    expect(holds({ controlId: 'people', op: 'inDept', value: ['d-rd'] }, { people: ['u-fe1'] })).toBe(true);
    expect(holds({ controlId: 'people', op: 'inDept', value: ['d-fin'] }, { people: ['u-fe1'] })).toBe(false);
  });
  test('部门 in / notIn: the chosen department is one of the listed', () => {
    expect(holds({ controlId: 'units', op: 'in', value: ['d-fe'] }, { units: ['d-fe'] })).toBe(true);
    expect(holds({ controlId: 'units', op: 'in', value: ['d-rd'] }, { units: ['d-fe'] })).toBe(false);
    expect(holds({ controlId: 'units', op: 'notIn', value: ['d-rd'] }, { units: ['d-fe'] })).toBe(true);
  });
  test('部门 under: a listed department or below one', () => {
    expect(holds({ controlId: 'units', op: 'under', value: ['d-rd'] }, { units: ['d-fe'] })).toBe(true);
    expect(holds({ controlId: 'units', op: 'under', value: ['d-rd'] }, { units: ['d-rd'] })).toBe(true);
    expect(holds({ controlId: 'units', op: 'under', value: ['d-rd'] }, { units: ['d-fin'] })).toBe(false);
  });
  test('empty / notEmpty', () => {
    expect(holds({ controlId: 'units', op: 'empty' }, { units: [] })).toBe(true);
    expect(holds({ controlId: 'people', op: 'notEmpty' }, { people: ['u-fe1'] })).toBe(true);
  });
  test('an operator that does not fit the type is reported before publishing', () => {
    const controlsById = new Map([['people', people()], ['units', units()]]);
    expect(checkCondition({ controlId: 'units', op: 'inDept', value: ['d-rd'] }, '条件1', controlsById)).toHaveLength(1);
    expect(checkCondition({ controlId: 'people', op: 'under', value: ['d-rd'] }, '条件1', controlsById)).toHaveLength(1);
    expect(checkCondition({ controlId: 'people', op: 'gt', value: 3 }, '条件1', controlsById)).toHaveLength(1);
    expect(checkCondition({ controlId: 'units', op: 'under', value: ['d-rd'] }, '条件1', controlsById)).toEqual([]);
  });
  test('the designer card names people and departments', () => {
    const names = { controlsById: new Map([['units', units()]]), userName: org.nameOf, deptName: (id: string) => org.dept(id)?.name ?? id, roleName: (id: string) => id };
    expect(describeCondition({ controlId: 'units', op: 'under', value: ['d-rd'] }, names)).toBe('使用部门 属于或下属于 研发中心');
  });
});

describe('assignees reading 成员 and 部门', () => {
  const controls = [people({ multiple: true }), units({ multiple: true })];
  const resolveContext = (values: Record<string, unknown>) => ({
    org, initiator: 'u-fe1', form: form(...controls), controlsById: new Map(controls.map((c) => [c.id, c])), values, selected: {},
  });
  test('表单内联系人 reads the people of a 成员 control', () => {
    const kind = assigneeKind({ type: 'formField', controlId: 'people' });
    expect(kind.resolve({ type: 'formField', controlId: 'people' }, resolveContext({ people: ['u-fe2', 'u-hr1'] }), { id: 'n', name: '审批' }).userIds).toEqual(['u-fe2', 'u-hr1']);
  });
  test('deptHeadOfField: the heads of the departments the control holds; none → nobody (the when-empty rule decides)', () => {
    const assignee = { type: 'deptHeadOfField' as const, controlId: 'units' };
    const kind = assigneeKind(assignee);
    expect(kind.resolve(assignee, resolveContext({ units: ['d-fe', 'd-fin'] }), { id: 'n', name: '审批' }).userIds).toEqual(['u-fe-lead', 'u-fin-head']);
    expect(kind.resolve(assignee, resolveContext({ units: [] }), { id: 'n', name: '审批' }).userIds).toEqual([]);
  });
  test('deptHeadOfField must name a 部门 control', () => {
    const kind = assigneeKind({ type: 'deptHeadOfField', controlId: 'people' });
    const controlsById = new Map(controls.map((c) => [c.id, c]));
    expect(kind.check({ type: 'deptHeadOfField', controlId: 'people' }, { controlsById, nodeName: '审批' })).toEqual(['「审批」的「使用人」不是部门控件，请重新选择']);
    expect(kind.check({ type: 'deptHeadOfField', controlId: 'units' }, { controlsById, nodeName: '审批' })).toEqual([]);
  });
});

test('exported rows name the people and departments the exporting page knew', () => {
  const instance = {
    id: 'i1', title: '张三的采购', modelId: 'm', modelName: '采购', status: 'pending', applicant: { name: '张三', department: '行政部' },
    createdAt: '2025-03-05T02:00:00.000Z', updatedAt: '2025-03-05T02:00:00.000Z', form: form(people({ multiple: true }), units()),
    values: { people: ['u-fe1', 'u-x'], units: ['d-rd'] }, names: { users: { 'u-fe1': '张三' }, depts: { 'd-rd': '研发中心' } },
  };
  const [main] = instanceExportRows(instance, { statusLabel: (s) => s, isFinished: () => false, wallClock: () => 0 });
  const idOf = (title: string) => main!.columns.find((c) => c.header === title)!.id;
  expect(main!.rows[0]![idOf('使用人')]).toBe('张三、u-x');
  expect(main!.rows[0]![idOf('使用部门')]).toBe('研发中心');
});

test('with an organisation, check-flow names the people and departments a 成员 or 部门 condition lists that do not exist', () => {
  const controlsById = new Map([['people', people()], ['units', units()]]);
  expect(checkCondition({ controlId: 'units', op: 'under', value: ['d-nowhere'] }, '条件1', controlsById, org)).toEqual(['「条件1」引用的部门不存在：d-nowhere']);
  expect(checkCondition({ controlId: 'people', op: 'in', value: ['u-nobody'] }, '条件1', controlsById, org)).toEqual(['「条件1」引用的成员不存在：u-nobody']);
  expect(checkCondition({ controlId: 'people', op: 'inDept', value: ['d-rd'] }, '条件1', controlsById, org)).toEqual([]);
});
