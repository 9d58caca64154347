/**
 * The flow JSON format (docs/FLOW-FORMAT.md): a DingTalk-style tree of nodes. A node's `next` is the node that
 * follows it; condition and parallel groups hold branches, each a chain of its own, and continue with the
 * group's `next`. Every object keeps an index signature so that fields we do not know survive a round trip.
 */
import type { Assignee } from './assignee';
import type { Condition } from './condition';
import type { DecisionSettings } from './decision-settings';

/** Names of the node types (the `type` field). */
export const NODE_TYPE = {
  start: 'start',
  approver: 'approver',
  cc: 'cc',
  condition: 'condition',
  parallel: 'parallel',
} as const;
export type NodeType = (typeof NODE_TYPE)[keyof typeof NODE_TYPE];

/** What a role may do with a form control at a node. */
export type FieldPerm = 'edit' | 'read' | 'hidden';
export type FieldPerms = Record<string, FieldPerm>;

/** 会签 (everyone approves), 或签 (the first decision counts), 依次审批 (one after another, in the listed order). */
export type ApprovalMode = 'and' | 'or' | 'sequential';

/** What an approver node does when its assignee resolves to nobody. */
export type WhenEmpty = 'autoPass' | 'toAdmin' | { type: 'users'; userIds: string[]; [unknownField: string]: unknown };

interface NodeBase<T extends NodeType, P> {
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
  whenEmpty?: WhenEmpty;
  fieldPerms?: FieldPerms;
  [unknownField: string]: unknown;
}

export interface CcProps {
  assignee?: Assignee;
  fieldPerms?: FieldPerms;
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

export type StartNode = NodeBase<'start', StartProps>;
export type ApproverNode = NodeBase<'approver', ApproverProps>;
export type CcNode = NodeBase<'cc', CcProps>;
export interface ConditionNode extends NodeBase<'condition', Record<string, unknown>> {
  branches: ConditionBranch[];
}
export interface ParallelNode extends NodeBase<'parallel', Record<string, unknown>> {
  branches: ParallelBranch[];
}

export type FlowNode = StartNode | ApproverNode | CcNode | ConditionNode | ParallelNode;
export type BranchNode = ConditionNode | ParallelNode;

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

export const isBranchNode = (node: FlowNode): node is BranchNode => node.type === 'condition' || node.type === 'parallel';
