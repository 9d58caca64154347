// Issue 41 through the CLI: validate checks 金额, 身份证号, 成员, 部门 and 关联审批单 (成员 / 部门 ids against --org),
// display prints the shown text (and a CNY 金额's 大写), route reads the new operators and deptHeadOfField, and
// check-flow reports an operator that does not fit its control.
import { runCli } from '../../../adapters/cli/run-cli';
import { amount } from '../../../domain/controls/types/amount';
import { members } from '../../../domain/controls/types/members';
import { depts } from '../../../domain/controls/types/depts';
import { linkedInstances } from '../../../domain/controls/types/linked-instances';
import { idCard } from '../../../domain/controls/types/id-card';
import type { ControlType } from '../../../domain/controls/control-type';
import { fixtureText } from '../../fixtures/flows/flow-fixtures';
import { memoryIo } from './memory-io';

const titled = (type: ControlType, id: string, title: string, props: Record<string, unknown> = {}) => {
  const control = type.create(id);
  return { ...control, config: { ...control.config, title }, props: { ...control.props, ...props } };
};
const FORM = JSON.stringify({
  id: 'f-reimburse', name: '报销',
  controls: [
    titled(amount, 'money', '报销金额'),
    titled(amount, 'usd', '外币金额', { currency: 'USD' }),
    titled(members, 'people', '同行人', { multiple: true }),
    titled(depts, 'dept', '费用部门'),
    titled(linkedInstances, 'related', '关联申请'),
    titled(idCard, 'idno', '身份证号'),
  ],
});
const ORG = (() => {
  const org = JSON.parse(fixtureText('org.json')) as { users: Array<Record<string, unknown>> };
  return JSON.stringify({ ...org, users: org.users.map((u) => (u.id === 'u-be1' ? { ...u, disabled: true } : u)) });
})();

const cli = (argv: string[], values: unknown, files: Record<string, string> = {}) => {
  const m = memoryIo({ 'form.json': FORM, 'org.json': ORG, 'v.json': JSON.stringify(values), ...files });
  const code = runCli(argv, m.io) as number;
  return { code, json: () => JSON.parse(m.stdout()), stdout: m.stdout(), stderr: m.stderr() };
};
const validate = (values: unknown, withOrg = false) =>
  cli(['validate', '--form', 'form.json', '--values', 'v.json', '--today', '2026-11-27', ...(withOrg ? ['--org', 'org.json'] : [])], values);
const messages = (values: unknown, withOrg = false) => validate(values, withOrg).json().errors.map((e: { message: string }) => e.message);

describe('validate', () => {
  test('金额 rules and messages', () => {
    expect(messages({ money: 'abc' })).toEqual(['数字格式不正确!']);
    expect(messages({ money: '1.234' })).toEqual(['金额最多保留两位小数']);
    expect(messages({ money: -5 })).toEqual(['金额不能为负数']);
    expect(messages({ money: '1000000000000' })).toEqual(['金额不能超过 999999999999.99']);
    expect(validate({ money: '1234.56' }).code).toBe(0);
  });
  test('身份证号: GB 11643, a lowercase x accepted', () => {
    expect(messages({ idno: '110105194912310021' })).toEqual(['身份证号码格式不正确']);
    expect(messages({ idno: '110105491231002' })).toEqual(['身份证号码格式不正确']);
    expect(validate({ idno: '11010519491231002x' }).code).toBe(0);
  });
  test('成员 and 部门 ids are checked with --org, accepted without it', () => {
    expect(messages({ people: ['u-nobody'], dept: ['d-nowhere'] }, true)).toEqual(['人员不存在：u-nobody', '部门不存在：d-nowhere']);
    expect(messages({ people: ['u-be1'] }, true)).toEqual(['陈五已离职']);
    expect(validate({ people: ['u-nobody'], dept: ['d-nowhere'] }).code).toBe(0);
    expect(messages({ dept: ['d-fe', 'd-be'] })).toEqual(['最多选择:1项']);
  });
  test('关联审批单: no duplicates', () => {
    expect(messages({ related: ['inst-1', 'inst-1'] })).toEqual(['重复关联了同一审批单']);
  });
  test('a value of the wrong shape is unusable input (exit 2)', () => {
    expect(validate({ people: 'u-fe1' }).code).toBe(2);
    expect(validate({ related: [1, 2] }).code).toBe(2);
  });
});

describe('display', () => {
  test('prints the shown text of every control holding a value, and the 大写 of a CNY 金额', () => {
    const result = cli(['display', '--form', 'form.json', '--values', 'v.json', '--org', 'org.json'],
      { money: '1680.32', usd: 12, people: ['u-fe1', 'u-fe2'], dept: ['d-rd'], idno: '11010519491231002X' });
    expect(result.code).toBe(0);
    expect(result.json()).toEqual({
      money: { text: '¥1,680.32', capital: '壹仟陆佰捌拾元零叁角贰分' },
      usd: { text: '$12.00' },
      people: { text: '张三、李四' },
      dept: { text: '研发中心' },
      idno: { text: '11010519491231002X' },
    });
  });
  test('without --org ids stand for names; unusable input exits 2', () => {
    expect(cli(['display', '--form', 'form.json', '--values', 'v.json'], { people: ['u-fe1'] }).json()).toEqual({ people: { text: 'u-fe1' } });
    expect(cli(['display', '--form', 'form.json', '--values', 'v.json'], { money: {} }).code).toBe(2);
    expect(cli(['display', '--form', 'form.json', '--values', 'nothing.json'], {}).code).toBe(2);
  });
});

describe('flows read the new operators and deptHeadOfField', () => {
  const flow = (conditions: unknown[][], extra: Record<string, unknown> = {}) => JSON.stringify({
    id: 'flow-r', name: '报销', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: {
      id: 'cond', type: 'condition', name: '金额与部门', props: {}, branches: [
        { id: 'b-big', name: '大额研发', priority: 1, conditions, next: { id: 'n-heads', type: 'approver', name: '部门负责人', props: { assignee: { type: 'deptHeadOfField', controlId: 'dept' }, mode: 'or', whenEmpty: 'toAdmin', ...extra } } },
        { id: 'b-else', name: '其他情况', priority: 2, default: true, conditions: [], next: { id: 'n-fin', type: 'approver', name: '财务', props: { assignee: { type: 'users', userIds: ['u-fin1'] }, mode: 'or' } } },
      ] } },
  });
  const route = (flowText: string, values: unknown) => cli(['route', '--flow', 'flow.json', '--form', 'form.json', '--values', 'v.json', '--org', 'org.json', '--initiator', 'u-fe1'], values, { 'flow.json': flowText });
  const bigRd = flow([[{ controlId: 'money', op: 'gt', value: 5000 }, { controlId: 'dept', op: 'under', value: ['d-rd'] }]]);

  test('金额 > 5000 and 部门 under 研发中心 → the heads of the chosen department', () => {
    const taken = route(bigRd, { money: '5000.01', dept: ['d-fe'] });
    expect(taken.json().steps).toEqual([expect.objectContaining({ nodeId: 'n-heads', approvers: ['u-fe-lead'] })]);
    expect(route(bigRd, { money: '5000', dept: ['d-fe'] }).json().steps).toEqual([expect.objectContaining({ nodeId: 'n-fin' })]);
    expect(route(bigRd, { money: '9000', dept: ['d-fin'] }).json().steps).toEqual([expect.objectContaining({ nodeId: 'n-fin' })]);
  });

  test('成员 inDept', () => {
    const text = flow([[{ controlId: 'people', op: 'inDept', value: ['d-be'] }]]);
    expect(route(text, { people: ['u-fe1', 'u-be1'], dept: ['d-be'] }).json().steps).toEqual([expect.objectContaining({ nodeId: 'n-heads', approvers: ['u-be-lead'] })]);
  });

  test('check-flow reports an operator that does not fit its control', () => {
    const wrong = flow([[{ controlId: 'dept', op: 'gt', value: 3 }, { controlId: 'money', op: 'under', value: ['d-rd'] }]]);
    const result = cli(['check-flow', '--flow', 'flow.json', '--form', 'form.json', '--format', 'text'], {}, { 'flow.json': wrong });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/费用部门/);
    expect(result.stdout).toMatch(/报销金额/);
  });

  test('check-flow: deptHeadOfField must name a 部门 control', () => {
    const notDept = JSON.parse(bigRd);
    notDept.root.next.branches[0].next.props.assignee.controlId = 'people';
    const result = cli(['check-flow', '--flow', 'flow.json', '--form', 'form.json'], {}, { 'flow.json': JSON.stringify(notDept) });
    expect(result.json().errors).toEqual([{ nodeId: 'n-heads', message: '「部门负责人」的「同行人」不是部门控件，请重新选择' }]);
  });
});
