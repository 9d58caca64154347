/**
 * `npm run bench:flow`: route previews per second of a 60-node flow with 10 groups (5 条件分支, 5 包容分支) and 3
 * delays (and of a 600-node flow with 100 groups, to see how the cost grows with the flow), and instances run to the end
 * (start, then every pending approver approves) for 1,000 and 10,000 instances, to see how it grows with data.
 * Best of 3 rounds; one Node process.
 */
import os from 'node:os';
import { applyAction, parseFlow, pendingOf, previewRoute, startInstance, type Flow, type FlowEnvironment } from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import type { Organisation } from '../../domain/flow';

// An organisation of 200 people in 20 departments under one root; 4 roles.
const DEPTS = 20;
const org: Organisation = {
  users: Array.from({ length: 200 }, (_, i) => ({ id: `u${i}`, name: `员工${i}`, deptIds: [`d${i % DEPTS}`] })),
  depts: [{ id: 'root', name: '总部', headId: 'u0' }, ...Array.from({ length: DEPTS }, (_, i) => ({ id: `d${i}`, name: `部门${i}`, parentId: 'root', headId: `u${i + DEPTS}` }))],
  roles: Array.from({ length: 4 }, (_, i) => ({ id: `r${i}`, name: `角色${i}`, userIds: [`u${100 + i}`, `u${110 + i}`] })),
};

const form: Form = {
  id: 'bench', name: 'bench',
  controls: [
    { id: 'amount', moduleId: 6, name: '金额', config: { title: '金额' }, props: { isAllowDecimal: true } },
    { id: 'days', moduleId: 22, name: '天数', config: { title: '天数' }, props: {} },
    { id: 'kind', moduleId: 9, name: '类型', config: { title: '类型' }, props: {}, children: [1, 2, 3, 4].map((id) => ({ id, value: `类型${id}` })) },
  ],
};

let ids = 0;
const id = (prefix: string) => `${prefix}${++ids}`;

/**
 * `groups` groups on the main chain, alternately 条件分支 and 包容分支 (issue 26: an inclusive group takes every
 * matching branch, so a submission often runs both); each has two conditional branches and a default one, holding 4
 * approver nodes between them; one approver, cc or 延时 node follows each group: 6 nodes per group.
 */
function flowJson(groups: number): unknown {
  let next: unknown;
  for (let g = groups - 1; g >= 0; g--) {
    // Every third group is followed by a 延时 (issue 26) instead.
    const after = g % 3 === 2
      ? { id: id('w'), type: 'delay', name: '延时', props: { delay: { type: 'duration', minutes: 60 * (g + 1) } }, ...(next ? { next } : {}) }
      : g % 2 === 0
      ? { id: id('cc'), type: 'cc', name: '抄送', props: { assignee: { type: 'role', roleId: `r${g % 4}` } }, ...(next ? { next } : {}) }
      : { id: id('a'), type: 'approver', name: '主管', props: { assignee: { type: 'supervisor', level: 1 }, mode: 'or' }, ...(next ? { next } : {}) };
    const approver = (assignee: unknown, mode: string, then?: unknown) => ({ id: id('a'), type: 'approver', name: '审批', props: { assignee, mode }, ...(then ? { next: then } : {}) });
    next = {
      id: id('g'), type: g % 2 === 0 ? 'condition' : 'inclusive', name: `分支${g}`, props: {},
      branches: [
        { id: id('b'), name: '大额', priority: 1, conditions: [[{ controlId: 'amount', op: 'gt', value: 1000 * (g + 1) }], [{ controlId: 'kind', op: 'in', value: [4] }]],
          next: approver({ type: 'deptHead' }, 'or', approver({ type: 'role', roleId: `r${g % 4}` }, 'and')) },
        { id: id('b'), name: '长假', priority: 2, conditions: [[{ controlId: 'days', op: 'between', value: [3, 10] }, { subject: 'initiator', op: 'inDept', value: [`d${g}`] }]],
          next: approver({ type: 'users', userIds: ['u1', 'u2', 'u3'] }, 'sequential') },
        { id: id('b'), name: '其他情况', priority: 3, default: true, conditions: [], next: approver({ type: 'supervisor', level: 2 }, 'or') },
      ],
      next: after,
    };
  }
  return { id: 'bench', name: 'bench', settings: { dedupe: 'consecutive', admins: ['u0'] }, root: { id: 'start', type: 'start', name: '发起人', props: {}, next } };
}

function parsedFlow(groups: number): Flow {
  const parsed = parseFlow(flowJson(groups));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
}

const countNodes = (flow: Flow): number => {
  let n = 0;
  const walk = (node: unknown) => {
    for (let cur = node as { next?: unknown; branches?: Array<{ next?: unknown }> } | undefined; cur; cur = cur.next as typeof cur) {
      n++;
      for (const b of cur.branches ?? []) walk(b.next);
    }
  };
  walk(flow.root.next);
  return n;
};

const submissions = Array.from({ length: 1000 }, (_, i) => ({
  values: { amount: String((i * 137) % 12000), days: (i * 7) % 12, kind: (i % 4) + 1 },
  initiator: `u${40 + (i % 150)}`,
}));

function best(rounds: number, run: () => number): number {
  let top = 0;
  for (let r = 0; r < rounds; r++) top = Math.max(top, run());
  return top;
}

function previewsPerSecond(flow: Flow, count: number): number {
  const env = { flow, form, org };
  return best(3, () => {
    const t0 = performance.now();
    for (let i = 0; i < count; i++) {
      const s = submissions[i % submissions.length];
      previewRoute({ ...env, values: s.values, initiator: s.initiator });
    }
    return count / ((performance.now() - t0) / 1000);
  });
}

/** Runs `count` instances to the end; returns [instances/s, actions applied]. */
function runInstances(env: FlowEnvironment, count: number): { perSecond: number; actions: number } {
  let actions = 0;
  const perSecond = best(3, () => {
    actions = 0;
    const t0 = performance.now();
    for (let i = 0; i < count; i++) {
      const s = submissions[i % submissions.length];
      const started = startInstance(env, { initiator: s.initiator, values: s.values });
      if (!started.ok) throw new Error(JSON.stringify(started.errors));
      let state = started.state;
      while (state.status === 'pending') {
        const [first] = pendingOf(state);
        const result = applyAction(env, state, { actor: first.userIds[0], action: 'approve', nodeId: first.nodeId });
        if (!result.ok) throw new Error(result.message);
        state = result.state;
        actions++;
      }
    }
    return count / ((performance.now() - t0) / 1000);
  });
  return { perSecond, actions };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const small = parsedFlow(10);
const large = parsedFlow(100);
const shape = (groups: number) => `${groups / 2} 条件分支 + ${groups / 2} 包容分支, ${Math.floor(groups / 3)} 延时`;
console.log(`load average: ${os.loadavg().map((n) => n.toFixed(2)).join(', ')} on ${os.cpus().length} cores`);
console.log(`route preview, ${countNodes(small)}-node flow (${shape(10)}): ${fmt(previewsPerSecond(small, 50_000))} previews/s (target ≥ 20,000)`);
console.log(`route preview, ${countNodes(large)}-node flow (${shape(100)}): ${fmt(previewsPerSecond(large, 5_000))} previews/s`);
for (const count of [1_000, 10_000]) {
  const { perSecond, actions } = runInstances({ flow: small, form, org }, count);
  console.log(`${fmt(count)} instances of the ${countNodes(small)}-node flow run to the end (${fmt(actions)} approvals): ${fmt(perSecond)} instances/s, ${(1000 / perSecond).toFixed(2)} ms each`);
}
