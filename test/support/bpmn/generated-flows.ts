/**
 * Generated flows, submissions and launches for the BPMN proofs (fast-check): every node type, every
 * assignee kind, every approval mode and whenEmpty, conditions on every condition kind (number, date,
 * choice, text, presence, initiator), nested groups, empty branches and ids that are not XML names.
 */
import fc from 'fast-check';
import { parseFlow, type Flow } from '../../../domain/flow';
import { parseForm } from '../../../domain/model/form-json';
import type { Form } from '../../../domain/model/form';
import { loadOrg } from '../../fixtures/flows/flow-fixtures';

export const org = loadOrg();
export const people = org.users.map((user) => user.id);

const options = (values: string[]) => values.map((value, i) => ({ id: i + 1, value }));

export const bpmnForm: Form = (() => {
  const parsed = parseForm({
    id: 'form-bpmn', name: 'BPMN 生成表单', controls: [
      { id: 'amount', moduleId: 6, name: '数字', config: { title: '金额' }, props: { isAllowDecimal: true, decimalNum: 2 } },
      { id: 'start_day', moduleId: 3, name: '日期', config: { title: '开始日期' }, props: {} },
      { id: 'kind', moduleId: 8, name: '单选框', config: { title: '类型' }, props: {}, children: options(['年假', '事假', '病假']) },
      { id: 'tags', moduleId: 10, name: '多选框', config: { title: '标签' }, props: {}, children: options(['加急', '出差', '外包']) },
      { id: 'note', moduleId: 1, name: '单行文本', config: { title: '备注' }, props: {} },
      { id: 'handover', moduleId: 1, name: '单行文本', config: { title: '交接人' }, props: {} },
      { id: 'files', moduleId: 11, name: '附件', config: { title: '附件' }, props: {} },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.form;
})();

const condition = fc.oneof(
  fc.record({ controlId: fc.constant('amount'), op: fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'), value: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constantFrom('2.5', '7')) }),
  fc.record({ controlId: fc.constant('amount'), op: fc.constant('between'), value: fc.constantFrom([1, 5], [3, 3], ['2.5', 8]) }),
  fc.record({ controlId: fc.constant('start_day'), op: fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'), value: fc.constantFrom('2026-12-03', '2026-12-05 09:00') }),
  fc.record({ controlId: fc.constant('start_day'), op: fc.constant('between'), value: fc.constant(['2026-12-02', '2026-12-06']) }),
  fc.record({ controlId: fc.constantFrom('kind', 'tags'), op: fc.constantFrom('in', 'notIn', 'contains'), value: fc.subarray([1, 2, 3], { minLength: 1 }) }),
  fc.record({ controlId: fc.constantFrom('kind', 'tags'), op: fc.constantFrom('eq', 'ne'), value: fc.constantFrom([1], [2]) }),
  fc.record({ controlId: fc.constant('note'), op: fc.constantFrom('eq', 'ne', 'contains'), value: fc.constantFrom('甲', '乙方', '方') }),
  fc.record({ controlId: fc.constant('note'), op: fc.constantFrom('in', 'notIn'), value: fc.constantFrom(['甲'], ['甲', '乙方']) }),
  fc.record({ controlId: fc.constantFrom('amount', 'note', 'files', 'tags'), op: fc.constantFrom('empty', 'notEmpty') }),
  fc.record({ subject: fc.constant('initiator'), op: fc.constant('inDept'), value: fc.constantFrom(['d-rd'], ['d-sales', 'd-hr']) }),
  fc.record({ subject: fc.constant('initiator'), op: fc.constant('hasRole'), value: fc.constantFrom(['r-fin'], ['r-hr', 'r-it']) }),
  fc.record({ subject: fc.constant('initiator'), op: fc.constant('is'), value: fc.subarray(people.slice(0, 6), { minLength: 1, maxLength: 2 }) }),
);

const assignee = fc.oneof(
  fc.uniqueArray(fc.constantFrom(...people), { minLength: 1, maxLength: 3 }).map((userIds) => ({ type: 'users', userIds })),
  fc.integer({ min: 1, max: 3 }).map((level) => ({ type: 'supervisor', level })),
  fc.constant({ type: 'deptHead' }),
  fc.constantFrom('r-hr', 'r-fin', 'r-it', 'r-purchase').map((roleId) => ({ type: 'role', roleId })),
  fc.constant({ type: 'initiator' }),
  fc.boolean().map((multiple) => ({ type: 'selfSelect', multiple })),
  fc.constant({ type: 'formField', controlId: 'handover' }),
);

const fieldPerms = fc.option(fc.dictionary(fc.constantFrom('amount', 'note', 'kind'), fc.constantFrom('edit', 'read', 'hidden')), { nil: undefined });

const approverProps = fc.record({
  assignee,
  mode: fc.constantFrom('and', 'or', 'sequential', 'ratio'),
  ratio: fc.integer({ min: 1, max: 100 }),
  whenEmpty: fc.oneof(fc.constantFrom('autoPass', 'toAdmin'), fc.constant({ type: 'users', userIds: ['u-hr-head'] })),
  fieldPerms,
  // Issue 27: a timeout becomes a timer on the task's border.
  timeout: fc.record({
    after: fc.oneof(fc.record({ hours: fc.integer({ min: 1, max: 48 }) }), fc.record({ minutes: fc.integer({ min: 1, max: 600 }) })),
    action: fc.constantFrom('remind', 'approve', 'reject', 'escalate'),
    repeat: fc.integer({ min: 1, max: 3 }),
  }, { requiredKeys: ['after', 'action'] }),
}, { requiredKeys: ['assignee', 'mode', 'whenEmpty'] });

/** 延时 (issue 26) of every kind: a timer event. */
const delayProps = fc.oneof(
  fc.integer({ min: 1, max: 3000 }).map((minutes) => ({ type: 'duration', minutes })),
  fc.constantFrom('2026-11-20T09:00', '2026-12-24T18:30').map((at) => ({ type: 'until', at })),
  fc.integer({ min: -1440, max: 1440 }).map((offsetMinutes) => ({ type: 'field', controlId: 'start_day', offsetMinutes })),
).map((delay) => ({ delay }));

type Spec = { kind: 'approver' | 'handler' | 'cc' | 'condition' | 'inclusive' | 'parallel' | 'delay' | 'trigger' | 'subflow'; props?: unknown; branches?: Array<{ conditions?: unknown[][]; chain: Spec[] }> };

/**
 * 触发器 (issue 26): an http request with headers or not and a body from controls and constants, or fields to
 * set to values the form accepts (the flow check refuses others: 金额 a number, 备注 a text).
 */
const triggerProps = fc.oneof(
  fc.record({
    method: fc.constantFrom('POST', 'PUT'),
    url: fc.constantFrom('https://erp.example.com/hook', 'http://10.0.0.5:8080/x?y=1'),
    headers: fc.constant({ 'X-Token': 'abc' }),
    body: fc.dictionary(fc.constantFrom('amount', 'note', 'kind', 'src'), fc.oneof(fc.constantFrom('amount', 'note', 'kind'), fc.constantFrom({ const: 'oa' }, { const: 3 }))),
  }, { requiredKeys: ['method', 'url', 'body'] }).map((http) => ({ trigger: { type: 'http', ...http } })),
  fc.record({ amount: fc.constantFrom(5, '7', '2.5'), note: fc.constantFrom('甲', '乙方') }, { requiredKeys: [] })
    .filter((values) => Object.keys(values).length > 0).map((values) => ({ trigger: { type: 'setFields', values } })),
);
/** 子流程 (issue 26): a child flow with a field mapping, the initiator, waiting or not. */
const subflowProps = fc.record({ fieldMap: fc.dictionary(fc.constantFrom('item', 'qty'), fc.constantFrom('note', 'amount')), wait: fc.boolean() })
  .map(({ fieldMap, wait }) => ({ subflow: { flowId: 'flow-purchase', fieldMap, initiator: 'initiator', wait } }));

/** Chains of nodes of every type. */
const chain = fc.letrec<{ chain: Spec[]; node: Spec }>((tie) => ({
  chain: fc.array(tie('node'), { maxLength: 4 }),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    approverProps.map((props): Spec => ({ kind: 'approver', props })),
    approverProps.map((props): Spec => ({ kind: 'handler', props })),
    fc.record({ assignee, fieldPerms }, { requiredKeys: ['assignee'] }).map((props): Spec => ({ kind: 'cc', props })),
    delayProps.map((props): Spec => ({ kind: 'delay', props })),
    triggerProps.map((props): Spec => ({ kind: 'trigger', props })),
    subflowProps.map((props): Spec => ({ kind: 'subflow', props })),
    fc.array(fc.record({ conditions: fc.array(fc.array(condition, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 }), chain: tie('chain') }), { minLength: 1, maxLength: 3 })
      .chain((branches) => fc.tuple(tie('chain'), fc.constantFrom('condition' as const, 'inclusive' as const))
        .map(([fallback, kind]): Spec => ({ kind, branches: [...branches, { chain: fallback }] }))),
    fc.array(fc.record({ chain: tie('chain') }), { minLength: 2, maxLength: 3 }).map((branches): Spec => ({ kind: 'parallel', branches })),
  ),
})).chain;

/** Builds flow JSON from a spec; every fifth id starts with a digit (not an XML name: BPMN must rename it). */
function build(specs: Spec[], ids: () => string): unknown {
  let next: unknown;
  for (const spec of [...specs].reverse()) {
    const id = ids();
    const base = { id, name: `节点${id}`, ...(next ? { next } : {}) };
    if (spec.kind === 'approver' || spec.kind === 'handler' || spec.kind === 'cc' || spec.kind === 'delay' || spec.kind === 'trigger' || spec.kind === 'subflow') next = { ...base, type: spec.kind, props: spec.props };
    else if (spec.kind === 'condition' || spec.kind === 'inclusive') {
      const branches = spec.branches ?? [];
      // The default branch sits anywhere in the list; priorities still order the others.
      const last = branches.length - 1;
      next = { ...base, type: spec.kind, props: {}, branches: branches.map((b, i) => ({
        id: ids(), name: i === last ? '其他情况' : `条件${i + 1}`, priority: i + 1, conditions: i === last ? [] : b.conditions,
        ...(i === last ? { default: true } : {}), ...(b.chain.length ? { next: build(b.chain, ids) } : {}),
      })).reverse() };
    } else {
      next = { ...base, type: 'parallel', props: {}, branches: (spec.branches ?? []).map((b, i) => ({ id: ids(), name: `并行${i + 1}`, ...(b.chain.length ? { next: build(b.chain, ids) } : {}) })) };
    }
  }
  return next;
}

/** Generated flows of every node type (round trip, lint, execution). */
export const generatedFlow: fc.Arbitrary<Flow> = chain.map((specs) => {
  let counter = 0;
  const ids = () => (++counter % 5 === 0 ? `${counter}号` : `n${counter}`);
  const parsed = parseFlow({
    id: 'flow-gen', name: '生成的流程', settings: { dedupe: 'none', initiatorAutoApprove: false, admins: ['u-ceo'] },
    root: { id: 'start', type: 'start', name: '发起人', props: { fieldPerms: { amount: 'edit' } }, next: build(specs, ids) },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
});


export const generatedValues = fc.record({
  amount: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constantFrom('', '2.5', '7.00')),
  start_day: fc.constantFrom('', '2026-12-01', '2026-12-03', '2026-12-05', '2026-12-09'),
  kind: fc.constantFrom('', 1, 2, 3),
  tags: fc.subarray([1, 2, 3]),
  note: fc.constantFrom('', '甲', ' 甲 ', '乙方', '丙'),
  handover: fc.constantFrom('', 'u-fe1', 'u-be1, u-sales1'),
  files: fc.constantFrom({ attachments: [], fileList: [] }, { attachments: [{ name: 'a.pdf', url: '/a.pdf' }], fileList: [] }),
});

export const generatedLaunch = fc.record({
  initiator: fc.constantFrom(...people),
  /** Users for 发起人自选 nodes: a single pick (or two for a multiple one). */
  picks: fc.uniqueArray(fc.constantFrom(...people), { minLength: 1, maxLength: 2 }),
  /** How the children of the flow's 子流程 nodes end, in the flow's order (approved past the list's end). */
  subflowEnds: fc.array(fc.constantFrom('approved', 'approved', 'rejected', 'withdrawn'), { maxLength: 3 }),
});
