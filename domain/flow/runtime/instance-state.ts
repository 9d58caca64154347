/**
 * The state of a running flow instance: plain JSON, so the demo backend can store it and the CLI print it.
 * The engine never mutates a state it was given; every action returns a new one.
 */

/** revoked: 已撤销, an approved instance the applicant took back afterwards (settings.revokeApprovedDays). */
export type InstanceStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'revoked';

/** Why a task or node passed without anyone acting. */
/** timeout: a timeout's approve / reject / escalate (issue 27), done by the system. */
export type AutoReason = 'empty' | 'dedupe' | 'initiator' | 'timeout';

export type TaskStatus =
  | 'open'
  /** 前加签: waits until the added person has decided. */
  | 'waiting'
  | 'approved'
  | 'auto'
  | 'rejected'
  | 'returned'
  | 'transferred'
  /** 委派: handed to a delegate to check; open again once they resolve (counts as still open). */
  | 'delegated'
  /** 委派: the delegate's task, done and handed back. */
  | 'resolved'
  | 'cancelled';

/**
 * normal: from the node's assignee (or 并加签); addBefore / addAfter: 加签; resubmit: back at the initiator after
 * 退回; delegate: 委派, a delegate checks and hands the task back (`waitsFor` is the delegated task).
 */
export type TaskKind = 'normal' | 'addBefore' | 'addAfter' | 'resubmit' | 'delegate';

/** How several 加签 people decide among themselves: 会签, 或签, 依次. */
export type SignerMode = 'and' | 'or' | 'sequential';

/** 加签 before / after: the people one task added, deciding among themselves by `mode`. */
export interface SignerBatch {
  position: 'before' | 'after';
  mode: SignerMode;
  /** 依次: who is still to come. */
  queue: string[];
}

/**
 * What 撤回同意 puts back (runtime/approval-undo.ts): kept on an approved task while nothing was decided after it.
 * `seq` and `history`: the task sequence and history length at the approval; `live`: the other tasks then
 * still deciding, with their status; the rest: the routing state then.
 */
export interface ApprovalUndo {
  seq: number;
  history: number;
  live: Array<{ id: string; status: TaskStatus }>;
  joins: Record<string, string[]>;
  queues: Record<string, string[]>;
  completedNodes: string[];
  approvedBy: string[];
  lastApprovers: string[];
  timers?: FlowTimer[];
  waits?: FlowWait[];
}

export interface FlowTask {
  id: string;
  nodeId: string;
  userId: string;
  status: TaskStatus;
  kind: TaskKind;
  /** Which entry into the node made this task (a node runs again after 退回). */
  round: number;
  /** 前加签: the task that waits for this one. */
  waitsFor?: string;
  autoReason?: AutoReason;
  comment?: string;
  createdAt?: string;
  doneAt?: string;
  /** 代理: the person the task was created for, while a delegate holds it. */
  onBehalfOf?: string;
  /** 加签: the task whose holder added this person. */
  addedBy?: string;
  /** 加签: everyone this task's holder added (减签 takes from these). */
  added?: string[];
  /** 前加签 / 后加签: the batch this task's holder added, still deciding. */
  signers?: SignerBatch;
  /** 撤回同意: what undoing this task's approval puts back. */
  undo?: ApprovalUndo;
}

/** The history entries the engine records by itself (history-wording.ts words them). */
export type EngineHistoryAction =
  | 'submit' | 'auto' | 'cc'
  /** 路由分支: the route jumped to `toNodeId`. */
  | 'route'
  /** 触发器: fields set (setFields), or an HTTP request's outcome (`result` sent / failed, `detail`). */
  | 'trigger'
  /** 子流程: the child requested, started (`childInstanceId`) or finished (`result`, the reason in `comment`). */
  | 'subflow'
  /** An administrator moved the instance to another version of its flow (迁移). */
  | 'migrate'
  /** 延时: the wait is over (at its due time), or there was none (`result` noWait: the due time had passed). */
  | 'delay';

/**
 * The history entries an action records, by the action's name: each action module whose `historyWords` words its
 * entry adds its own (`declare module '../instance-state' { interface ActionHistoryEntries { approve: true } }`),
 * so a new action adds no member here.
 */
export interface ActionHistoryEntries {}

export type HistoryAction = EngineHistoryAction | keyof ActionHistoryEntries;

export interface HistoryEntry {
  action: HistoryAction;
  nodeId: string;
  /** Who acted (absent for what the engine did itself). */
  userId?: string;
  /** Done by the system on someone's behalf (离职交接: a leaver's task 转交 to their successor): no person acted. */
  bySystem?: true;
  /** Users concerned: the auto-approved people, the copied users, the new assignee of 转交 / 加签. */
  userIds?: string[];
  comment?: string;
  /** 退回: the node it went back to. */
  toNodeId?: string;
  /** 加签: before / after / parallel (并加签). */
  position?: 'before' | 'after' | 'parallel';
  /** 加签 of several people: how they decide among themselves. */
  mode?: SignerMode;
  reason?: AutoReason;
  /** Pictures and files given with the comment (file ids, at most 9). */
  attachments?: string[];
  /** 同意 with a drawn signature: `file:<id>` of the stored image (or the PNG data URL as sent). */
  signature?: string;
  at?: string;
  /** 触发器: sent / failed; 子流程: started / approved / rejected / withdrawn; 延时: noWait. */
  result?: string;
  /** 触发器: what the request got back (HTTP 200) or why it failed. */
  detail?: string;
  /** 子流程: the child instance (demo backend), so the two views link to each other. */
  childInstanceId?: string;
  /** 迁移: the flow versions it moved between. */
  fromVersion?: number;
  toVersion?: number;
  /** 代理: the actor acted for this person (王五（代 李四）). */
  onBehalfOf?: string;
}

/** 触发器 (http): a request the engine asks the backend to send. */
export interface OutboxRequest {
  nodeId: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  body: Record<string, unknown>;
}

/** 子流程: a child instance the engine asks the backend to start. */
export interface SubflowRequest {
  nodeId: string;
  flowId: string;
  /** Who starts it ('' when the initiator control is empty: the child cannot start). */
  initiator: string;
  values: Record<string, unknown>;
}


export interface FlowInstanceState {
  flowId: string;
  initiator: string;
  status: InstanceStatus;
  values: Record<string, unknown>;
  selected: Record<string, string[]>;
  tasks: FlowTask[];
  /** Everyone copied so far, in order. */
  cc: string[];
  history: HistoryEntry[];
  /** Parallel groups running: the ids of their branches that have finished. */
  joins: Record<string, string[]>;
  /** 依次审批 nodes running: who is still to come after the current one. */
  queues: Record<string, string[]>;
  /** Entries into each node so far. */
  rounds: Record<string, number>;
  /** Approver nodes that have completed (targets of 退回). */
  completedNodes: string[];
  /** Who has approved so far (同一审批人只审批一次). */
  approvedBy: string[];
  /** Who approved at the last completed approver node (仅连续出现时去重). */
  lastApprovers: string[];
  taskSeq: number;
  /** When the instance started (issue 26's time; absent in states stored before). */
  startedAt?: string;
  /** When it ended: approved, rejected, withdrawn (the finishing action's `at`); 撤销 counts from here. */
  endedAt?: string;
  /** The time of the last action: an action without `at` happens then. */
  lastAt?: string;
  /** Timers not yet due (delays, timeouts, reminders), each fired by its kind (runtime/timers). */
  timers?: FlowTimer[];
  /** Nodes the instance waits on that nobody acts on (a delay: `until` is its due time). */
  waits?: FlowWait[];
  /** Timeout reminders sent so far (issue 27), each with its due time. */
  reminders?: FlowReminder[];
  /** 触发器 requests not yet sent (the demo backend sends and removes them). */
  outbox?: OutboxRequest[];
  /** 子流程 child instances not yet started (the demo backend starts and removes them). */
  subflows?: SubflowRequest[];
}

/** Something that happens by itself at `due`: `kind` names its owner in runtime/timers/registry.ts. */
export interface FlowTimer {
  kind: string;
  nodeId: string;
  due: string;
  /** A task's timer (a timeout) fires only while that task is open. */
  taskId?: string;
  /** Reminders sent so far by this timer. */
  count?: number;
}

/** A node the instance waits on that nobody acts on (a 延时, a waiting 子流程). */
export interface FlowWait {
  nodeId: string;
  type: string;
  until?: string;
}

export interface FlowReminder {
  nodeId: string;
  userId: string;
  at: string;
}

export type FlowEvent =
  | { type: 'taskCreated'; taskId: string; nodeId: string; userId: string }
  | { type: 'taskCompleted'; taskId: string; nodeId: string; userId: string; result: TaskStatus }
  | { type: 'ccSent'; nodeId: string; userIds: string[] }
  | { type: 'instanceFinished'; status: InstanceStatus }
  | ({ type: 'subflowRequested' } & SubflowRequest);
