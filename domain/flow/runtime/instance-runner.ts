/**
 * Moves one instance forward: the primitives the node types (Runner) and the actions use. It works on a
 * private copy of the state; the caller keeps the copy only when the whole action succeeded.
 */
import type { Form } from '../../model/form';
import { assigneeKind } from '../assignees/registry';
import type { Resolution } from '../assignees/assignee-kind';
import type { ConditionContext } from '../conditions/evaluate-condition';
import { conditionContext, controlsByIdOf } from '../model/flow-context';
import { settingsOf, type ApproverNode, type BranchNode, type CcNode, type ConditionBranch, type Flow, type FlowNode, type ParallelBranch } from '../model/flow';
import { indexFlow, type BranchPlace, type FlowIndex } from '../model/flow-index';
import { indexOrganisation, type OrgIndex } from '../model/org-index';
import type { Organisation } from '../model/organisation';
import { own } from '../model/own';
import { nodeType } from '../nodes/registry';
import type { Runner } from '../nodes/node-type';
import { holderOf } from '../delegation/delegation';
import { assignApprovers, autoReasonFor } from './approver-assignment';
import type { FlowEvent, FlowInstanceState, FlowTask, HistoryEntry, InstanceStatus, TaskKind, TaskStatus } from './instance-state';

/** What an instance runs against: its flow version, its form, the organisation. */
export interface FlowEnvironment {
  flow: Flow;
  form: Form;
  org: Organisation;
}

/** Tasks that still need someone: open, or waiting for a 前加签. */
export const isLive = (task: FlowTask): boolean => task.status === 'open' || task.status === 'waiting';

export class InstanceRunner implements Runner {
  readonly events: FlowEvent[] = [];
  readonly index: FlowIndex;
  readonly org: OrgIndex;
  readonly settings;
  private conditionsCache: ConditionContext | undefined;

  constructor(readonly env: FlowEnvironment, readonly state: FlowInstanceState, readonly at?: string) {
    this.index = indexFlow(env.flow);
    this.org = indexOrganisation(env.org);
    this.settings = settingsOf(env.flow);
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

  resolve(node: ApproverNode | CcNode): Resolution {
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
    const reason = mayPassAlone ? autoReasonFor(userId, this.state.initiator, this.settings, this.state) : undefined;
    if (reason) {
      task.autoReason = reason;
      this.closeTask(task, 'auto');
      this.noteApproval(userId);
      this.record({ action: 'auto', nodeId, userIds: [userId], reason });
    } else {
      this.events.push({ type: 'taskCreated', taskId: task.id, nodeId, userId });
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

  // ---- Runner: what node types call ----

  enterNode(node: FlowNode): void {
    if (!this.pending) return;
    nodeType(node).enter(node, this);
  }

  startApprover(node: ApproverNode): void {
    this.state.rounds[node.id] = this.roundOf(node.id) + 1;
    const assignment = assignApprovers(node, this.resolve(node), this.settings, this.org);
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
      for (const userId of assignment.approvers) {
        const task = this.openTask(node.id, userId, 'normal');
        // 或签: one approval decides; nobody else needs a task once someone passed.
        if (mode === 'or' && task.status === 'auto') break;
      }
    }
    this.settle(node);
  }

  /** After any change at an approver node: 或签 cancels the others, 依次审批 moves on, a finished node continues. */
  settle(node: ApproverNode): void {
    if (!this.pending) return;
    const mode = node.props.mode ?? 'or';
    const decided = (task: FlowTask) => task.kind === 'normal' && (task.status === 'approved' || task.status === 'auto');
    if (mode === 'or' && this.tasksAt(node.id).some(decided)) {
      for (const task of this.tasksAt(node.id)) if (task.kind === 'normal' && isLive(task)) this.closeTask(task, 'cancelled');
    }
    const queue = own(this.state.queues, node.id) ?? [];
    while (mode === 'sequential' && queue.length > 0 && !this.tasksAt(node.id).some(isLive)) {
      this.openTask(node.id, queue.shift() as string, 'normal');
    }
    if (!this.tasksAt(node.id).some(isLive) && queue.length === 0) this.completeNode(node);
  }

  private completeNode(node: ApproverNode): void {
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

  enterBranch(group: BranchNode, branch: ConditionBranch | ParallelBranch): void {
    if (branch.next) this.enterNode(branch.next);
    else this.endChain({ group, branch });
  }

  openJoin(group: BranchNode): void {
    this.state.joins[group.id] = [];
  }

  private endChain(place: BranchPlace | undefined): void {
    if (!this.pending) return;
    if (!place) {
      this.finish('approved');
      return;
    }
    const { group, branch } = place;
    if (group.type === 'condition') {
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
    this.events.push({ type: 'instanceFinished', status });
  }
}
