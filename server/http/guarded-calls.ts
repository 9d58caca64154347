/**
 * The rule table of issue 25 (docs/API.md, 谁可以调用): every admin call of the demo backend, the right it needs,
 * the flows it touches (for 流程管理员's scope), and how 操作日志 names the change and what it looked like
 * before and after. rights-guard.ts applies it; a live backend implements the same table.
 */
import type { FlowTarget, RightKind } from '../../domain/permissions';
import { readTimingTasks } from '../core/timing/timing-task-records';
import type { DemoTx } from '../core/store/demo-db';
import { latestDesign } from '../core/instance-views';
import { robotsIn } from '../core/delivery-plan';
import { modelAnswer } from '../core/published-numbers';

/** A request's parameters: the query of a GET, the JSON body of a POST. */
export type CallInput = Readonly<Record<string, unknown>>;

/** What a changed thing looked like, as 操作日志 shows it: its name and labelled values to compare. */
export interface Snapshot {
  readonly name: string;
  readonly fields: Readonly<Record<string, string>>;
}

export interface GuardedCall {
  readonly method: 'get' | 'post';
  readonly path: string;
  readonly right: RightKind;
  /** Only these requests of the path need the right (get_category_list: the manage list, not the launch list). */
  readonly when?: (input: CallInput) => boolean;
  /** 操作日志's action name (OPERATION_LABELS); absent for reads, which are not logged. */
  readonly action?: (input: CallInput) => string;
  /** Every name `action` can answer (operation_log/add does not store these twice). */
  readonly actionNames?: readonly string[];
  /** The flows the call touches; every one must be in the caller's 流程管理员 scope. */
  readonly targets?: (tx: DemoTx, input: CallInput) => Promise<FlowTarget[]>;
  /** The object before and after the call (`createdId`: the id a create answered). */
  readonly snapshot?: (tx: DemoTx, input: CallInput, createdId?: string) => Promise<Snapshot | undefined>;
}

const W = '/flow/workflow/';
const ROBOT_CHANNEL_TEXT: Readonly<Record<string, string>> = { dingtalk: '钉钉', wecom: '企业微信', feishu: '飞书' };

/** The group robots as 操作日志 shows them: never a secret, and only the address's origin (tokens sit in its path or query). */
async function robotsSnapshot(tx: DemoTx): Promise<Snapshot> {
  const robots = await robotsIn(tx);
  const where = (url: string) => { try { return new URL(url).origin; } catch { return ''; } };
  return { name: '群机器人', fields: Object.fromEntries(robots.map((r) => [r.name,
    `${ROBOT_CHANNEL_TEXT[r.channel] ?? r.channel} ${where(r.url)}${r.secret ? '（已设置密钥）' : ''} 流程 ${(r.modelIds ?? []).length} 个 部门 ${(r.deptIds ?? []).length} 个`])) };
}
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const idOf = (input: CallInput, key = 'id'): string => text(input[key]);

async function modelTarget(tx: DemoTx, modelId: string): Promise<FlowTarget[]> {
  const model = await tx.models.get(modelId);
  return [{ modelId, categoryId: model?.categoryId }];
}

const STATUS_TEXT: Readonly<Record<string, string>> = { active: '启用', stopped: '停用' };

async function modelSnapshot(tx: DemoTx, modelId: string): Promise<Snapshot | undefined> {
  const [model, design] = await Promise.all([tx.models.get(modelId), latestDesign(tx, modelId)]);
  if (!model) return undefined;
  const [category, shown] = await Promise.all([tx.categories.get(model.categoryId), modelAnswer(tx, model)]);
  return { name: model.name, fields: {
    名称: model.name, 分类: category?.name ?? model.categoryId, 状态: STATUS_TEXT[model.status] ?? model.status,
    // Saves change the draft (草稿), never the version people see (issue 43 #9).
    草稿: design && design.version !== model.publishedVersion ? '未发布的修改' : '与已发布版本相同', 已发布版本: shown.publishedVersion > 0 ? `版本 ${shown.publishedVersion}` : '未发布',
    打印方式: text(design?.settings?.printType), 转为PDF: design?.settings?.isPDF === true ? '是' : '否',
  } };
}

const byModel = (key: string) => ({
  targets: (tx: DemoTx, input: CallInput) => modelTarget(tx, idOf(input, key)),
  snapshot: (tx: DemoTx, input: CallInput, createdId?: string) => modelSnapshot(tx, createdId ?? idOf(input, key)),
});

/** A call logged under one action name. */
const named = (action: string) => ({ action: () => action, actionNames: [action] });

function flowCall(path: string, action: string, key: string): GuardedCall {
  return { method: 'post', path: `${W}${path}`, right: 'flow', ...named(action), ...byModel(key) };
}

async function roleSnapshot(tx: DemoTx, id: string): Promise<Snapshot | undefined> {
  const role = await tx.roles.get(id);
  if (!role) return undefined;
  const people = await tx.users.getMany(role.userIds);
  return { name: role.name, fields: { 名称: role.name, 说明: role.description, 成员: people.map((u, i) => u?.name ?? role.userIds[i]).join('、') } };
}

function roleCall(path: string, action: string): GuardedCall {
  return { method: 'post', path: `${W}assignee_role/${path}`, right: 'system', ...named(action), snapshot: (tx, input, createdId) => roleSnapshot(tx, createdId ?? idOf(input)) };
}

async function apiSnapshot(tx: DemoTx, id: string): Promise<Snapshot | undefined> {
  const api = await tx.apis.get(id);
  return api && { name: api.name, fields: { 名称: api.name, 地址: api.url, 方法: api.request_method, 状态: api.status === 'Stopped' ? '停用' : '启用' } };
}

function apiCall(path: string, action: string): GuardedCall {
  return { method: 'post', path: `${W}${path}`, right: 'api', ...named(action), snapshot: (tx, input, createdId) => apiSnapshot(tx, createdId ?? idOf(input)) };
}

async function formValueSnapshot(tx: DemoTx, id: string): Promise<Snapshot | undefined> {
  const value = await tx.formValues.get(id);
  return value && { name: value.name, fields: { 名称: value.name, 选项: (value.data ?? []).map((item) => String((item as { label?: unknown }).label ?? item)).join('、') } };
}

function formValueCall(path: string, action: string): GuardedCall {
  return { method: 'post', path: `${W}${path}`, right: 'formValue', ...named(action), snapshot: (tx, input, createdId) => formValueSnapshot(tx, createdId ?? idOf(input)) };
}

async function timingTaskSnapshot(tx: DemoTx, id: string): Promise<Snapshot | undefined> {
  const task = (await readTimingTasks(tx)).find((t) => t.id === id);
  return task && { name: task.name, fields: { 名称: task.name, 状态: task.enabled ? '启用' : '停用', 计划: JSON.stringify(task.schedule), 上次执行: task.lastRunAt ?? '' } };
}

function timingTaskCall(path: string, action: (input: CallInput) => string, actionNames: readonly string[]): GuardedCall {
  return { method: 'post', path: `${W}timing_task/${path}`, right: 'timingTask', action, actionNames, snapshot: (tx, input, createdId) => timingTaskSnapshot(tx, createdId ?? idOf(input)) };
}

async function tableAccessSnapshot(tx: DemoTx, id: string): Promise<Snapshot | undefined> {
  const table = await tx.dataTables.get(id);
  return table && { name: table.name, fields: { 可查看: JSON.stringify(table.access?.viewers ?? {}), 可编辑: JSON.stringify(table.access?.editors ?? {}) } };
}

async function noticeSnapshot(tx: DemoTx, id: string): Promise<Snapshot | undefined> {
  const notice = await tx.notices.get(id);
  return notice && { name: notice.title, fields: { 标题: notice.title, 内容: notice.content } };
}

function noticeCall(path: string, action: string): GuardedCall {
  return { method: 'post', path: `/api/baseinfo/${path}`, right: 'system', ...named(action), snapshot: (tx, input, createdId) => noticeSnapshot(tx, createdId ?? idOf(input)) };
}

const formCall = (path: string, action: string): GuardedCall => ({ method: 'post', path: `${W}${path}`, right: 'flow', ...named(action) });

/** Every admin call and the right it needs (the order does not matter: paths are unique). */
export const GUARDED_CALLS: readonly GuardedCall[] = [
  // The manage list is cut to the caller's scope by its handler.
  { method: 'get', path: `${W}get_category_list`, right: 'flow', when: (input) => input.scope === 'manage' },
  { method: 'post', path: `${W}create_model`, right: 'flow', ...named('create_model'),
    targets: async (_tx, input) => [{ categoryId: text(input.categoryId) }], snapshot: (tx, _input, createdId) => modelSnapshot(tx, createdId ?? '') },
  flowCall('copy_model', 'copy_model', 'id'),
  flowCall('del_model', 'delete_model', 'id'),
  {
    ...flowCall('upd_model', 'update_model', 'id'),
    action: (input) => (input.status === 'stopped' ? 'stop_model' : input.status === 'active' ? 'start_model' : 'update_model'),
    actionNames: ['stop_model', 'start_model', 'update_model'],
    // Moving a flow to another category needs that category in scope too.
    targets: async (tx, input) => [...await modelTarget(tx, idOf(input)), ...(typeof input.categoryId === 'string' ? [{ categoryId: input.categoryId }] : [])],
  },
  flowCall('save_model_design', 'save_model_design', 'modelId'),
  flowCall('apply', 'apply_model', 'modelId'),
  flowCall('model/save_model_form', 'save_model_form', 'modelId'),
  // Flow versions (issue 29): reading them, 回滚 and deleting one are the flow's; each moved instance logs itself.
  ...['list', 'get', 'instances'].map((path): GuardedCall => ({ method: 'get', path: `${W}version/${path}`, right: 'flow', targets: (tx, input) => modelTarget(tx, idOf(input, 'modelId')) })),
  flowCall('version/rollback', 'rollback_model', 'modelId'),
  flowCall('version/delete', 'delete_version', 'modelId'),
  { method: 'post', path: `${W}version/migrate`, right: 'flow', targets: (tx, input) => modelTarget(tx, idOf(input, 'modelId')), actionNames: ['migrate_instance'] },
  formCall('add_form', 'add_form'),
  formCall('upd_form', 'update_form'),
  formCall('del_forms', 'delete_forms'),
  apiCall('add_api', 'add_api'),
  apiCall('upd_api', 'update_api'),
  apiCall('del_api', 'delete_api'),
  apiCall('stop_api', 'stop_api'),
  apiCall('active_api', 'activate_api'),
  formValueCall('add_form_value', 'add_form_value'),
  formValueCall('upd_form_value', 'update_form_value'),
  roleCall('add', 'add_role'),
  roleCall('update', 'update_role'),
  roleCall('remove', 'remove_role'),
  { method: 'get', path: `${W}data_table/get_access`, right: 'dataTable' },
  { method: 'post', path: `${W}data_table/set_access`, right: 'dataTable', ...named('set_data_table_access'), snapshot: (tx, input) => tableAccessSnapshot(tx, idOf(input)) },
  { method: 'get', path: `${W}timing_task/list`, right: 'timingTask' },
  { method: 'get', path: `${W}timing_task/get`, right: 'timingTask' },
  timingTaskCall('save', () => 'save_timing_task', ['save_timing_task']),
  timingTaskCall('set_enabled', (input) => (input.enabled === true ? 'enable_timing_task' : 'disable_timing_task'), ['enable_timing_task', 'disable_timing_task']),
  timingTaskCall('run', () => 'run_timing_task', ['run_timing_task']),
  { method: 'get', path: `${W}operation_log/list`, right: 'operationLog' },
  // 组织架构 (issue 39): each change writes its own 操作日志 entry in its transaction (server/core/organisation).
  ...['view', 'export'].map((path): GuardedCall => ({ method: 'get', path: `/api/organisation/${path}`, right: 'organisation' })),
  ...([['save_department', ['add_department', 'update_department']], ['save_person', ['add_person', 'update_person']], ['disable_person', ['disable_person']],
    ['enable_person', ['enable_person']], ['import', ['import_organisation']]] as const)
    .map(([path, actionNames]): GuardedCall => ({ method: 'post', path: `/api/organisation/${path}`, right: 'organisation', actionNames })),
  // The ways out (issue 40): group robots and the record of sends.
  { method: 'get', path: `${W}notify/robots`, right: 'system' },
  { method: 'post', path: `${W}notify/robots`, right: 'system', ...named('save_robots'), snapshot: robotsSnapshot },
  { method: 'post', path: `${W}notify/test_robot`, right: 'system', ...named('test_robot'), snapshot: robotsSnapshot },
  { method: 'get', path: `${W}notify/deliveries`, right: 'system' },
  noticeCall('add_notice', 'add_notice'),
  noticeCall('set_notice', 'update_notice'),
  noticeCall('del_notice', 'delete_notice'),
  // 云盘 authorities of the base-info service: who may use which app is the 系统管理员's.
  { method: 'post', path: '/api/baseinfo/add_authority_by_user', right: 'system', ...named('add_authority') },
  { method: 'post', path: '/api/baseinfo/del_authority_by_user', right: 'system', ...named('remove_authority') },
  { method: 'post', path: '/api/baseinfo/update_scopes_at_department', right: 'system', ...named('update_department_scopes') },
];

/** The actions the backend records itself: a client's operation_log/add of one of them is not stored twice. */
export const BACKEND_LOGGED_ACTIONS: ReadonlySet<string> = new Set(GUARDED_CALLS.flatMap((call) => call.actionNames ?? []));
