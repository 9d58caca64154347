/**
 * The contract of one node type (发起人, 审批人, 抄送人, 条件分支, 并行分支). Each type is one module in this folder,
 * collected in `registry.ts`: how its JSON is read, what the pre-publish check asks of it, how the designer
 * creates and summarises it, how a route preview walks it, and what happens when an instance enters it.
 */
import type { Control } from '../../model/control';
import type { Resolution } from '../assignees/assignee-kind';
import type { ConditionContext } from '../conditions/evaluate-condition';
import type { ConditionNames } from '../conditions/describe-condition';
import type { ApproverNode, BranchNode, CcNode, ConditionBranch, FlowNode, FlowSettings, ParallelBranch } from '../model/flow';
import type { Json, JsonIssues } from '../model/json-reader';
import type { OrgIndex } from '../model/org-index';
import type { RouteStep } from '../route/route-step';

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
}

/** Names for summaries: users, departments, roles and control titles. */
export interface NodeNames extends ConditionNames {
  controlTitle(controlId: string): string;
}

/** What a node type may ask of the route preview while it walks the tree. */
export interface RouteWalker {
  readonly settings: Required<Pick<FlowSettings, 'dedupe' | 'initiatorAutoApprove' | 'admins'>>;
  readonly conditions: ConditionContext;
  /** The steps of a chain that starts at `first`. */
  walk(first: FlowNode | undefined): RouteStep[];
  /** The steps of each branch, run one after another (for dedupe) as they would be. */
  walkParallel(chains: ReadonlyArray<FlowNode | undefined>): RouteStep[][];
  approverStep(node: ApproverNode): RouteStep;
  resolve(node: ApproverNode | CcNode): Resolution;
  error(nodeId: string, message: string): void;
}

/** What a node type may ask of a running instance when the instance enters it. */
export interface Runner {
  readonly conditions: ConditionContext;
  resolve(node: ApproverNode | CcNode): Resolution;
  /** Creates the node's tasks (or passes it at once: empty, dedupe, initiator). */
  startApprover(node: ApproverNode): void;
  sendCc(node: CcNode, userIds: string[]): void;
  /** Continues after `node`: its next node, or the end of its chain. */
  advance(node: FlowNode): void;
  /** Runs a branch of a group: its first node, or at once the end of its chain when it is empty. */
  enterBranch(group: BranchNode, branch: ConditionBranch | ParallelBranch): void;
  /** A parallel group starts: none of its branches has finished. */
  openJoin(group: BranchNode): void;
}

/** Names for the words of a route step: a node's name, a user's name. */
export interface StepNames {
  nodeName(nodeId: string): string;
  userName(userId: string): string;
}

/**
 * A route step in words — the one place a step becomes text, for the CLI's `route` lines, the timeline's rows
 * to come and the launch page's predicted route.
 */
export interface StepWords {
  readonly nodeId: string;
  /** 审批 / 抄送 / 并行. */
  readonly verb: string;
  readonly node: string;
  /** decide: people decide here; inform: people are told (抄送); group: branches side by side. */
  readonly kind: 'decide' | 'inform' | 'group';
  /** The people concerned, by name. */
  readonly people: readonly string[];
  /** 或签 / 会签 / 依次审批, and what it means (会签：需所有人同意), for a step several people decide. */
  readonly mode?: string;
  readonly modeHint?: string;
  /** Why the step passes by itself (审批人为空，自动通过). */
  readonly auto?: string;
  /** How the timeline calls it before it is reached: 待审批 / 待抄送; absent for a group. */
  readonly toCome?: string;
  /** A parallel group: the words of each branch's steps. */
  readonly branches?: ReadonlyArray<readonly StepWords[]>;
}

export interface NodeType<N extends FlowNode = FlowNode> {
  type: N['type'];
  /** The label of the 添加节点 menu and the card header. */
  label: string;
  /** Offered in the designer's 添加节点 menu (the start node is only ever the root). */
  addable: boolean;
  /** The designer opens the new node's settings as soon as it is added (the nodes that need an assignee). */
  opensWhenAdded: boolean;
  /** 退回 and a 拒绝's onReject.returnTo may go back to a node of this type (its people decide: 审批人, 办理人). */
  returnTarget?: true;
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
}
