import type { ApiDefinition } from '../../../application/ports/api-definition-api';
import type { AssigneeRole } from '../../../application/ports/assignee-role-api';
import type { DataTable } from '../../../application/ports/form-api';
import type { FormValue } from '../../../application/ports/form-value-api';
import type { AssigneeExpression, FlowModel, ModelDesign, NoticeMode } from '../../../application/ports/flow-model-api';
import type { ApprovalAction, Instance, InstanceHistoryEntry, PendingNode } from '../../../application/ports/instance-api';
import type { FlowInstanceState, TaskStatus as FlowTaskStatus } from '../../../domain/flow';
import type { OperationLogRecord } from '../../../application/ports/operation-log-api';
import type { Department, School, Staff } from '../../../application/ports/organization-api';
import type { Notice } from '../../../application/ports/base-info-api';
import type { DemoIdentity } from '../../../application/ports/session-api';
import type { Form } from '../../../domain/model/form';
import type { DataTableAccess, RowChange } from '../../../domain/data-table';

/**
 * The demo backend's tables: one record per thing, with the indices the handlers query. The same schema serves
 * Dexie (browser), the in-memory store (jest, demo-server) and the JSON backup. The syntax is Dexie's: the first
 * entry is the primary key, `[a+b]` a compound index (its leading parts serve prefix queries, so
 * `[userId+status+createdAt]` answers "open tasks of a user" as well as "…, newest first").
 */
export const DEMO_TABLE_SCHEMA = {
  /** Key-value records: `identity` (the demo's signed-in identity), `counter` (the old id counter, no longer moved), `cellphone`. */
  meta: 'key',
  /** The organisation: people (two of them are the demo identities), departments, roles (assignee roles). */
  users: 'id, departmentId, identity',
  depts: 'id, parentId',
  roles: 'id',
  categories: 'id',
  /** Flows; a row's `publishedVersion` is the published design's revision (answers show its number: published-numbers.ts). */
  models: 'id, categoryId',
  /** Every saved version of a model's design (form + flow + settings); the highest version is the current one. */
  designs: '[modelId+version], modelId',
  forms: 'id, updatedAt',
  /** `dueAt`: the earliest due timer of a pending instance (instance-due-time.ts), for the timer clock. */
  instances: 'id, [applicantId+createdAt], [status+createdAt], createdAt, modelId, dueAt',
  /** Work items: one per approver per node; open ones make 待我审批, done ones 我已审批. */
  tasks: 'id, [userId+status+createdAt], instanceId',
  /** Copies (抄送): one per person per instance. */
  ccs: 'id, [userId+createdAt], instanceId',
  /** Uploaded files: metadata and bytes. */
  uploads: 'id',
  apis: 'id',
  formValues: 'id',
  noticeModes: 'modelId',
  listFormItems: 'modelId',
  expressions: 'id',
  schools: 'id',
  notices: 'id, createdAt',
  operationLogs: 'id, at',
  dataTables: 'id',
  /** The first answer to each Idempotency-Key. */
  idempotency: 'key',
  settings: 'key',
  /** 消息中心 (issue 40): one stored notice per person per event, written with the change that made it. */
  inbox: 'id, [userId+createdAt]',
  /** Mails and robot posts (issue 40): one per send, planned with the change, sent and retried after it. */
  deliveries: 'id, [status+due], instanceId',
  /** Which instance, design, form, notice or data table references an upload (issue 38), found by the file's id. */
  fileRefs: 'id, fileId',
} as const;

/** The schema version of the tables (Dexie's version; also written into backups). */
export const DEMO_DB_VERSION = 5;

/** The tables a version added: a backup of an older version may lack them (they start empty). */
export const TABLES_SINCE: Partial<Record<TableName, number>> = { inbox: 3, deliveries: 3, fileRefs: 4 };

export interface MetaRow { key: string; value: unknown }
/** A person of the organisation; `identity` marks the two people the demo can sign in as. */
export interface UserRow extends Staff {
  department: string; identity?: DemoIdentity; /** Where mails go (issue 40). */ email?: string;
  /** Who took over at 离职交接 (issue 39): they see the leaver's own pending requests. */
  successorId?: string;
}
/** `order`: the place in the application center (the store hands rows back in key order, not as seeded). */
export interface CategoryRow { id: string; name: string; order?: number }
export interface FormRow extends Form { updatedAt: string }

/**
 * An instance. The form is the one of design `designVersion` (instances migrated from the single-record layout
 * carry their own `form`). Who must act and who is copied live in `tasks` and `ccs`, not here.
 */
export interface InstanceRow extends Omit<Instance, 'form' | 'currentApproverIds' | 'ccUserIds' | 'viewer' | 'flow' | 'tasks'> {
  applicantId: string;
  designVersion: number;
  form?: Form;
  /** The flow engine's state (issue 17); absent for instances from before flows. */
  flowState?: FlowInstanceState;
  /** The nodes waiting now, kept with the record so that lists need no flow. */
  currentNodes?: PendingNode[];
  /** The last 催办. */
  urgedAt?: string;
  /** What the engine's history entries do not hold, by entry index (a comment's images). */
  historyExtras?: Record<number, Partial<InstanceHistoryEntry>>;
  /** 子流程: the parent instance and its node that started this one. */
  parent?: { instanceId: string; nodeId: string; title: string };
  /** 子流程: the parent has been told how this child ended. */
  parentNotified?: boolean;
  /** When the timer clock must look at it next (derived on every save: instance-due-time.ts). */
  dueAt?: string;
}

/** open: 待我审批; waiting: a 前加签 person decides first; done: 我已审批. */
export type TaskStatus = 'open' | 'waiting' | 'done';
export interface TaskRow {
  id: string;
  instanceId: string;
  /** The flow node the task belongs to. */
  nodeId: string;
  userId: string;
  status: TaskStatus;
  /** When the task arrived (lists sort by it). */
  createdAt: string;
  doneAt?: string;
  /** The decision of a task from before flows. */
  action?: ApprovalAction;
  /** What the person did (the engine's task status: approved, rejected, returned, transferred). */
  result?: FlowTaskStatus;
  comment?: string;
}

/** Who published a design version, when, and the publish note (版本记录, issue 29). */
export interface Publication {
  by: string;
  at: string;
  note: string;
  /**
   * Its number, 版本 N (issue 43 #9): 1, 2, 3 … in the order of publication; absent on records from before
   * numbers, which get theirs in the same order (server/core/published-numbers.ts).
   */
  number?: number;
  /** A rollback: the design revision (not the number) this one published again. */
  rolledBackFrom?: number;
  /** Removed from 版本记录 (only a version nobody runs on; its record stays for finished instances). */
  deleted?: boolean;
}
/** A saved design revision (every save makes one: the draft); `publication` once 应用发布 or 回滚 published it. */
export interface DesignRow extends ModelDesign { publication?: Publication }

export interface CcRow { id: string; instanceId: string; nodeId: string; userId: string; createdAt: string }
/** `ownerId`: who uploaded it (issue 38: served to them and to those who may see what references it). */
export interface UploadRow { id: string; name: string; type: string; size: number; bytes: ArrayBuffer; ownerId?: string }
/** `modelId`: the row's key, `<userId>:<modelId>` since issue 38 (a mode is per person and flow). */
export interface NoticeModeRow { modelId: string; mode: NoticeMode }
export interface ListFormItemsRow { modelId: string; controlIds: string[] }
/** A data table with what the admin pages add: the version each save raises, and who may see and edit it. */
export interface DataTableRecord extends Omit<DataTable, 'mayView' | 'mayEdit'> { version?: number; access?: DataTableAccess }
/** An operation; a table editor save also keeps its changes row by row (数据表日志). */
export interface OperationLogRow extends OperationLogRecord { dataTable?: { tableId: string; changes: readonly RowChange[] } }
/** `key`: the caller's id and their Idempotency-Key (issue 38); `at`: when it was first answered (kept 24 h). */
export interface IdempotencyRow { key: string; status: number; body: unknown; userId?: string; at?: string }
export interface SettingRow { key: string; value: unknown }

/**
 * What a stored notice says (消息中心): 新的待办, 已通过, 已拒绝, 被退回, 被转交, 被加签, 抄送, 催办, 超时提醒, 评论 @我.
 */
export type InboxKind = 'newTask' | 'approved' | 'rejected' | 'returned' | 'transferred' | 'addedSigner' | 'cc' | 'urged' | 'timeout' | 'mentioned';
/** The ways out of the app (issue 40): mail, and the group robots of DingTalk, WeCom and Feishu. */
export type DeliveryChannel = 'email' | 'dingtalk' | 'wecom' | 'feishu';
/**
 * One send: planned in the transaction of the change (so it exists exactly when the change does), then sent by
 * the server's delivery worker, retried with back-off, and kept with its outcome (who, channel, event, outcome).
 * pending: to send at `due` (also while being sent: `due` is then the lease's end); sent; failed: given up.
 */
export interface DeliveryRow {
  id: string;
  channel: DeliveryChannel;
  /** A person (mail) or a robot's id. */
  target: string;
  kind: InboxKind | 'digest';
  instanceId: string;
  title: string;
  createdAt: string;
  status: 'pending' | 'sent' | 'failed';
  due: string;
  attempts: number;
  lastError?: string;
  sentAt?: string;
}

/** A group robot an administrator set up: posts about the flows of `modelIds` or of applicants of `deptIds`. */
export interface RobotSetting {
  id: string;
  channel: Exclude<DeliveryChannel, 'email'>;
  name: string;
  url: string;
  /** DingTalk 加签 / Feishu 签名校验 secret. */
  secret?: string;
  modelIds?: string[];
  deptIds?: string[];
}

/** One notice of one person's 消息中心. */
export interface InboxRow {
  id: string;
  userId: string;
  kind: InboxKind;
  instanceId: string;
  title: string;
  createdAt: string;
  /** When the person read it (全部已读, or opening it); absent: unread. */
  readAt?: string;
}

/** What may reference an upload: an instance (values, comments, signatures), a flow's design, a form, a notice, a data table. */
export type FileHolderKind = 'instance' | 'design' | 'form' | 'notice' | 'dataTable';
/** One record referencing one upload (`id`: `<fileId>|<kind>:<holderId>`; a design's holder is `<modelId>@<version>`). */
export interface FileRefRow { id: string; fileId: string; kind: FileHolderKind; holderId: string }

/** The record type of each table. */
export interface DemoRows {
  meta: MetaRow;
  users: UserRow;
  depts: Department;
  roles: AssigneeRole;
  categories: CategoryRow;
  models: FlowModel;
  designs: DesignRow;
  forms: FormRow;
  instances: InstanceRow;
  tasks: TaskRow;
  ccs: CcRow;
  uploads: UploadRow;
  apis: ApiDefinition;
  formValues: FormValue;
  noticeModes: NoticeModeRow;
  listFormItems: ListFormItemsRow;
  expressions: AssigneeExpression;
  schools: School;
  notices: Notice;
  operationLogs: OperationLogRow;
  dataTables: DataTableRecord;
  idempotency: IdempotencyRow;
  settings: SettingRow;
  inbox: InboxRow;
  deliveries: DeliveryRow;
  fileRefs: FileRefRow;
}

export type TableName = keyof DemoRows & keyof typeof DEMO_TABLE_SCHEMA;
export const TABLE_NAMES = Object.keys(DEMO_TABLE_SCHEMA) as TableName[];

/** Every record of every table (a seed, a dump, the content of a backup). */
export type DemoTables = { [K in TableName]: Array<DemoRows[K]> };

/** The key path of an index entry of the schema: `id` → 'id', `[a+b]` → ['a', 'b']. */
export function keyPathOf(entry: string): string | string[] {
  const name = entry.trim().replace(/^[&*]|^\+\+/, '');
  return name.startsWith('[') ? name.slice(1, -1).split('+') : name;
}

/** The primary key path and the index names of a table. */
export function tableLayout(table: TableName): { primaryKey: string | string[]; primaryName: string; indexes: string[] } {
  const [primary, ...indexes] = DEMO_TABLE_SCHEMA[table].split(',').map((x) => x.trim());
  return { primaryKey: keyPathOf(primary!), primaryName: primary!, indexes };
}

/** Empty tables (a starting point for seeds and migrations). */
export function emptyTables(): DemoTables {
  return Object.fromEntries(TABLE_NAMES.map((name) => [name, []])) as unknown as DemoTables;
}
