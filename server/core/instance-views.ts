import type { ModelDesign } from '../../application/ports/flow-model-api';
import type { Instance, InstanceSummary } from '../../application/ports/instance-api';
import type { DemoTx, IndexQuery } from './store/demo-db';
import type { CcRow, InstanceRow, TaskRow } from './store/demo-tables';
import { controlsHiddenAnywhere, hiddenControlsAt, hiddenTitleControls, indexFlow, instanceTitle, renamedButtons, titleRuleOf } from '../../domain/flow';
import { localDateTime } from './serial-numbers';
import { keyFieldSummary, type KeyField } from '../../domain/summary/key-field-summary';
import { viewerNodeOf } from './flow-instance-view';
import { flowOfDesign } from './flow-runtime';
import { pageOf } from './paging';

/** The current (highest) version of a model's design. */
export async function latestDesign(tx: DemoTx, modelId: string): Promise<ModelDesign | undefined> {
  const [design] = await tx.designs.find({ index: '[modelId+version]', equals: [modelId], reverse: true, limit: 1 });
  return design;
}

/** The cc records of one instance (who is copied, at which node). */
function ccsOf(tx: DemoTx, instanceId: string): Promise<CcRow[]> {
  return tx.ccs.find({ index: 'instanceId', equals: [instanceId] });
}

/** Who must act (open tasks) and who is copied (cc records) on one instance. */
async function people(tx: DemoTx, instanceId: string, ccRows?: Promise<CcRow[]>, taskRows?: Promise<TaskRow[]>): Promise<Pick<Instance, 'currentApproverIds' | 'ccUserIds'>> {
  const [tasks, ccs] = await Promise.all([taskRows ?? tx.tasks.find({ index: 'instanceId', equals: [instanceId] }), ccRows ?? ccsOf(tx, instanceId)]);
  return { currentApproverIds: tasks.filter((t) => t.status === 'open').map((t) => t.userId), ccUserIds: ccs.map((c) => c.userId) };
}

/**
 * The title as shown (issue 38): a title its 标题规则 made from a control some node hides — stored before such
 * rules were refused — is made again without that control; any other title is the stored one.
 */
export function shownTitle(row: InstanceRow, design: ModelDesign | undefined): string {
  const flow = flowOfDesign(design);
  const rule = flow ? titleRuleOf(flow.settings) : undefined;
  if (!flow || !design || rule === undefined || hiddenTitleControls(flow, design.form).length === 0) return row.title;
  return instanceTitle(rule, {
    initiatorName: row.applicant.name, flowName: flow.name || row.modelName, launchedAt: localDateTime(row.createdAt),
    form: design.form, values: row.flowState?.values ?? row.values, hiddenIds: controlsHiddenAnywhere(flow, design.form),
  });
}

/** An instance as the API shows it: with its form (from its design version) and its people. */
export async function instanceView(tx: DemoTx, row: InstanceRow): Promise<Instance> {
  // The engine's state stays in the backend (it holds every value, hidden ones too).
  const { applicantId: _a, designVersion, form, flowState: _s, historyExtras: _x, urgedAt: _u, parentNotified: _p, dueAt: _due, ...rest } = row;
  const [who, design] = await Promise.all([
    people(tx, row.id),
    tx.designs.get([row.modelId, designVersion]),
  ]);
  return { ...rest, title: shownTitle(row, design), form: form ?? design?.form ?? { id: '', name: '', controls: [] }, ...who };
}

/** What the rows of one list page share: the viewer, and designs and chosen list columns read once per model. */
export interface SummaryContext {
  /** The signed-in viewer: the summary leaves out what is 隐藏 at their node. */
  readonly viewerId?: string;
  readonly designs: Map<string, Promise<ModelDesign | undefined>>;
  readonly chosen: Map<string, Promise<string[] | undefined>>;
  /** The task and cc records of the page's rows, read at once (`readRecordsOf`): one read each, not one per row. */
  records?: Promise<{ readonly tasks: ReadonlyMap<string, TaskRow[]>; readonly ccs: ReadonlyMap<string, CcRow[]> }>;
}

export const summaryContext = (viewerId?: string): SummaryContext => ({ ...(viewerId ? { viewerId } : {}), designs: new Map(), chosen: new Map() });

function byInstance<Row extends { readonly instanceId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const row of rows) {
    const kept = out.get(row.instanceId);
    if (kept) kept.push(row); else out.set(row.instanceId, [row]);
  }
  return out;
}

/** Reads the task and cc records of all `rows` in two reads, for the summaries made with `context`. */
export function readRecordsOf(tx: DemoTx, rows: readonly InstanceRow[], context: SummaryContext): void {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return;
  context.records = Promise.all([tx.tasks.findAnyOf('instanceId', ids), tx.ccs.findAnyOf('instanceId', ids)])
    .then(([tasks, ccs]) => ({ tasks: byInstance(tasks), ccs: byInstance(ccs) }));
}

function once<T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let found = cache.get(key);
  if (!found) cache.set(key, (found = read()));
  return found;
}

/**
 * The key fields of a row for its card (issue 20): the flow's chosen list columns or the first filled-in
 * fields, as the viewer may see them (a flow admin outside the flow sees every field, as in get_instance).
 */
async function keyFieldsOf(tx: DemoTx, row: InstanceRow, ccs: Promise<CcRow[]>, context: SummaryContext): Promise<KeyField[]> {
  const [design, chosenIds] = await Promise.all([
    once(context.designs, `${row.modelId}@${row.designVersion}`, () => tx.designs.get([row.modelId, row.designVersion])),
    once(context.chosen, row.modelId, async () => (await tx.listFormItems.get(row.modelId))?.controlIds),
  ]);
  const form = row.form ?? design?.form;
  if (!form) return [];
  const state = row.flowState;
  const flow = state ? flowOfDesign(design) : undefined;
  let hiddenIds: ReadonlySet<string> | undefined;
  if (state && flow && context.viewerId) {
    const ccNodeId = (await ccs).find((c) => c.userId === context.viewerId)?.nodeId;
    const nodeId = viewerNodeOf(state, { flow }, context.viewerId, ccNodeId);
    if (nodeId !== undefined) hiddenIds = new Set(hiddenControlsAt(flow, nodeId, form));
  }
  return keyFieldSummary(form.controls, state?.values ?? row.values, { ...(chosenIds ? { chosenIds } : {}), ...(hiddenIds ? { hiddenIds } : {}) });
}

/** The viewer's decisions as the node they decide now renames them (按钮), for 批量审批. */
async function actionLabelsOf(tx: DemoTx, row: InstanceRow, context: SummaryContext): Promise<Record<string, string> | undefined> {
  const task = row.flowState?.tasks.find((t) => t.userId === context.viewerId && t.status === 'open');
  if (!task) return undefined;
  const design = await once(context.designs, `${row.modelId}@${row.designVersion}`, () => tx.designs.get([row.modelId, row.designVersion]));
  const flow = flowOfDesign(design);
  const labels = renamedButtons(flow ? indexFlow(flow).node(task.nodeId) : undefined);
  return Object.keys(labels).length > 0 ? labels : undefined;
}

export async function summaryView(tx: DemoTx, row: InstanceRow, context: SummaryContext = summaryContext()): Promise<InstanceSummary> {
  const { applicantId: _a, designVersion: _d, form: _f, values: _v, history: _h, flowState: _s, historyExtras: _x, urgedAt: _u, parentNotified: _p, dueAt: _due, ...rest } = row;
  const records = context.records;
  const ccs = records ? records.then((r) => r.ccs.get(row.id) ?? []) : ccsOf(tx, row.id);
  const tasks = records?.then((r) => r.tasks.get(row.id) ?? []);
  const [who, summary, actionLabels, design] = await Promise.all([
    people(tx, row.id, ccs, tasks), keyFieldsOf(tx, row, ccs, context), actionLabelsOf(tx, row, context),
    once(context.designs, `${row.modelId}@${row.designVersion}`, () => tx.designs.get([row.modelId, row.designVersion])),
  ]);
  const reminderAt = context.viewerId ? latestReminderOf(row, context.viewerId) : undefined;
  return { ...rest, title: shownTitle(row, design), ...who, summary, ...(actionLabels ? { actionLabels } : {}), ...(reminderAt ? { reminderAt } : {}) };
}

/** The viewer's latest timeout reminder on a task they hold now (the row's waiting nodes carry them). */
function latestReminderOf(row: InstanceRow, viewerId: string): string | undefined {
  if (row.status !== 'pending') return undefined;
  const mine = (row.currentNodes ?? []).flatMap((node) => node.reminders ?? []).filter((r) => r.userId === viewerId).map((r) => r.at);
  return mine.sort().at(-1);
}

/** The filters of the instance lists; dates are inclusive days (YYYY-MM-DD) of createdAt. */
interface ListFilters {
  keyword?: string;
  modelId?: string;
  status?: string;
  createdFrom?: string;
  createdTo?: string;
}

function filtersOf(q: URLSearchParams): ListFilters | undefined {
  const pick = (name: string) => q.get(name)?.trim() || undefined;
  const filters: ListFilters = { keyword: pick('keyword'), modelId: pick('modelId'), status: pick('status'), createdFrom: pick('createdFrom'), createdTo: pick('createdTo') };
  return Object.values(filters).some((v) => v !== undefined) ? filters : undefined;
}

function matches(i: InstanceRow, f: ListFilters): boolean {
  return (!f.keyword || i.title.includes(f.keyword) || i.modelName.includes(f.keyword) || (i.serialNo ?? '').includes(f.keyword))
    && (!f.modelId || i.modelId === f.modelId)
    && (!f.status || i.status === f.status)
    && (!f.createdFrom || i.createdAt.slice(0, 10) >= f.createdFrom)
    && (!f.createdTo || i.createdAt.slice(0, 10) <= f.createdTo);
}

/**
 * A list's total counts at most this many entries (500 pages of 20): past it the pager shows this many, and a
 * search narrows the list. Counting stops there, so a page costs the same at 10,000 and 100,000 instances.
 */
export const LIST_TOTAL_CAP = 10_000;

/** Where a list's entries come from: instances themselves (我的申请) or records that point at one (tasks, ccs). */
export type ListSource =
  | { readonly table: 'instances'; readonly query: IndexQuery }
  | { readonly table: 'tasks' | 'ccs'; readonly query: IndexQuery };

/**
 * One page of an instance list, newest first, one row per instance (the task records keep one decided task per
 * person and instance: flow-runtime.ts). Without filters it is two index reads (the page and the count),
 * so its cost does not grow with the data; with filters (or `only`, the rows the viewer may list) the person's
 * range of the index is read and filtered.
 */
export async function listPage(tx: DemoTx, source: ListSource, q: URLSearchParams, viewerId?: string, only?: (row: InstanceRow) => boolean) {
  const { page, pageSize } = pageOf(q);
  const asked = filtersOf(q);
  const filters = asked || only ? asked ?? {} : undefined;
  const rowsOf = async (query: IndexQuery): Promise<InstanceRow[]> => {
    if (source.table === 'instances') return tx.instances.find(query);
    const refs = await (source.table === 'tasks' ? tx.tasks.find(query) : tx.ccs.find(query));
    const ids = [...new Set(refs.map((r) => r.instanceId))];
    return (await tx.instances.getMany(ids)).filter((i): i is InstanceRow => i !== undefined);
  };
  let rows: InstanceRow[];
  let total: number;
  if (!filters) {
    // The total stops counting at LIST_TOTAL_CAP: counting a person's whole range grew with the data.
    const capped = { ...source.query, limit: LIST_TOTAL_CAP };
    const counted = source.table === 'instances' ? tx.instances.count(capped)
      : source.table === 'tasks' ? tx.tasks.count(capped) : tx.ccs.count(capped);
    [rows, total] = await Promise.all([rowsOf({ ...source.query, reverse: true, offset: page * pageSize, limit: pageSize }), counted]);
  } else {
    const all = (await rowsOf({ ...source.query, reverse: true })).filter((i) => matches(i, filters) && (!only || only(i)))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    total = all.length;
    rows = all.slice(page * pageSize, page * pageSize + pageSize);
  }
  const context = summaryContext(viewerId);
  readRecordsOf(tx, rows, context);
  const list = await Promise.all(rows.map((row) => summaryView(tx, row, context)));
  return { list, total, page, pageSize };
}
