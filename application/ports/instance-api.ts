import type { ValueEdit } from '../../domain/print/value-edits';
import type { Delegation, Flow, FlowTask, HistoryEntry, OfferedAction } from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import type { KeyField } from '../../domain/summary/key-field-summary';
import type { Page, PageQuery } from './paging';

/** 审批中, 已通过, 已拒绝, 已撤回, 已撤销 (an approved instance taken back). */
export type InstanceStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'revoked';

export interface Applicant {
  readonly id: string;
  readonly name: string;
  readonly employeeNumber: string;
  readonly department: string;
}

/** The one-step decision record of instances from before flows (kept by old demo data). */
export interface ApprovalRecord {
  readonly taskId: string;
  readonly approverId: string;
  readonly approverName: string;
  readonly action: ApprovalAction;
  readonly comment: string;
  readonly at: string;
}

export type ApprovalAction = 'approve' | 'reject';

/**
 * One entry of an instance's history as the flow engine records it (domain/flow HistoryEntry: submit, approve,
 * reject, return, transfer, addSigner, withdraw, comment, auto, cc, resubmit), with the names to show.
 */
export interface InstanceHistoryEntry extends HistoryEntry {
  readonly userName?: string;
  readonly userNames?: string[];
  /** 代理: the name of the person the actor acted for (`onBehalfOf`). */
  readonly onBehalfOfName?: string;
  readonly nodeName?: string;
  /** Images attached to a comment (file ids of the storage service). */
  readonly images?: string[];
  /** The names of the comment's attachments (`attachments`: their file ids), in the same order. */
  readonly attachmentNames?: string[];
  /** The form values this step changed (an approver's 可编辑 fields, a 重新提交), hidden fields left out. */
  readonly edits?: readonly ValueEdit[];
}

/** A node waiting for people now (审批中 at 部门负责人: 周敏). */
export interface PendingNode {
  readonly nodeId: string;
  readonly nodeName: string;
  readonly userIds: string[];
  readonly userNames: string[];
  /** `resubmit`: the node is the start node, waiting for the applicant to edit and 重新提交 after a 退回. */
  readonly kind?: 'resubmit';
  /** A node nobody acts on that waits until this local date-time (a 延时, issue 26): 等待至 …. */
  readonly waitUntil?: string;
  /** Timeout reminders (issue 27) sent to people who hold this node's task now, each at its local due time. */
  readonly reminders?: ReadonlyArray<{ readonly userId: string; readonly at: string }>;
}

/** What the viewer may do and see (the instance is shown with their node's field permissions). */
export interface InstanceViewer {
  /**
   * The actions the viewer may take now, in the order screens list them, each with its label and what it
   * needs (the engine's viewerActions). Screens render this list and decide nothing themselves.
   */
  readonly actions: readonly OfferedAction[];
  /** The viewer's open task, if any. */
  readonly taskId?: string;
  readonly nodeId?: string;
  /** resubmit: the instance was sent back to the applicant, who edits and 重新提交. */
  readonly taskKind?: FlowTask['kind'];
  /** Controls the viewer may change (validated on approve / resubmit). */
  readonly editableControlIds: string[];
  /** Older fields, read off `actions` for clients that still read them: 退回's targets, 撤回, 催办, 拒绝's comment. */
  readonly returnTargets: Array<{ readonly nodeId: string; readonly name: string }>;
  readonly canWithdraw: boolean;
  readonly canUrge: boolean;
  /** The applicant used 催办 less than 10 minutes ago: 催办 stays in sight, disabled (10 分钟内已催办过). */
  readonly urgedRecently?: boolean;
  /** 拒绝 needs a comment (the flow's setting). */
  readonly rejectNeedsComment: boolean;
}

/** A running or finished application of a flow. `values` maps control id → value. */
export interface Instance {
  readonly id: string;
  readonly modelId: string;
  readonly modelName: string;
  readonly title: string;
  /** 审批编号 (QJ202611240007), when the flow has a numbering rule (settings.serialNo). */
  readonly serialNo?: string;
  readonly status: InstanceStatus;
  readonly applicant: Applicant;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly form: Form;
  readonly values: Readonly<Record<string, unknown>>;
  /** Who must act now (empty when finished). */
  readonly currentApproverIds: string[];
  readonly ccUserIds: string[];
  readonly history: InstanceHistoryEntry[];
  /** The nodes waiting now, with their people (lists' 当前节点 column). */
  readonly currentNodes?: PendingNode[];
  /** 子流程: the instance (and its node) that started this one. */
  readonly parent?: { readonly instanceId: string; readonly nodeId: string; readonly title: string };
  /**
   * A 子流程 child started for someone else than the parent's initiator (a 成员 control named them, issue 38):
   * who started it and through which instance, shown as 由 {name} 通过「{parentTitle}」发起 (`startedForText`).
   */
  readonly startedFor?: StartedFor;
  /** The flow version the instance runs on (absent for instances from before flows). */
  readonly flow?: Flow;
  /** The flow's tasks: who decided what at which node, who is still to decide. */
  readonly tasks?: FlowTask[];
  /**
   * 代理: the delegations in force now for this instance's flow (get_instance), so the timeline's nodes to come
   * name the delegate (王五（代 赵六）) as the engine will assign them.
   */
  readonly delegations?: readonly Delegation[];
  /** What the signed-in viewer may do and edit (get_instance answers it for the caller). */
  readonly viewer?: InstanceViewer;
  /**
   * export_instances only (issue 41): the title and 审批编号 of each instance its shown 关联审批单 values link —
   * readable by whoever may read this one, through the link — so the export names them rather than their ids.
   */
  readonly linkedTitles?: Readonly<Record<string, LinkedTitle>>;
}

/** How a linked instance is named in text: its title and, when it has one, its 审批编号. */
export interface LinkedTitle {
  readonly title: string;
  readonly serialNo?: string;
}

/** Who really started a 子流程 child that names another person as its applicant, and through which instance. */
export interface StartedFor {
  readonly userId: string;
  readonly name: string;
  readonly parentInstanceId: string;
  readonly parentTitle: string;
}

/** 由 张三 通过「张三的请假」发起: how every view names the person behind a child started for someone else. */
export const startedForText = (startedFor: StartedFor): string => `由 ${startedFor.name} 通过「${startedFor.parentTitle}」发起`;

/**
 * A list row. `summary` (issue 20): the instance's key fields as text for its card (请假类型：事假), left out by
 * servers that do not send it — readers take it as optional and skip malformed entries.
 */
export type InstanceSummary = Omit<Instance, 'form' | 'values' | 'history' | 'flow' | 'tasks' | 'viewer'> & {
  readonly summary?: readonly KeyField[];
  /** The caller's latest timeout reminder on a task they hold here (local date-time): the 超时提醒 tag of 待我审批. */
  readonly reminderAt?: string;
  /** The viewer's decisions renamed at the node they decide now (按钮 labels: { approve: '确认无误' }), if any. */
  readonly actionLabels?: Readonly<Record<string, string>>;
};

export interface InstanceFilter extends PageQuery {
  /** Matches title, flow name or 审批编号. */
  readonly keyword?: string;
  readonly modelId?: string;
  readonly status?: InstanceStatus;
  /** Created on or after this day (YYYY-MM-DD), inclusive. */
  readonly createdFrom?: string;
  /** Created on or before this day (YYYY-MM-DD), inclusive. */
  readonly createdTo?: string;
}

/** get_work_instances: `todo` waits for me, `done` I already acted on. */
export type WorkListKind = 'todo' | 'done';

export interface NewInstance {
  readonly modelId: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly title?: string;
  /** 发起人自选: the picked people by node id. */
  readonly selected?: Readonly<Record<string, string[]>>;
}

/** An action after launch by its name in the engine's registry (approve, reject, return, transfer, addSigner, withdraw, comment, resubmit). */
export type InstanceActionName = string;

export interface InstanceAction {
  readonly instanceId: string;
  readonly action: InstanceActionName;
  readonly comment?: string;
  /** 转交 / 委派: the other person; 加签 / 减签: one or several people. */
  readonly to?: string | readonly string[];
  /** 加签: before me, after me or beside me (并加签). */
  readonly position?: 'before' | 'after' | 'parallel';
  /** 加签 of several people before / after me: 会签, 或签 or 依次 among them. */
  readonly mode?: 'and' | 'or' | 'sequential';
  /** 退回: the node to go back to. */
  readonly nodeId?: string;
  /** 同意 / 重新提交: the values of the fields the actor may edit. */
  readonly values?: Readonly<Record<string, unknown>>;
  /** 评论: attached images (storage file ids). */
  readonly images?: string[];
  /** 同意, 拒绝, 退回, 评论, 交回: pictures and files with the comment (storage file ids, at most 9). */
  readonly attachments?: readonly string[];
  /** 同意 at a node that asks for one: the drawn signature (PNG data URL); the backend stores it as a file. */
  readonly signature?: string;
}

/** 催办: the people who were reminded. */
export interface UrgeResult {
  readonly notified: string[];
}

/**
 * Instances (spec 7, /flow/workflow/…). Submissions and approvals take an idempotency key: a retried
 * call with the same key answers the first result and creates nothing twice.
 */
export const InstanceApi = Symbol('InstanceApi');
export interface InstanceApi {
  /**
   * GET get_instance?id[&via]: `via` is an instance the caller may see that links this one (关联审批单); the link
   * lets them read it (no hidden field, no action) where they otherwise could not.
   */
  getInstance(id: string, via?: string): Promise<Instance>;
  /** GET instance/get_my_instances: what I submitted. */
  getMyInstances(filter: InstanceFilter): Promise<Page<InstanceSummary>>;
  /** GET instance/get_work_instances?kind: waiting for me or done by me. */
  getWorkInstances(kind: WorkListKind, filter: InstanceFilter): Promise<Page<InstanceSummary>>;
  /** GET instance/get_cc_instances: copied to me. */
  getCcInstances(filter: InstanceFilter): Promise<Page<InstanceSummary>>;
  /** GET instance/query_instances: every instance (流程查询; flow admins only, else 403). Not in the spec. */
  queryInstances(filter: InstanceFilter): Promise<Page<InstanceSummary>>;
  /** POST add_instance (header Idempotency-Key). */
  addInstance(instance: NewInstance, idempotencyKey: string): Promise<{ id: string }>;
  /** POST instance/action: every action of the flow, 同意 and 拒绝 too (header Idempotency-Key). Not in the spec. */
  act(action: InstanceAction, idempotencyKey: string): Promise<Instance>;
  /** POST instance/urge {instanceId}: 催办 (at most once per 10 minutes). Not in the spec. */
  urge(instanceId: string): Promise<UrgeResult>;
}
