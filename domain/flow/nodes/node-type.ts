/**
 * The contract of one node type (发起人, 审批人, 抄送人, 条件分支, 并行分支). Each type is one module in this folder,
 * collected in `registry.ts`: how its JSON is read, what the pre-publish check asks of it, how the designer
 * creates and summarises it, how a route preview walks it, and what happens when an instance enters it.
 */
import type { Control } from '../../model/control';
import type { Resolution } from '../assignees/assignee-kind';
import type { ConditionContext } from '../conditions/evaluate-condition';
import type { ConditionNames } from '../conditions/describe-condition';
import type { BranchNode, CcNode, ConditionBranch, DecidingNode, Flow, FlowNode, FlowSettings, ParallelBranch } from '../model/flow';
import type { Json, JsonIssues } from '../model/json-reader';
import type { OrgIndex } from '../model/org-index';
import type { FlowIndex } from '../model/flow-index';
import type { RouteStep } from '../route/route-step';
import type { FlowEvent, FlowInstanceState, HistoryEntry } from '../runtime/instance-state';

/** A pre-publish problem: the node (or branch) to fix and what to do. */
export interface FlowProblem {
  nodeId: string;
  message: string;
}

/** The problems `messages` as problems of one node or branch. */
export const problemsAt = (nodeId: string, messages: readonly string[]): FlowProblem[] => messages.map((message) => ({ nodeId, message }));

export interface NodeCheckContext {
  controlsById: ReadonlyMap<string, Control>;
  org?: OrgIndex;
  /** The flows a 子流程 may start (check-flow --flows, the designer); without it their checks are skipped. */
  flows?: FlowCatalog;
  /** The whole flow (checkFlow gives it): a 路由分支 checks its targets against it. */
  index?: FlowIndex;
}

/** A flow another flow may start as its 子流程: its name, whether it is published, its form's controls. */
export interface CatalogFlow {
  name: string;
  published: boolean;
  controlsById: ReadonlyMap<string, Control>;
}
export type FlowCatalog = ReadonlyMap<string, CatalogFlow>;

/** Names for summaries: users, departments, roles and control titles. */
export interface NodeNames extends ConditionNames {
  controlTitle(controlId: string): string;
  /** A flow's name (子流程：采购申请), where the caller knows the flows. */
  flowName?(flowId: string): string;
}

/** What a node type may ask of the route preview while it walks the tree. */
export interface RouteWalker {
  /** The flow walked (a 路由分支 finds its targets in it). */
  readonly flow?: Flow;
  readonly settings: Required<Pick<FlowSettings, 'dedupe' | 'initiatorAutoApprove' | 'admins'>>;
  readonly conditions: ConditionContext;
  /** The steps of a chain that starts at `first`. */
  walk(first: FlowNode | undefined): RouteStep[];
  /** The steps of each branch, run one after another (for dedupe) as they would be. */
  walkParallel(chains: ReadonlyArray<FlowNode | undefined>): RouteStep[][];
  /** The step of a node whose people decide (审批人, 办理人): its approvers, mode and why it passes by itself. */
  approverStep(node: DecidingNode): RouteStep;
  resolve(node: DecidingNode | CcNode): Resolution;
  error(nodeId: string, message: string): void;
  /** Values a node sets (触发器 setFields): the conditions after it read them. */
  setValues(values: Record<string, unknown>): void;
  /** 路由分支: the walk goes on at `to` instead of the next node; undefined ends it (a backward jump). */
  jump(to: FlowNode | undefined): void;
}

/** What a node type may ask of a running instance when the instance enters it. */
export interface Runner {
  readonly conditions: ConditionContext;
  /** The flow the instance runs (a 路由分支 finds its targets in it). */
  readonly flow?: Flow;
  /** The instance's state (a waiting node lists itself in `waits` and sets its timer; 触发器 and 子流程 queue their requests in it). */
  readonly state: FlowInstanceState;
  /** The current moment (issue 26), or undefined when the run carries no times. */
  readonly now: string | undefined;
  readonly events: FlowEvent[];
  record(entry: HistoryEntry): void;
  /** New values (触发器 setFields): everything after reads them. */
  setValues(values: Record<string, unknown>): void;
  resolve(node: DecidingNode | CcNode): Resolution;
  /** Creates the node's tasks (or passes it at once: empty, dedupe, initiator). */
  startApprover(node: DecidingNode): void;
  sendCc(node: CcNode, userIds: string[]): void;
  /** Continues after `node`: its next node, or the end of its chain. */
  advance(node: FlowNode): void;
  /**
   * 路由分支: continues at `target` instead (a backward jump runs the chain again from there, dedupe afresh;
   * undefined: the end of the flow, the instance ends approved); false when the jump is refused (too many jumps
   * within one action: a loop nobody stops).
   */
  jumpTo(target: FlowNode | undefined, backward: boolean): boolean;
  /** Runs a branch of a group: its first node, or at once the end of its chain when it is empty. */
  enterBranch(group: BranchNode, branch: ConditionBranch | ParallelBranch): void;
  /** A joining group starts: none of its branches has finished but `notTaken` (branches it does not run). */
  openJoin(group: BranchNode, notTaken?: readonly string[]): void;
}

/**
 * A node whose people decide by tasks (审批人, 办理人): what the approver actions ask of its type. Every place
 * that asks "is this an approver node" asks for this capability.
 */
export interface DecidingTraits {
  /** Actions its people may not take, with the refusal (办理人节点不能拒绝). */
  readonly refused?: Readonly<Record<string, string>>;
  /** The approve action's button and history words here (办理 / 已办理); absent: 同意 / 已同意. */
  readonly approveLabel?: { readonly action: string; readonly done: string };
}

/** A group of branches (条件分支, 并行分支, 包容分支). */
export interface GroupTraits {
  /** Its branches carry conditions and priorities, with one default branch (条件分支, 包容分支). */
  readonly conditional: boolean;
  /** Its `next` waits until every branch it started has finished (并行分支, 包容分支). */
  readonly joins: boolean;
  /** The branches an instance with these values takes (a conditional group; the others run every branch). */
  taken?(node: BranchNode, context: ConditionContext): ReadonlyArray<ConditionBranch | ParallelBranch>;
}

/** Names for the words of a route step: a node's name, a user's name. */
export interface StepNames {
  nodeName(nodeId: string): string;
  userName(userId: string): string;
  /** The node a step came from, for the types whose words come from its settings (延时 2 小时). */
  node?(nodeId: string): FlowNode | undefined;
  /** A form control's title (延时至表单「出发日期」). */
  controlTitle?(controlId: string): string;
  /** A flow's name (子流程), where the caller knows the flows. */
  flowName?(flowId: string): string;
}

/**
 * A route step in words — the one place a step becomes text, for the CLI's `route` lines, the timeline's rows
 * to come and the launch page's predicted route.
 */
export interface StepWords {
  readonly nodeId: string;
  /** 审批 / 办理 / 抄送 / 并行 / 包容. */
  readonly verb: string;
  readonly node: string;
  /** decide: people decide here; inform: people are told (抄送); group: branches side by side. */
  readonly kind: 'decide' | 'inform' | 'group';
  /** The people concerned, by name. */
  readonly people: readonly string[];
  /** What the step does, for a step without people (延时 2 小时, POST https://…, 设置字段, 子流程：采购申请): read instead of people. */
  readonly detail?: string;
  /** 或签 / 会签 / 依次审批, and what it means (会签：需所有人同意), for a step several people decide. */
  readonly mode?: string;
  readonly modeHint?: string;
  /** Why the step passes by itself (审批人为空，自动通过). */
  readonly auto?: string;
  /** Who the node names but has left, in words (张三已离职): they are skipped. */
  readonly left?: readonly string[];
  /** How the timeline calls it before it is reached: 待审批 / 待办理 / 待抄送; absent for a group. */
  readonly toCome?: string;
  /** A parallel group: the words of each branch's steps. */
  readonly branches?: ReadonlyArray<readonly StepWords[]>;
}

export interface NodeType<N extends FlowNode = FlowNode> {
  type: N['type'];
  /** The label of the 添加节点 menu and the card header. */
  label: string;
  /**
   * The CLI's --help example of a node of this type, line by line: its JSON (docs/FLOW-FORMAT.md), then after
   * ` — ` what it does (adapters/cli/help-text.ts lists every registered type's).
   */
  cliExample: readonly string[];
  /** Offered in the designer's 添加节点 menu (the start node is only ever the root). */
  addable: boolean;
  /** The designer opens the new node's settings as soon as it is added (the nodes that need an assignee). */
  opensWhenAdded: boolean;
  /**
   * Checks and normalises the fields of this type (the common ones — id, type, name, props, next — are done).
   * `readChain` reads a branch's chain of nodes and returns it normalised.
   */
  read(raw: Json, path: string, issues: JsonIssues, readChain: (raw: unknown, path: string) => FlowNode | undefined): Json;
  /** Pre-publish problems of this node alone (Chinese, naming what to fix), each with the node or branch id. */
  check(node: N, context: NodeCheckContext): FlowProblem[];
  /** A new node of this type with the designer's defaults; `newId` gives fresh ids for branches. */
  create(id: string, newId: () => string): N;
  /** One line for the card: 张三、李四 会签 / 直属主管（第2级）; '' when incomplete. */
  summary(node: N, names: NodeNames): string;
  /** Form controls the node reads: in conditions, and as 表单内联系人. */
  usedControls(node: N): { conditions: string[]; assignees: string[] };
  preview(node: N, walker: RouteWalker): RouteStep[];
  /** What a node of this type waiting now asks of its people (会签：需所有人同意), if anything. */
  waitingHint?(node: N): string | undefined;
  /**
   * The words of a route step this type's preview made (types that make none leave it out); `describe` words
   * the steps inside it (a group's branches).
   */
  describeStep?(step: RouteStep, names: StepNames, describe: (steps: readonly RouteStep[]) => StepWords[]): StepWords;
  enter(node: N, runner: Runner): void;
  /** Present on the types whose people decide by tasks (审批人, 办理人). */
  deciding?: DecidingTraits;
  /** Present on the group types (条件分支, 并行分支, 包容分支). */
  group?: GroupTraits;
}
