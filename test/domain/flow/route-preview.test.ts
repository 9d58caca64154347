import { previewRoute, parseFlow, type Flow, type RouteInput } from '../../../domain/flow';
import type { Form } from '../../../domain/model/form';
import { environment, loadOrg } from '../../fixtures/flows/flow-fixtures';

const leave = environment('leave');
const reimbursement = environment('reimbursement');
const purchase = environment('purchase');
const org = loadOrg();

const route = (env: { flow: Flow; form: Form }, values: Record<string, unknown>, initiator = 'u-fe1', selected?: RouteInput['selected']) =>
  previewRoute({ ...env, org, values, initiator, selected });

/** A flow whose root is followed by `next` (the test's nodes), over the leave form. */
function flowOf(next: unknown, settings: Record<string, unknown> = {}): Flow {
  const parsed = parseFlow({ id: 'f', name: 'f', settings, root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
}
const approver = (id: string, props: Record<string, unknown>, next?: unknown) => ({ id, type: 'approver', name: id, props, ...(next ? { next } : {}) });
const conditionGroup = (id: string, branches: unknown[], next?: unknown) => ({ id, type: 'condition', name: id, props: {}, branches, ...(next ? { next } : {}) });
const branch = (id: string, priority: number, conditions: unknown[][], next?: unknown) => ({ id, name: id, priority, conditions, ...(next ? { next } : {}) });
const otherwise = (id: string, next?: unknown) => ({ id, name: '其他情况', priority: 99, default: true, conditions: [], ...(next ? { next } : {}) });
const users = (...userIds: string[]) => ({ type: 'users', userIds });
const onLeaveForm = (flow: Flow) => ({ flow, form: leave.form });

describe('route preview: the leave example', () => {
  it('more than 3 days goes to the department head, then HR, then copies 行政', () => {
    expect(route(leave, { leave_days: 5 })).toEqual({
      steps: [
        { nodeId: 'n-dept-head', type: 'approver', mode: 'or', approvers: ['u-fe-lead'] },
        { nodeId: 'n-hr', type: 'approver', mode: 'or', approvers: ['u-hr1'] },
        { nodeId: 'n-cc', type: 'cc', users: ['u-admin1'] },
      ],
      errors: [],
    });
  });

  it('3 days or fewer takes the default branch: the direct supervisor', () => {
    expect(route(leave, { leave_days: '2' }).steps).toEqual([
      { nodeId: 'n-supervisor', type: 'approver', mode: 'or', approvers: ['u-fe-lead'] },
      { nodeId: 'n-cc', type: 'cc', users: ['u-admin1'] },
    ]);
  });

  it('the start node and condition groups are not steps; only the branch taken appears', () => {
    const ids = route(leave, { leave_days: 5 }).steps.map((step) => step.nodeId);
    expect(ids).not.toContain('start');
    expect(ids).not.toContain('cond-days');
    expect(ids).not.toContain('n-supervisor');
  });
});

describe('route preview: conditions', () => {
  it('numbers are compared exactly (a numeric string just above 3 is more than 3)', () => {
    expect(route(leave, { leave_days: '3.00000000000000000001' }).steps[0].nodeId).toBe('n-dept-head');
    expect(route(leave, { leave_days: '3.0' }).steps[0].nodeId).toBe('n-supervisor');
  });

  it('between is inclusive at both ends (amount tiers)', () => {
    const first = (amount: unknown) => route(reimbursement, { expense_amount: amount }).steps.map((s) => s.nodeId);
    expect(first(999.99)).toEqual(['n-supervisor']);
    expect(first(1000)).toEqual(['n-supervisor', 'n-fin-mid']);
    expect(first('5000')).toEqual(['n-supervisor', 'n-fin-mid']);
    expect(first('5000.01')).toEqual(['n-supervisor', 'n-fin-large', 'n-boss']);
  });

  it('branches are tried by ascending priority; the first match wins whatever the array order', () => {
    const flow = flowOf(conditionGroup('g', [
      branch('low', 2, [[{ controlId: 'leave_days', op: 'gt', value: 1 }]], approver('a-low', { assignee: users('u-be1') })),
      branch('high', 1, [[{ controlId: 'leave_days', op: 'gt', value: 0 }]], approver('a-high', { assignee: users('u-be1') })),
      otherwise('else'),
    ]));
    expect(route(onLeaveForm(flow), { leave_days: 5 }).steps.map((s) => s.nodeId)).toEqual(['a-high']);
  });

  it('conditions are OR of AND-groups', () => {
    const flow = flowOf(conditionGroup('g', [
      branch('b', 1, [
        [{ controlId: 'leave_days', op: 'ge', value: 10 }, { controlId: 'leave_type', op: 'in', value: [1] }],
        [{ controlId: 'leave_type', op: 'in', value: [3] }],
      ], approver('a', { assignee: users('u-be1') })),
      otherwise('else'),
    ]));
    const taken = (values: Record<string, unknown>) => route(onLeaveForm(flow), values).steps.length === 1;
    expect(taken({ leave_days: 10, leave_type: 1 })).toBe(true);
    expect(taken({ leave_days: 10, leave_type: 2 })).toBe(false);
    expect(taken({ leave_days: 1, leave_type: 3 })).toBe(true);
  });

  it('choices are compared by option id: in = the selection includes one of the listed ids, notIn = none', () => {
    const flow = (op: string) => flowOf(conditionGroup('g', [
      branch('b', 1, [[{ controlId: 'leave_type', op, value: ['1', 4] }]], approver('a', { assignee: users('u-be1') })),
      otherwise('else'),
    ]));
    expect(route(onLeaveForm(flow('in')), { leave_type: 4 }).steps).toHaveLength(1);
    expect(route(onLeaveForm(flow('in')), { leave_type: 2 }).steps).toHaveLength(0);
    expect(route(onLeaveForm(flow('notIn')), { leave_type: 2 }).steps).toHaveLength(1);
    expect(route(onLeaveForm(flow('notIn')), { leave_type: '1' }).steps).toHaveLength(0);
  });

  it('dates are compared by day (a time of day does not matter)', () => {
    const flow = flowOf(conditionGroup('g', [
      branch('b', 1, [[{ controlId: 'leave_start', op: 'le', value: '2026-12-01' }]], approver('a', { assignee: users('u-be1') })),
      otherwise('else'),
    ]));
    expect(route(onLeaveForm(flow), { leave_start: '2026-12-01 18:30' }).steps).toHaveLength(1);
    expect(route(onLeaveForm(flow), { leave_start: '2026年12月02日' }).steps).toHaveLength(0);
  });

  it('text: eq and contains', () => {
    const flow = (op: string, value: string) => flowOf(conditionGroup('g', [
      branch('b', 1, [[{ controlId: 'leave_reason', op, value }]], approver('a', { assignee: users('u-be1') })),
      otherwise('else'),
    ]));
    expect(route(onLeaveForm(flow('contains', '出差')), { leave_reason: '外地出差一周' }).steps).toHaveLength(1);
    expect(route(onLeaveForm(flow('eq', '出差')), { leave_reason: '外地出差一周' }).steps).toHaveLength(0);
  });

  it('empty and notEmpty; a control hidden by form logic counts as empty', () => {
    // 工作交接人 shows only when 请假类型 is 年假 (option 1).
    const logicForm: Form = { ...leave.form, controls: leave.form.controls.map((c) => (c.id === 'leave_handover' ? { ...c, logic: { leave_type: [1] } } : c)) };
    const flow = flowOf(conditionGroup('g', [
      branch('b', 1, [[{ controlId: 'leave_handover', op: 'notEmpty' }]], approver('a', { assignee: users('u-be1') })),
      otherwise('else'),
    ]));
    expect(route({ flow, form: logicForm }, { leave_type: 1, leave_handover: '李四' }).steps).toHaveLength(1);
    expect(route({ flow, form: logicForm }, { leave_type: 2, leave_handover: '李四' }).steps).toHaveLength(0);
    expect(route({ flow, form: logicForm }, { leave_type: 1, leave_handover: '  ' }).steps).toHaveLength(0);
  });

  it('initiator conditions: inDept includes sub-departments, hasRole, is', () => {
    const flow = (condition: unknown) => flowOf(conditionGroup('g', [
      branch('b', 1, [[condition]], approver('a', { assignee: users('u-be1') })),
      otherwise('else'),
    ]));
    const taken = (condition: unknown, initiator: string) => route(onLeaveForm(flow(condition)), {}, initiator).steps.length === 1;
    expect(taken({ subject: 'initiator', op: 'inDept', value: ['d-rd'] }, 'u-fe1')).toBe(true);
    expect(taken({ subject: 'initiator', op: 'inDept', value: ['d-rd'] }, 'u-sales1')).toBe(false);
    expect(taken({ subject: 'initiator', op: 'inDept', value: ['d-sales'] }, 'u-fe2')).toBe(true);
    expect(taken({ subject: 'initiator', op: 'hasRole', value: ['r-hr'] }, 'u-hr1')).toBe(true);
    expect(taken({ subject: 'initiator', op: 'is', value: ['u-be1'] }, 'u-fe1')).toBe(false);
  });

  it('no branch matches and no default: listed as an error, not thrown', () => {
    const flow = flowOf(conditionGroup('g', [
      branch('b', 1, [[{ controlId: 'leave_days', op: 'gt', value: 3 }]], approver('a', { assignee: users('u-be1') })),
      branch('c', 2, [[{ controlId: 'leave_days', op: 'lt', value: 1 }]]),
    ], approver('after', { assignee: users('u-be1') })));
    expect(route(onLeaveForm(flow), { leave_days: 2 })).toEqual({
      steps: [{ nodeId: 'after', type: 'approver', mode: 'or', approvers: ['u-be1'] }],
      errors: [{ nodeId: 'g', message: '「g」没有满足条件的分支' }],
    });
  });
});

describe('route preview: assignees', () => {
  const single = (assignee: unknown, initiator = 'u-fe1', extra: Record<string, unknown> = {}, values: Record<string, unknown> = {}) =>
    route(onLeaveForm(flowOf(approver('a', { assignee, ...extra }))), values, initiator, extra.selected as RouteInput['selected']);

  it('supervisor: the head of the first department; a head goes to the parent department head; level n applies n times', () => {
    expect(single({ type: 'supervisor', level: 1 }).steps[0]).toMatchObject({ approvers: ['u-fe-lead'] });
    expect(single({ type: 'supervisor', level: 2 }).steps[0]).toMatchObject({ approvers: ['u-rd-head'] });
    expect(single({ type: 'supervisor', level: 3 }).steps[0]).toMatchObject({ approvers: ['u-ceo'] });
    expect(single({ type: 'supervisor', level: 1 }, 'u-fe-lead').steps[0]).toMatchObject({ approvers: ['u-rd-head'] });
  });

  it('supervisor past the top of the tree is empty (whenEmpty autoPass by default)', () => {
    expect(single({ type: 'supervisor', level: 4 }).steps[0]).toEqual({ nodeId: 'a', type: 'approver', mode: 'or', approvers: [], auto: 'empty' });
    expect(single({ type: 'supervisor', level: 1 }, 'u-ceo').steps[0]).toMatchObject({ approvers: [], auto: 'empty' });
  });

  it('deptHead: the head of the initiator\'s department', () => {
    expect(single({ type: 'deptHead' }, 'u-be1').steps[0]).toMatchObject({ approvers: ['u-be-lead'] });
  });

  it('role: every member of the role', () => {
    expect(single({ type: 'role', roleId: 'r-fin' }).steps[0]).toMatchObject({ approvers: ['u-fin1'] });
  });

  it('initiator: the applicant themselves', () => {
    expect(single({ type: 'initiator' }, 'u-sales1').steps[0]).toMatchObject({ approvers: ['u-sales1'] });
  });

  it('selfSelect: the picked users; a missing pick or two picks for a single choice are errors', () => {
    expect(single({ type: 'selfSelect', multiple: true }, 'u-fe1', { selected: { a: ['u-be1', 'u-it1'] } }).steps[0]).toMatchObject({ approvers: ['u-be1', 'u-it1'] });
    expect(single({ type: 'selfSelect', multiple: false }).errors).toEqual([{ nodeId: 'a', message: '请为「a」选择审批人' }]);
    expect(single({ type: 'selfSelect', multiple: false }, 'u-fe1', { selected: { a: ['u-be1', 'u-it1'] } }).errors).toEqual([{ nodeId: 'a', message: '「a」只能选择一名审批人' }]);
  });

  it('formField: the user ids held by a form control\'s value; an unknown user is an error', () => {
    const result = single({ type: 'formField', controlId: 'leave_handover' }, 'u-fe1', {}, { leave_handover: 'u-be1, u-it1' });
    expect(result.steps[0]).toMatchObject({ approvers: ['u-be1', 'u-it1'] });
    expect(single({ type: 'formField', controlId: 'leave_handover' }, 'u-fe1', {}, { leave_handover: 'nobody' }).errors)
      .toEqual([{ nodeId: 'a', message: '「a」的审批人不存在：nobody' }]);
  });

  it('users: an unknown user is an error', () => {
    expect(single(users('u-be1', 'ghost')).errors).toEqual([{ nodeId: 'a', message: '「a」的审批人不存在：ghost' }]);
  });

  it('whenEmpty toAdmin lists the flow admins as approvers; users lists the fallback users', () => {
    const toAdmin = route(onLeaveForm(flowOf(approver('a', { assignee: { type: 'supervisor', level: 9 }, whenEmpty: 'toAdmin' }), { admins: ['u-hr-head'] })), {});
    expect(toAdmin).toEqual({ steps: [{ nodeId: 'a', type: 'approver', mode: 'or', approvers: ['u-hr-head'] }], errors: [] });
    const fallback = single({ type: 'role', roleId: 'nobody-role' }, 'u-fe1', { whenEmpty: { type: 'users', userIds: ['u-it1'] } });
    expect(fallback.steps[0]).toMatchObject({ approvers: ['u-it1'] });
  });

  it('no approver and no fallback (toAdmin without admins) is an error', () => {
    expect(single({ type: 'supervisor', level: 9 }, 'u-fe1', { whenEmpty: 'toAdmin' }).errors)
      .toEqual([{ nodeId: 'a', message: '「a」找不到审批人，且没有可转交的流程管理员或指定人员' }]);
  });

  it('an unknown initiator is an error', () => {
    expect(route(leave, { leave_days: 1 }, 'ghost').errors).toContainEqual({ nodeId: 'start', message: '发起人不存在：ghost' });
  });
});

describe('route preview: auto-passed nodes and why', () => {
  const chain = approver('a1', { assignee: users('u-be1') }, approver('a2', { assignee: users('u-it1') }, approver('a3', { assignee: users('u-be1'), mode: 'and' })));

  it('dedupe keepFirst: a later appearance of someone who already approved passes (dedupe)', () => {
    const steps = route(onLeaveForm(flowOf(chain, { dedupe: 'keepFirst' })), {}).steps;
    expect(steps.map((s) => (s.type === 'approver' ? s.auto : undefined))).toEqual([undefined, undefined, 'dedupe']);
  });

  it('dedupe consecutive: only an approver who approved at the node just before passes', () => {
    const consecutive = approver('a1', { assignee: users('u-be1') }, approver('a2', { assignee: users('u-be1') }, approver('a3', { assignee: users('u-it1') }, approver('a4', { assignee: users('u-be1') }))));
    const steps = route(onLeaveForm(flowOf(consecutive, { dedupe: 'consecutive' })), {}).steps;
    expect(steps.map((s) => (s.type === 'approver' ? s.auto : undefined))).toEqual([undefined, 'dedupe', undefined, undefined]);
    expect(route(onLeaveForm(flowOf(chain, { dedupe: 'consecutive' })), {}).steps.every((s) => s.type !== 'approver' || !s.auto)).toBe(true);
  });

  it('initiatorAutoApprove: the initiator\'s own approver node passes (initiator)', () => {
    const flow = flowOf(approver('a', { assignee: users('u-fe1') }), { initiatorAutoApprove: true });
    expect(route(onLeaveForm(flow), {}).steps[0]).toEqual({ nodeId: 'a', type: 'approver', mode: 'or', approvers: ['u-fe1'], auto: 'initiator' });
  });

  it('a countersign passes by itself only when every approver would', () => {
    const flow = flowOf(approver('a', { assignee: users('u-fe1', 'u-be1'), mode: 'and' }), { initiatorAutoApprove: true });
    expect(route(onLeaveForm(flow), {}).steps[0]).not.toHaveProperty('auto');
  });
});

describe('route preview: parallel groups', () => {
  it('a parallel group is its branches\' step lists', () => {
    expect(route(purchase, { purchase_qty: 1 })).toEqual({
      steps: [
        { nodeId: 'n-supervisor', type: 'approver', mode: 'or', approvers: ['u-fe-lead'] },
        { nodeId: 'par-review', type: 'parallel', branches: [
          [{ nodeId: 'n-fin', type: 'approver', mode: 'or', approvers: ['u-fin1'] }],
          [{ nodeId: 'n-it', type: 'approver', mode: 'or', approvers: ['u-it1'] }],
        ] },
        { nodeId: 'n-purchase', type: 'approver', mode: 'or', approvers: ['u-admin1'] },
      ],
      errors: [],
    });
  });
});
