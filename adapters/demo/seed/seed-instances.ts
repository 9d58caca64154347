/**
 * The seed on designed flows (issue 17): the seeded organisation, each model's design holding its flow, and
 * instances made by running the flow engine — launched, then acted on — so that every list of every person
 * shows real multi-step instances. The large seed generator runs its instances the same way.
 */
import type { FlowAction, FlowEnvironment, FlowEvent, Organisation } from '../../../domain/flow';
import { applyAction, pendingOf, startInstance } from '../../../domain/flow';
import type { Form } from '../../../domain/model/form';
import type { DemoTables, InstanceRow, UserRow } from '../../../server/core/store/demo-tables';
import { recordsOfRun } from '../../../server/core/flow-runtime';
import { seedFlows } from './seed-flows';
import { SEED_PEOPLE as p, seedDepartments, seedRoles, seedStaff } from './seed-organisation';

/** One seeded instance: who starts which flow with what, then who does what. */
export interface SeedStory {
  readonly id: string;
  readonly modelId: string;
  readonly initiator: string;
  readonly values: Record<string, unknown>;
  readonly selected?: Record<string, string[]>;
  readonly at: string;
  readonly title?: string;
  readonly steps?: ReadonlyArray<Omit<FlowAction, 'at'> & { at: string }>;
  /** Instead of steps: the first person waiting decides, again and again, until the end (or rejects at once). */
  readonly decide?: { readonly outcome: 'approve' | 'reject'; readonly at: string; readonly comment: string };
}

export const organisationOf = (tables: DemoTables): Organisation => ({
  users: tables.users.map((u) => ({ id: u.id, name: u.name, deptIds: u.deptIds && u.deptIds.length > 0 ? [...u.deptIds] : [u.departmentId] })),
  depts: tables.depts.map((d) => ({ ...d })),
  roles: tables.roles.map((r) => ({ id: r.id, name: r.name, userIds: [...r.userIds] })),
});

/**
 * Runs a story with the engine and adds the instance, its tasks and ccs to `tables`. A step the engine refuses
 * is a mistake in the seed: it throws with the engine's message.
 */
export function addSeedStory(tables: DemoTables, story: SeedStory, org: Organisation = organisationOf(tables), names = new Map(tables.users.map((u) => [u.id, u.name]))): void {
  const model = tables.models.find((m) => m.id === story.modelId);
  const design = tables.designs.filter((d) => d.modelId === story.modelId).sort((a, b) => b.version - a.version)[0];
  if (!model || !design) throw new Error(`seed: no model ${story.modelId}`);
  const env: FlowEnvironment = { flow: design.flow as unknown as FlowEnvironment['flow'], form: design.form as Form, org };
  const started = startInstance(env, { initiator: story.initiator, values: story.values, selected: story.selected, at: story.at });
  if (!started.ok) throw new Error(`seed ${story.id}: ${started.errors.map((e) => e.message).join('；')}`);
  let state = started.state;
  const events: FlowEvent[] = [...started.events];
  let at = story.at;
  const run = (step: FlowAction & { at: string }) => {
    const result = applyAction(env, state, step);
    if (!result.ok) throw new Error(`seed ${story.id}: ${result.message}`);
    state = result.state;
    events.push(...result.events);
    at = step.at;
  };
  for (const step of story.steps ?? []) run(step);
  for (let guard = 0; story.decide && state.status === 'pending' && guard < 20; guard++) {
    const actor = pendingOf(state)[0]?.userIds[0];
    if (!actor) break;
    run({ actor, action: story.decide.outcome, comment: story.decide.comment, at: story.decide.at });
  }
  const who = tables.users.find((u) => u.id === story.initiator);
  if (!who) throw new Error(`seed ${story.id}: no user ${story.initiator}`);
  const row: InstanceRow = {
    id: story.id, modelId: model.id, modelName: model.name, title: story.title ?? `${who.name}的${model.name}`, status: 'pending',
    applicant: { id: who.id, name: who.name, employeeNumber: who.employeeNumber, department: who.department },
    applicantId: who.id, createdAt: story.at, updatedAt: story.at, designVersion: design.version, values: story.values, history: [],
  };
  const records = recordsOfRun(row, env.flow, state, events, at, (id) => names.get(id) ?? id, { tasks: [], ccUserIds: [] });
  tables.instances.push(records.row);
  tables.tasks.push(...records.tasks);
  tables.ccs.push(...records.ccs);
}

/** The seeded people as user records (张三 and 李四 stay the two default identities). */
function seedUsers(): UserRow[] {
  const depts = new Map(seedDepartments().map((d) => [d.id, d.name]));
  return seedStaff().map((s) => ({
    ...s,
    deptIds: [...(s.deptIds ?? [s.departmentId])],
    department: depts.get(s.departmentId) ?? '',
    email: `${s.employeeNumber.toLowerCase()}@yunshan.example`,
    ...(s.id === p.zhangsan ? { identity: 'applicant' as const } : s.id === p.financeHead ? { identity: 'approver' as const } : {}),
  }));
}

const leave = (days: number, reason: string) => ({ leave_type: 1, leave_range: ['2025-03-10 09:00', '2025-03-14 18:00'], leave_days: days, leave_reason: reason, leave_phone: '13800138000' });
const expense = (amount: number, title: string) => ({
  expense_title: title, expense_items: [[1, String(amount), '']], expense_total: amount.toFixed(2), expense_advance: 0, expense_due: amount.toFixed(2),
});

/** Instances in every list of the two default identities and of the people the flows name. */
export const SEED_STORIES: readonly SeedStory[] = [
  // 张三's 5-day leave waits at her department head.
  { id: 'inst-1', modelId: 'model-leave', initiator: p.zhangsan, values: leave(5, '回老家探亲'), at: '2025-03-05T02:00:00.000Z' },
  // 张三's 1500 reimbursement: 直属主管 and 财务复核 approved.
  {
    id: 'inst-2', modelId: 'model-expense', initiator: p.zhangsan, values: expense(1500, '北京出差报销'), at: '2025-03-03T10:00:00.000Z',
    steps: [
      { actor: p.hrHead, action: 'approve', comment: '同意', at: '2025-03-03T12:00:00.000Z' },
      { actor: p.financeReviewer, action: 'approve', comment: '票据齐全', at: '2025-03-04T08:00:00.000Z' },
    ],
  },
  // 赵六's 8000 reimbursement waits at the 会签 of 陈志远 and 李四.
  {
    id: 'inst-3', modelId: 'model-expense', initiator: p.zhaoliu, values: expense(8000, '服务器采购垫付'), at: '2025-03-06T03:00:00.000Z',
    steps: [
      { actor: p.feHead, action: 'approve', comment: '同意', at: '2025-03-06T05:00:00.000Z' },
      { actor: p.financeReviewer, action: 'approve', comment: '金额核对无误', at: '2025-03-06T09:00:00.000Z' },
    ],
  },
  // 王五's purchase: IT agreed, 财务复核 rejected.
  {
    id: 'inst-4', modelId: 'model-purchase', initiator: p.wangwu, values: { purchase_item: '笔记本电脑', purchase_qty: 2, purchase_price: 6999, purchase_total: '13998.00' }, at: '2025-03-01T06:00:00.000Z',
    steps: [
      { actor: p.itAdmin, action: 'approve', comment: '配置符合要求', at: '2025-03-01T08:00:00.000Z' },
      { actor: p.financeReviewer, action: 'reject', comment: '预算不足，请下季度再申请', at: '2025-03-02T06:00:00.000Z' },
    ],
  },
  // 王五's 1-day leave, approved by his supervisor, copied to 行政.
  {
    id: 'inst-5', modelId: 'model-leave', initiator: p.wangwu, values: leave(1, '办理证件'), at: '2025-02-18T08:00:00.000Z',
    steps: [{ actor: p.eastHead, action: 'approve', comment: '同意', at: '2025-02-19T08:00:00.000Z' }],
  },
  // 周敏's 2-day leave waits at her supervisor 陈志远; 李四 is not involved.
  // The day before SEED_DAY (late): its 待办 is over 24 hours old at any time of today, as 超时催办 (24 h) needs.
  { id: 'inst-6', modelId: 'model-leave', initiator: p.hrHead, values: leave(2, '参加培训'), at: '2025-03-06T23:30:00.000Z' },
  // 张三's reimbursement of 300: her supervisor approved, copied to nobody — approved.
  {
    id: 'inst-7', modelId: 'model-expense', initiator: p.zhangsan, values: expense(300, '办公用品'), at: '2025-02-25T02:00:00.000Z',
    steps: [{ actor: p.hrHead, action: 'approve', comment: '同意', at: '2025-02-25T04:00:00.000Z' }],
  },
  // 黄婷's trip: her supervisor agreed, now 张三 (picked as 工作交接人) decides.
  {
    id: 'inst-8', modelId: 'model-trip', initiator: 'u-hr-2', selected: { 'n-pick': [p.zhangsan] }, at: '2025-03-06T06:00:00.000Z',
    values: { trip_start: '2025-03-20', trip_end: '2025-03-22', trip_duration: '2', trip_region: ['上海市', '市辖区', '徐汇区'], trip_vehicle: 2 },
    steps: [{ actor: p.hrHead, action: 'approve', comment: '同意', at: '2025-03-06T08:00:00.000Z' }],
  },
  // 施雯's trip, handed over to 张三, who agreed; copied to 行政.
  {
    id: 'inst-9', modelId: 'model-trip', initiator: 'u-hr-3', selected: { 'n-pick': [p.zhangsan] }, at: '2025-02-20T06:00:00.000Z',
    values: { trip_start: '2025-02-24', trip_end: '2025-02-25', trip_duration: '1', trip_region: ['浙江省', '杭州市', '西湖区'], trip_vehicle: 2 },
    steps: [
      { actor: p.hrHead, action: 'approve', comment: '同意', at: '2025-02-20T08:00:00.000Z' },
      { actor: p.zhangsan, action: 'approve', comment: '工作已交接', at: '2025-02-21T02:00:00.000Z' },
    ],
  },
];

/** Replaces the organisation, the flows and the instances of `tables` with the designed-flow seed. */
export function withDesignedFlows(tables: DemoTables): DemoTables {
  const flows = seedFlows();
  tables.users = seedUsers();
  tables.depts = seedDepartments();
  tables.roles = seedRoles();
  tables.designs = tables.designs.map((d) => (flows[d.modelId] ? { ...d, flow: flows[d.modelId] as never } : d));
  tables.instances = [];
  tables.tasks = [];
  tables.ccs = [];
  const org = organisationOf(tables);
  for (const story of SEED_STORIES) addSeedStory(tables, story, org);
  return tables;
}
