/**
 * Moves one instance forward: the primitives the node types (Runner) and the actions use. It works on a
 * private copy of the state; the caller keeps the copy only when the whole action succeeded.
 */
import type { Form } from '../../model/form';
import { assigneeKind } from '../assignees/registry';
import type { Resolution } from '../assignees/assignee-kind';
import type { ConditionContext } from '../conditions/evaluate-condition';
import { conditionContext, controlsByIdOf } from '../model/flow-context';
import { settingsOf, type BranchNode, type CcNode, type ConditionBranch, type DecidingNode, type Flow, type FlowNode, type ParallelBranch } from '../model/flow';
import { indexFlow, type BranchPlace, type FlowIndex } from '../model/flow-index';
import { indexOrganisation, type OrgIndex } from '../model/org-index';
import type { Organisation } from '../model/organisation';
import { own } from '../model/own';
import { nodeType } from '../nodes/registry';
import type { Runner } from '../nodes/node-type';
import { holderOf } from '../delegation/delegation';
import { approvalsNeeded, whenInitiatorOf } from '../nodes/node-props';
import { assignApprovers, autoReasonFor } from './approver-assignment';
import { dropTimers } from './timers/timer-list';
import type { TimeoutSetting } from '../node-settings/timeout-setting';
import type { FlowEvent, FlowInstanceState, FlowTask, HistoryEntry, InstanceStatus, TaskKind, TaskStatus } from './instance-state';

/** What an instance runs against: its flow version, its form, the organisation. */
export interface FlowEnvironment {
  flow: Flow;
  form: Form;
  org: Organisation;
  /**
   * The timeouts of every node whose people decide and that has no `timeout` of its own (issue 27: the
   * enabled 定时任务 超时催办 / 超时自动处理), given by the caller: the engine never reads them from storage.
   */
  defaultTimeouts?: readonly TimeoutSetting[];
}

/** 路由分支 jumps one action may cause before the engine stops following them (a loop with nobody to decide). */
const MAX_JUMPS = 50;

/** Tasks that still need someone: open, waiting for a 前加签, or with a delegate (委派). */
export const isLive = (task: FlowTask): boolean => task.status === 'open' || task.status === 'waiting' || task.status === 'delegated';

export class InstanceRunner implements Runner {
  readonly events: FlowEvent[] = [];
  readonly index: FlowIndex;
  readonly org: OrgIndex;
  readonly settings;
  private conditionsCache: ConditionContext | undefined;

  /**
   * `at`: when the current action happens (each timer's due time while timers fire). `onTaskOpened`: what the
   * timers add for a new task (a timeout's clock; runtime/timers/timed-runner.ts passes it).
   */
  constructor(
    readonly env: FlowEnvironment, readonly state: FlowInstanceState, public at?: string,
    private readonly onTaskOpened?: (runner: InstanceRunner, task: FlowTask) => void,
  ) {
    this.index = indexFlow(env.flow);
    this.org = indexOrganisation(env.org);
    this.settings = settingsOf(env.flow);
  }

  get flow(): Flow {
    return this.env.flow;
  }

  get conditions(): ConditionContext {
    this.conditionsCache ??= conditionContext(this.env.form, this.state.values, this.org, this.state.initiator);
    return this.conditionsCache;
  }

  /** New values (an approver's edits): later conditions read them. */
  setValues(values: Record<string, unknown>): void {
    this.state.values = { ...this.state.values, ...values };
    this.conditionsCache = undefined;
  }

  /** The current moment: the action's time, else the last action's, else the start (undefined: no times known). */
  get now(): string | undefined {
    return this.at ?? this.state.lastAt ?? this.state.startedAt;
  }

  get pending(): boolean {
    return this.state.status === 'pending';
  }

  record(entry: HistoryEntry): void {
    const onBehalfOf = entry.userId === undefined ? undefined : this.onBehalfOfAt(entry.nodeId, entry.userId);
    const full = onBehalfOf === undefined ? entry : { ...entry, onBehalfOf };
    this.state.history.push(this.at === undefined ? full : { ...full, at: this.at });
  }

  /** 代理: whom `userId` acts for at the node (their task there was created for someone away). */
  private onBehalfOfAt(nodeId: string, userId: string): string | undefined {
    return this.tasksAt(nodeId).filter((task) => task.userId === userId && task.onBehalfOf !== undefined).pop()?.onBehalfOf;
  }

  resolve(node: DecidingNode | CcNode): Resolution {
    const assignee = node.props.assignee;
    if (!assignee) return { userIds: [], errors: [] };
    return assigneeKind(assignee).resolve(assignee, {
      org: this.org,
      initiator: this.state.initiator,
      form: this.env.form,
      controlsById: controlsByIdOf(this.env.form),
      values: this.state.values,
      selected: this.state.selected,
    }, node);
  }

  // ---- tasks ----

  roundOf(nodeId: string): number {
    return own(this.state.rounds, nodeId) ?? 0;
  }

  /** The tasks of the node's current round. */
  tasksAt(nodeId: string): FlowTask[] {
    const round = this.roundOf(nodeId);
    return this.state.tasks.filter((task) => task.nodeId === nodeId && task.round === round);
  }

  openTasksOf(userId: string): FlowTask[] {
    return this.state.tasks.filter((task) => task.userId === userId && task.status === 'open');
  }

  /** A task for `userId`; a new normal task passes at once when dedupe or initiator auto-approve says so. */
  openTask(nodeId: string, createdFor: string, kind: TaskKind, extra: Partial<FlowTask> = {}, mayPassAlone = kind === 'normal'): FlowTask {
    // 代理: a task for someone away goes to their delegate (the applicant's own 重新提交 task never does).
    const holder = kind === 'resubmit' ? { userId: createdFor } : holderOf(this.env.org.delegations, createdFor, this.env.flow.id, this.at ?? this.state.startedAt);
    const userId = holder.userId;
    const task: FlowTask = { id: `t${++this.state.taskSeq}`, nodeId, userId, status: 'open', kind, round: this.roundOf(nodeId), ...extra };
    if (holder.onBehalfOf !== undefined) task.onBehalfOf = holder.onBehalfOf;
    if (this.at !== undefined) task.createdAt = this.at;
    this.state.tasks.push(task);
    const reason = mayPassAlone ? autoReasonFor(userId, this.state.initiator, this.settings, this.state, this.initiatorRuleAt(nodeId)) : undefined;
    if (reason) {
      task.autoReason = reason;
      this.closeTask(task, 'auto');
      this.noteApproval(userId);
      this.record({ action: 'auto', nodeId, userIds: [userId], reason });
    } else {
      this.events.push({ type: 'taskCreated', taskId: task.id, nodeId, userId });
      this.onTaskOpened?.(this, task);
    }
    return task;
  }

  closeTask(task: FlowTask, status: TaskStatus, comment?: string): void {
    task.status = status;
    if (comment !== undefined && comment !== '') task.comment = comment;
    if (this.at !== undefined) task.doneAt = this.at;
    this.events.push({ type: 'taskCompleted', taskId: task.id, nodeId: task.nodeId, userId: task.userId, result: status });
  }

  reopenTask(task: FlowTask): void {
    task.status = 'open';
    this.events.push({ type: 'taskCreated', taskId: task.id, nodeId: task.nodeId, userId: task.userId });
  }

  noteApproval(userId: string): void {
    if (!this.state.approvedBy.includes(userId)) this.state.approvedBy.push(userId);
  }

  /** The node at `nodeId` when its people decide by tasks (审批人, 办理人). */
  decidingNode(nodeId: string): DecidingNode | undefined {
    const node = this.index.node(nodeId);
    return node && nodeType(node).deciding ? (node as DecidingNode) : undefined;
  }

  private initiatorRuleAt(nodeId: string) {
    const node = this.decidingNode(nodeId);
    return node ? whenInitiatorOf(node.props, this.settings.initiatorAutoApprove) : undefined;
  }

  /** The normal tasks of a 按比例会签 node's round that count (a transferred one lives on in its new holder's). */
  private ratioVotes(node: DecidingNode): { count: number; approvals: number; rejections: number; needed: number } {
    // A 并加签 person taken off again (减签) does not count either.
    const votes = this.tasksAt(node.id).filter((task) => task.kind === 'normal' && task.status !== 'transferred' && !(task.status === 'cancelled' && task.addedBy !== undefined));
    const approvals = votes.filter((task) => task.status === 'approved' || task.status === 'auto').length;
    const rejections = votes.filter((task) => task.status === 'rejected').length;
    return { count: votes.length, approvals, rejections, needed: approvalsNeeded(node.props.ratio ?? 100, votes.length) };
  }

  /**
   * Whether a rejection of `task` decides its node (and the instance ends as rejected): always, except at
   * 按比例会签 while the approvals still needed can come from the others.
   */
  rejectionDecides(task: FlowTask): boolean {
    const node = this.decidingNode(task.nodeId);
    if (!node || node.props.mode !== 'ratio' || task.kind !== 'normal') return true;
    const votes = this.ratioVotes(node);
    return votes.count - votes.rejections < votes.needed;
  }

  /** After a task at the node changed: its people decide on (settle), if it is a deciding node. */
  settleAt(nodeId: string): void {
    const node = this.decidingNode(nodeId);
    if (node) this.settle(node);
  }

  // ---- Runner: what node types call ----

  enterNode(node: FlowNode): void {
    if (!this.pending) return;
    nodeType(node).enter(node, this);
  }

  startApprover(node: DecidingNode): void {
    this.state.rounds[node.id] = this.roundOf(node.id) + 1;
    const assignment = assignApprovers(node, this.resolve(node), this.settings, this.org, this.state.initiator);
    if (assignment.approvers.length === 0) {
      // Nobody to ask (launch refuses a route error, so this is whenEmpty autoPass or data changed since).
      this.record({ action: 'auto', nodeId: node.id, userIds: [], reason: 'empty' });
      this.completeNode(node);
      return;
    }
    const mode = node.props.mode ?? 'or';
    if (mode === 'sequential') {
      this.state.queues[node.id] = assignment.approvers.slice(1);
      this.openTask(node.id, assignment.approvers[0], 'normal');
    } else {
      // 或签 needs one approval, 按比例会签 its share: nobody else needs a task once that many passed by themselves.
      const needed = mode === 'or' ? 1 : mode === 'ratio' ? approvalsNeeded(node.props.ratio ?? 100, assignment.approvers.length) : Infinity;
      let passed = 0;
      for (const userId of assignment.approvers) {
        if (this.openTask(node.id, userId, 'normal').status === 'auto') passed++;
        if (passed >= needed) break;
      }
    }
    this.settle(node);
  }

  /**
   * After any change at an approver node: 或签 (and 按比例会签 once its share approved) cancels the others,
   * 依次审批 moves on, a finished node continues.
   */
  settle(node: DecidingNode): void {
    if (!this.pending) return;
    const mode = node.props.mode ?? 'or';
    const decided = (task: FlowTask) => task.kind === 'normal' && (task.status === 'approved' || task.status === 'auto');
    const enough = mode === 'or' ? this.tasksAt(node.id).some(decided) : mode === 'ratio' && this.ratioPassed(node);
    if (enough) {
      for (const task of this.tasksAt(node.id)) if (task.kind === 'normal' && isLive(task)) this.closeTask(task, 'cancelled');
    }
    const queue = own(this.state.queues, node.id) ?? [];
    while (mode === 'sequential' && queue.length > 0 && !this.tasksAt(node.id).some(isLive)) {
      this.openTask(node.id, queue.shift() as string, 'normal');
    }
    if (!this.tasksAt(node.id).some(isLive) && queue.length === 0) this.completeNode(node);
  }

  private ratioPassed(node: DecidingNode): boolean {
    const votes = this.ratioVotes(node);
    return votes.approvals >= votes.needed;
  }

  private completeNode(node: DecidingNode): void {
    delete this.state.queues[node.id];
    if (!this.state.completedNodes.includes(node.id)) this.state.completedNodes.push(node.id);
    this.state.lastApprovers = this.tasksAt(node.id).filter((task) => task.status === 'approved' || task.status === 'auto').map((task) => task.userId);
    this.advance(node);
  }

  sendCc(node: CcNode, userIds: string[]): void {
    for (const id of userIds) if (!this.state.cc.includes(id)) this.state.cc.push(id);
    this.record({ action: 'cc', nodeId: node.id, userIds });
    if (userIds.length > 0) this.events.push({ type: 'ccSent', nodeId: node.id, userIds });
  }

  advance(node: FlowNode): void {
    if (!this.pending) return;
    if (node.next) this.enterNode(node.next);
    else this.endChain(this.index.placeOf(node.id));
  }

  // 路由分支: jumps taken within this action (a loop of jumps where nobody decides is cut off).
  private jumps = 0;

  jumpTo(target: FlowNode | undefined, backward: boolean): boolean {
    if (++this.jumps > MAX_JUMPS) return false;
    if (!target) {
      // 结束: a router lies on the main chain, so nothing beside it runs; the instance ends as the chain's end would.
      this.finish('approved');
      return true;
    }
    if (backward) {
      // As a 退回: the earlier approvals no longer stand for dedupe.
      this.state.approvedBy = [];
      this.state.lastApprovers = [];
    }
    this.enterNode(target);
    return true;
  }

  enterBranch(group: BranchNode, branch: ConditionBranch | ParallelBranch): void {
    if (branch.next) this.enterNode(branch.next);
    else this.endChain({ group, branch });
  }

  openJoin(group: BranchNode, notTaken: readonly string[] = []): void {
    // A branch the group does not run counts as finished, so the join waits for the taken ones only.
    this.state.joins[group.id] = [...notTaken];
  }

  private endChain(place: BranchPlace | undefined): void {
    if (!this.pending) return;
    if (!place) {
      this.finish('approved');
      return;
    }
    const { group, branch } = place;
    if (!nodeType(group).group?.joins) {
      this.advance(group);
      return;
    }
    const done = own(this.state.joins, group.id) ?? [];
    if (!done.includes(branch.id)) done.push(branch.id);
    this.state.joins[group.id] = done;
    if (group.branches.every((b) => done.includes(b.id))) {
      delete this.state.joins[group.id];
      this.advance(group);
    }
  }

  finish(status: Exclude<InstanceStatus, 'pending'>): void {
    for (const task of this.state.tasks) if (isLive(task)) this.closeTask(task, 'cancelled');
    this.state.status = status;
    if (this.at !== undefined) this.state.endedAt = this.at;
    this.state.queues = {};
    this.state.joins = {};
    dropTimers(this.state, () => true);
    this.events.push({ type: 'instanceFinished', status });
  }
}
