/**
 * The contract of one approver action (同意, 拒绝, 退回, 转交, 加签, 评论, 撤回, 催办, 重新提交). Each is one module
 * in this folder, collected in registry.ts: its label, whether a viewer may take it now and what it then needs
 * (`offer`), and what it does to the instance (`apply`). Nothing else decides who may do what.
 */
import type { FlowAction } from '../flow-action';
import type { FlowEnvironment, InstanceRunner } from '../instance-runner';
import type { FlowInstanceState, FlowTask, HistoryEntry } from '../instance-state';

/** How the timeline and 流程动态 tell an entry this action recorded: 已同意 (done), 已拒绝 (rejected), 转交给 李四 (info). */
export interface HistoryWords {
  readonly what: string;
  readonly tone: 'done' | 'rejected' | 'info';
}

/** Names for an entry's words: the people concerned (转交 / 加签 targets) and nodes. */
export interface HistoryNames {
  readonly people: string;
  nodeName(nodeId: string): string;
}

/** What a viewer must give with an action before it is sent. */
export interface ActionNeeds {
  /** required: an empty comment is refused; optional: a comment may be given. */
  readonly comment: 'required' | 'optional';
  /** 同意 / 重新提交: the values of the fields the viewer's node makes editable go with it. */
  readonly values?: true;
  /** 评论: pictures may go with the text. */
  readonly images?: true;
  /** 同意, 拒绝, 退回, 评论: pictures and files (at most 9) may go with the comment. */
  readonly attachments?: true;
  /** 退回: the node to go back to, one of these. */
  readonly targetNode?: ReadonlyArray<{ readonly nodeId: string; readonly name: string }>;
  /** 转交 / 委派 / 加签: another person (加签: up to `max` people), not one of `excluded` (who already decides here). */
  readonly person?: { readonly excluded: readonly string[]; readonly max?: number };
  /** 加签: before me (they decide first), after me, or parallel (并加签: beside me). */
  readonly position?: ReadonlyArray<'before' | 'after' | 'parallel'>;
  /** 加签 of several people before / after me: how they decide among themselves. */
  readonly modes?: ReadonlyArray<'and' | 'or' | 'sequential'>;
  /** 减签: the people the viewer added who have not decided yet, one or more of these. */
  readonly removable?: readonly string[];
  /** 同意 at a node with requireSignature: a drawn signature goes with it. */
  readonly signature?: true;
}

/**
 * How a screen presents an action: `decision` — with the comment box (desktop) or the comment sheet (phone),
 * `dialog` — in its own dialog, `at-once` — sent as it is clicked. `tone` picks the button's look.
 */
export interface ActionPresentation {
  readonly input: 'decision' | 'dialog' | 'at-once';
  readonly tone: 'primary' | 'danger' | 'default';
  /** What the comment box asks for with this action (审批意见, 拒绝理由, 补充说明…). */
  readonly commentPrompt: string;
}

/** One action a viewer may take now, as the engine offers it (the instance's `viewer.actions`). */
export interface OfferedAction extends ActionPresentation {
  readonly name: string;
  readonly label: string;
  readonly needs: ActionNeeds;
  /** Listed but not available now, and why (催办 within 10 minutes of the last one: 10 分钟内已催办过). */
  readonly disabledReason?: string;
}

/** What an action may ask about the viewer of an instance when it decides whether to offer itself. */
export interface ViewerContext {
  readonly env: FlowEnvironment;
  readonly state: FlowInstanceState;
  readonly viewerId: string;
  /** The viewer's first open task, if any. */
  readonly openTask: FlowTask | undefined;
  /** The engine would accept this action from the viewer now. */
  accepts(action: Omit<FlowAction, 'actor'>): boolean;
  /** A node's name as the viewer sees it (the start node is 发起人). */
  nodeName(nodeId: string): string;
  /** 催办's clock: when the instance was last reminded (ms, or -Infinity), and now. */
  readonly lastUrgedAt: number;
  readonly now: number;
}

export interface ActionKind extends ActionPresentation {
  name: string;
  label: string;
  /** A system action (tick, subflowFinished): it has no actor, and the actions file may leave `actor` out. */
  system?: true;
  /** The actor must hold an open task (the one passed to apply). */
  needsTask: boolean;
  /** The holder of a 委派 task may take it (同意 — recorded as 交回 — and 交回 itself); every other action is refused. */
  onDelegateTask?: true;
  /** The statuses of the instances it works on (default: pending only; 撤销 works on approved ones). */
  worksOn?: readonly FlowInstanceState['status'][];
  /** Which of the actor's open tasks the action works on (default: the one at `action.nodeId`, else the first). */
  pickTask?(open: readonly FlowTask[], action: FlowAction): FlowTask | undefined;
  /** What the viewer must give when the action is open to them now; undefined when it is not. */
  offer(viewer: ViewerContext): ActionNeeds | undefined;
  /** The words of the history entry the action records (absent when it records none, as 催办). */
  historyWords?(entry: HistoryEntry, names: HistoryNames): HistoryWords;
  /**
   * Applies the action: a refusal message (Chinese) or undefined when it went through. Absent for an action
   * the engine does not run (催办 reminds people; the backend carries it out).
   */
  apply?(runner: InstanceRunner, action: FlowAction, task: FlowTask | undefined): string | undefined;
}
