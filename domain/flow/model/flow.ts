/**
 * The flow JSON format (docs/FLOW-FORMAT.md): a DingTalk-style tree of nodes. A node's `next` is the node that
 * follows it; condition and parallel groups hold branches, each a chain of its own, and continue with the
 * group's `next`. Every object keeps an index signature so that fields we do not know survive a round trip.
 */
import type { Assignee } from './assignee';
import type { Condition } from './condition';
import type { SubflowProps, TriggerProps } from './outbound-nodes';

export type { SubflowProps, SubflowSpec, TriggerBodyValue, TriggerProps, TriggerSpec } from './outbound-nodes';
import type { DecisionSettings } from './decision-settings';

/**
 * Every node type's node, by its `type`: each module of `domain/flow/nodes/` adds its own entry
 * (`declare module '../model/flow' { interface FlowNodeTypes { delay: DelayNode } }`), as a test's or a plug-in's
 * module may, so a new type adds no member here. Which types exist at run time is the registry's say.
 */
export interface FlowNodeTypes {}
/** Names of the node types (the `type` field). */
export type NodeType = keyof FlowNodeTypes;

/** What a role may do with a form control at a node. */
export type FieldPerm = 'edit' | 'read' | 'hidden';
export type FieldPerms = Record<string, FieldPerm>;

/**
 * 会签 (everyone approves), 或签 (the first decision counts), 依次审批 (one after another, in the listed order),
 * 按比例会签 (`ratio` percent of the approvers approve).
 */
export type ApprovalMode = 'and' | 'or' | 'sequential' | 'ratio';

/**
 * 审批人与发起人为同一人时: self (they decide like anyone), autoPass (their task passes), supervisor / deptHead
 * (the initiator's 直属主管 / 部门负责人 takes their place in the list).
 */
export type WhenInitiator = 'self' | 'autoPass' | 'supervisor' | 'deptHead';

/** What an approver node does when its assignee resolves to nobody. */
export type WhenEmpty = 'autoPass' | 'toAdmin' | { type: 'users'; userIds: string[]; [unknownField: string]: unknown };

/** What every node has; a node type's shape is `NodeBase<'<type>', <its props>>` (plus its own fields). */
export interface NodeBase<T extends string, P> {
  id: string;
  type: T;
  name: string;
  props: P;
  next?: FlowNode;
  [unknownField: string]: unknown;
}

export interface StartProps {
  fieldPerms?: FieldPerms;
  [unknownField: string]: unknown;
}

/** DecisionSettings: 拒绝后, 意见与签名, 按钮 (decision-settings.ts). */
export interface ApproverProps extends DecisionSettings {
  assignee?: Assignee;
  mode?: ApprovalMode;
  /** 按比例会签: the percentage (1–100) of the approvers that must approve. */
  ratio?: number;
  whenEmpty?: WhenEmpty;
  whenInitiator?: WhenInitiator;
  fieldPerms?: FieldPerms;
  [unknownField: string]: unknown;
}

export interface CcProps {
  assignee?: Assignee;
  fieldPerms?: FieldPerms;
  [unknownField: string]: unknown;
}

/** 延时 (issue 26): how long to wait, or until when. */
export type DelaySpec =
  | { type: 'duration'; minutes: number; [unknownField: string]: unknown }
  | { type: 'until'; at: string; [unknownField: string]: unknown }
  | { type: 'field'; controlId: string; offsetMinutes?: number; [unknownField: string]: unknown };

export interface DelayProps {
  delay?: DelaySpec;
  [unknownField: string]: unknown;
}

export interface ConditionBranch {
  id: string;
  name: string;
  priority: number;
  /** OR of AND-groups. */
  conditions: Condition[][];
  /** 其他情况: taken when no other branch matches; exactly one per group. */
  default?: boolean;
  next?: FlowNode;
  [unknownField: string]: unknown;
}

export interface ParallelBranch {
  id: string;
  name: string;
  next?: FlowNode;
  [unknownField: string]: unknown;
}

/** 路由分支: one route — conditions as a condition branch's (OR of AND-groups) and the node it jumps to. */
export interface RouterRoute {
  name: string;
  conditions: Condition[][];
  toNodeId: string;
  [unknownField: string]: unknown;
}

export interface RouterProps {
  /** Tried in order: the first that matches jumps to its `toNodeId`; none matches → the router's `next`. */
  routes?: RouterRoute[];
  [unknownField: string]: unknown;
}

export type StartNode = NodeBase<'start', StartProps>;
export type ApproverNode = NodeBase<'approver', ApproverProps>;
export type CcNode = NodeBase<'cc', CcProps>;
/** 办理人: an approver node whose people 办理 (never 拒绝). */
export type HandlerNode = NodeBase<'handler', ApproverProps>;
/** A node whose people decide by tasks: 审批人 or 办理人. */
export type DecidingNode = ApproverNode | HandlerNode;
export type DelayNode = NodeBase<'delay', DelayProps>;
export type TriggerNode = NodeBase<'trigger', TriggerProps>;
export type SubflowNode = NodeBase<'subflow', SubflowProps>;
export type RouterNode = NodeBase<'router', RouterProps>;
export interface ConditionNode extends NodeBase<'condition', Record<string, unknown>> {
  branches: ConditionBranch[];
}
export interface ParallelNode extends NodeBase<'parallel', Record<string, unknown>> {
  branches: ParallelBranch[];
}

/** 包容分支: branches as a condition group's; every matching branch runs, and the group joins them. */
export interface InclusiveNode extends NodeBase<'inclusive', Record<string, unknown>> {
  branches: ConditionBranch[];
}

/** Any node of a registered type. */
export type FlowNode = FlowNodeTypes[keyof FlowNodeTypes];
export type BranchNode = ConditionNode | ParallelNode | InclusiveNode;
/** A group whose branches carry conditions (条件分支, 包容分支). */
export type ConditionalNode = ConditionNode | InclusiveNode;

/** consecutive: skip an approver who just approved at the previous node; keepFirst: everyone approves once. */
export type DedupeMode = 'none' | 'consecutive' | 'keepFirst';

export interface FlowSettings {
  dedupe?: DedupeMode;
  initiatorAutoApprove?: boolean;
  /** Flow admins: they receive the tasks of approver nodes that resolve to nobody (whenEmpty toAdmin). */
  admins?: string[];
  /** The applicant may withdraw (撤回) while the instance is pending (default true). */
  allowWithdraw?: boolean;
  /** 拒绝 needs a comment (default false). */
  requireRejectComment?: boolean;
  [unknownField: string]: unknown;
}

export interface Flow {
  id: string;
  name: string;
  root: StartNode;
  settings?: FlowSettings;
  [unknownField: string]: unknown;
}

/** The settings with their defaults filled in. */
export function settingsOf(flow: Flow): Required<Pick<FlowSettings, 'dedupe' | 'initiatorAutoApprove' | 'admins' | 'allowWithdraw' | 'requireRejectComment'>> {
  const s = flow.settings ?? {};
  return {
    dedupe: s.dedupe ?? 'none',
    initiatorAutoApprove: s.initiatorAutoApprove === true,
    admins: Array.isArray(s.admins) ? s.admins : [],
    allowWithdraw: s.allowWithdraw !== false,
    requireRejectComment: s.requireRejectComment === true,
  };
}

/** A group holding branches (its module reads `branches`; no other node type has them). */
export const isBranchNode = (node: FlowNode): node is BranchNode => Array.isArray((node as { branches?: unknown }).branches);
