/**
 * The demo backend's side of 流程统计: instance records read through the `createdAt` index a chunk at a time
 * (never every record in one array), each turned into the StatisticsRecord the domain folds, with the node
 * names, approver names, category and department looked up once per flow version and person. Only the fields
 * the figures need are read (StatisticsSource, a projection): copying whole rows with their flow state and
 * form values was most of the time at 100,000 instances.
 */
import { indexFlow, indexOrganisation, type FlowTask, type OrgIndex } from '../../domain/flow';
import {
  isRunning, matchesFieldFilter, matchesFilter, type StatisticsFieldFilter, type StatisticsFilter, type StatisticsRecord, type StatisticsTask,
} from '../../domain/statistics';
import type { Form } from '../../domain/model/form';
import type { DemoTx } from './store/demo-db';
import type { InstanceRow } from './store/demo-tables';
import { flowOfDesign, organisationIn } from './flow-runtime';

/** Instances read per index call: small enough to keep a tab responsive, large enough to be few calls. */
export const STATISTICS_CHUNK = 2_000;

/** Task statuses a person acted on (auto-passed, cancelled and 前加签-waiting tasks were nobody's work). */
const ACTED = new Set<FlowTask['status']>(['approved', 'rejected', 'returned', 'transferred']);

/** The node's 审批超时 (issue 27 `props.timeout.after`) in hours; calendars aside, wall-clock hours. */
export function timeoutHoursOf(props: unknown): number | undefined {
  const after = (props as { timeout?: { after?: { minutes?: unknown; hours?: unknown; days?: unknown } } } | undefined)?.timeout?.after;
  if (!after) return undefined;
  const part = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const hours = part(after.minutes) / 60 + part(after.hours) + part(after.days) * 24;
  return hours > 0 ? hours : undefined;
}

/** The few fields of an instance row the statistics read, copied out of the stored row. */
export interface StatisticsSource {
  readonly id: string;
  readonly title: string;
  readonly modelId: string;
  readonly modelName: string;
  readonly designVersion: number;
  readonly applicantId: string;
  readonly applicant: { readonly name: string; readonly department: string };
  readonly status: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly tasks: ReadonlyArray<Pick<FlowTask, 'nodeId' | 'userId' | 'status' | 'createdAt' | 'doneAt'>>;
}

/** What 按字段筛选 reads of an instance besides its projection: its form values (and a migrated one's own form). */
export interface FieldSource extends StatisticsSource {
  readonly values: Readonly<Record<string, unknown>>;
  readonly form?: Form;
}

/** The projection of the filtered flow's rows when a field filter is set; other flows' rows stay light. */
export function fieldSourceOf(modelId: string): (row: Readonly<InstanceRow>) => StatisticsSource | FieldSource {
  return (row) => (row.modelId !== modelId ? statisticsSourceOf(row)
    : { ...statisticsSourceOf(row), values: row.flowState?.values ?? row.values, ...(row.form ? { form: row.form } : {}) });
}

/** The projection: strings are immutable, so copying the fields is a copy of what the statistics keep. */
export function statisticsSourceOf(row: Readonly<InstanceRow>): StatisticsSource {
  return {
    id: row.id, title: row.title, modelId: row.modelId, modelName: row.modelName, designVersion: row.designVersion,
    applicantId: row.applicantId, applicant: { name: row.applicant.name, department: row.applicant.department },
    status: row.status, createdAt: row.createdAt, updatedAt: row.updatedAt,
    tasks: (row.flowState?.tasks ?? []).map((t) => ({ nodeId: t.nodeId, userId: t.userId, status: t.status, createdAt: t.createdAt, doneAt: t.doneAt })),
  };
}

interface NodeFacts { readonly name: string; readonly timeoutHours?: number }

/** What records share: people, departments' trees, models and flow versions, read once. */
export class StatisticsContext {
  private readonly nodes = new Map<string, Promise<Map<string, NodeFacts>>>();
  private readonly forms = new Map<string, Promise<Form | undefined>>();
  private org: Promise<OrgIndex> | undefined;

  private constructor(
    private readonly tx: DemoTx,
    private readonly people: Map<string, { name: string; departmentId: string }>,
    private readonly categories: Map<string, string>,
    private readonly childDepartments: Map<string, string[]>,
  ) {}

  static async open(tx: DemoTx): Promise<StatisticsContext> {
    const [users, models, depts] = await Promise.all([tx.users.all(), tx.models.all(), tx.depts.all()]);
    const children = new Map<string, string[]>();
    for (const d of depts) if (d.parentId) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
    return new StatisticsContext(
      tx, new Map(users.map((u) => [u.id, { name: u.name, departmentId: u.departmentId }])),
      new Map(models.map((m) => [m.id, m.categoryId])), children,
    );
  }

  /** A department and every department under it (the filter counts sub-departments' applicants too). */
  departmentTree(id: string): Set<string> {
    const out = new Set<string>();
    const visit = (d: string) => { if (out.has(d)) return; out.add(d); (this.childDepartments.get(d) ?? []).forEach(visit); };
    visit(id);
    return out;
  }

  private nodeFacts(row: Pick<StatisticsSource, 'modelId' | 'designVersion'>): Promise<Map<string, NodeFacts>> {
    const key = `${row.modelId}@${row.designVersion}`;
    let found = this.nodes.get(key);
    if (!found) {
      found = this.tx.designs.get([row.modelId, row.designVersion]).then((design) => {
        const flow = flowOfDesign(design);
        const facts = new Map<string, NodeFacts>();
        for (const node of flow ? indexFlow(flow).nodes : []) {
          const timeoutHours = timeoutHoursOf((node as { props?: unknown }).props);
          facts.set(node.id, { name: node.name, ...(timeoutHours !== undefined ? { timeoutHours } : {}) });
        }
        return facts;
      });
      this.nodes.set(key, found);
    }
    return found;
  }

  /**
   * Whether an instance's form values meet 按字段筛选 (issue 41): its form is its design version's (or its own,
   * for a migrated one); 成员 / 部门 conditions ask the organisation, read once.
   */
  async meetsField(row: FieldSource, field: StatisticsFieldFilter): Promise<boolean> {
    const key = `${row.modelId}@${row.designVersion}`;
    let form = this.forms.get(key);
    if (!form) {
      form = this.tx.designs.get([row.modelId, row.designVersion]).then((design) => design?.form);
      this.forms.set(key, form);
    }
    const shown = row.form ?? (await form);
    this.org ??= organisationIn(this.tx).then(indexOrganisation);
    return shown !== undefined && matchesFieldFilter(field, shown, row.values, await this.org);
  }

  /** The record of an instance: a whole row or its projection give the same record. */
  async record(row: StatisticsSource | InstanceRow): Promise<StatisticsRecord> {
    const nodes = await this.nodeFacts(row);
    const tasks: StatisticsTask[] = [];
    for (const task of 'tasks' in row ? row.tasks : row.flowState?.tasks ?? []) {
      const acted = ACTED.has(task.status);
      if ((!acted && task.status !== 'open') || !task.createdAt) continue;
      const node = nodes.get(task.nodeId);
      tasks.push({
        nodeId: task.nodeId, nodeName: node?.name ?? task.nodeId, userId: task.userId, userName: this.people.get(task.userId)?.name ?? task.userId,
        createdAt: task.createdAt, ...(acted && task.doneAt ? { doneAt: task.doneAt } : {}),
        ...(node?.timeoutHours !== undefined ? { timeoutHours: node.timeoutHours } : {}),
      });
    }
    const categoryId = this.categories.get(row.modelId);
    const departmentId = this.people.get(row.applicantId)?.departmentId;
    return {
      id: row.id, title: row.title, modelId: row.modelId, modelName: row.modelName, applicantName: row.applicant.name,
      department: row.applicant.department, status: row.status, createdAt: row.createdAt,
      ...(categoryId ? { categoryId } : {}), ...(departmentId ? { departmentId } : {}),
      ...(!isRunning(row.status) ? { finishedAt: row.updatedAt } : {}),
      tasks,
    };
  }
}

/**
 * Calls `visit` with each instance the viewer may count (`administered` flows) that passes the filter, oldest
 * first, reading the `createdAt` index one date range chunk at a time.
 */
export async function forEachStatisticsRecord(
  tx: DemoTx, context: StatisticsContext, filter: StatisticsFilter, administered: (modelId: string) => boolean,
  visit: (record: StatisticsRecord) => void,
): Promise<void> {
  const range = { ...(filter.from ? { from: filter.from } : {}), ...(filter.to ? { to: `${filter.to}\uffff` } : {}) };
  // A field filter belongs to one flow's form: without the flow it is not applied (the page offers it with one).
  const field = filter.modelId ? filter.field : undefined;
  const project = field && filter.modelId ? fieldSourceOf(filter.modelId) : statisticsSourceOf;
  for (let offset = 0; ; offset += STATISTICS_CHUNK) {
    const rows = await tx.instances.findProjected({ index: 'createdAt', ...range, offset, limit: STATISTICS_CHUNK }, project);
    for (const row of rows) {
      if (!administered(row.modelId) || (filter.modelId && row.modelId !== filter.modelId)) continue;
      if (field && !(await context.meetsField(row as FieldSource, field))) continue;
      const record = await context.record(row);
      if (matchesFilter(record, filter)) visit(record);
    }
    if (rows.length < STATISTICS_CHUNK) return;
  }
}
