import { inject, injectable } from 'inversify';
import { BehaviorSubject, filter, type Observable } from 'rxjs';
import { validateForm, type FieldError } from '../../domain/validation/validate-form';
import { isUnreadableAnswer } from '../ports/api-failure';
import { InstanceApi, type Instance, type InstanceAction, type InstanceActionName } from '../ports/instance-api';
import { NotifyChannel } from '../ports/notify-channel';
import { SessionApi, type UserSummary } from '../ports/session-api';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import { approvalMessages } from './approval-messages';
import { failureText } from './failure-text';
import { newIdempotencyKey } from './idempotency-key';
import { InstanceEvents } from './instance-events';
import { noticeOf } from './notice';

/** Longest approval comment (the spec sets none; the reject dialog's 800 is reused). */
export const COMMENT_LIMIT = 800;

export interface InstanceReviewState {
  readonly instanceId?: string;
  readonly instance?: Instance;
  readonly loading: boolean;
  readonly failed: boolean;
  /** The signed-in user holds an open task of this running instance (同意, 拒绝, 退回, 转交, 加签). */
  readonly canAct: boolean;
  /** The instance was sent back to the signed-in applicant: they edit and 重新提交. */
  readonly canResubmit: boolean;
  /** The action being sent, if any. */
  readonly acting?: InstanceActionName | 'urge';
  /** Validation messages of the editable fields (approve / resubmit), by control id. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Names of people by id (the timeline's waiting people, transfer targets). */
  readonly names: Readonly<Record<string, string>>;
}

export type DecisionResult = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

/** The comment rule of an action: the flow may require a reason to reject; nothing over the limit. */
export function checkComment(action: InstanceActionName, comment: string, rejectNeedsComment = true): string | undefined {
  if (action === 'reject' && rejectNeedsComment && comment.trim() === '') return approvalMessages.rejectCommentRequired;
  if (action === 'comment' && comment.trim() === '') return approvalMessages.commentRequired;
  if (comment.length > COMMENT_LIMIT) return approvalMessages.commentTooLong(COMMENT_LIMIT);
  return undefined;
}

/** The signed-in user holds an open approver task of this running instance. */
export function canActOn(instance: Instance | undefined, user: UserSummary | undefined): boolean {
  if (!instance || !user || instance.status !== 'pending') return false;
  if (instance.viewer) return instance.viewer.taskId !== undefined && instance.viewer.taskKind !== 'resubmit';
  return instance.currentApproverIds.includes(user.id);
}

const SUCCESS: Record<InstanceActionName, string> = {
  approve: approvalMessages.approveSucceeded,
  reject: approvalMessages.rejectSucceeded,
  return: approvalMessages.returnSucceeded,
  transfer: approvalMessages.transferSucceeded,
  addSigner: approvalMessages.addSignerSucceeded,
  withdraw: approvalMessages.withdrawSucceeded,
  comment: approvalMessages.commentSucceeded,
  resubmit: approvalMessages.resubmitSucceeded,
};

/** Actions of the current approver (on their open task); the others belong to the applicant or anyone involved. */
const APPROVER_ACTIONS: ReadonlySet<InstanceActionName> = new Set(['approve', 'reject', 'return', 'transfer', 'addSigner']);

/**
 * One instance opened from a list: its form (with the viewer's field permissions), values and history, and
 * every action the flow offers the viewer — 同意 (with the fields their node makes editable, validated),
 * 拒绝, 退回, 转交, 加签, 评论, 撤回, 催办, 重新提交. An action keeps its idempotency key until it succeeds, so a
 * retry (or a double click) acts once. A push about the open instance reloads it.
 */
@injectable()
export class InstanceReview {
  private readonly state = new BehaviorSubject<InstanceReviewState>({ loading: false, failed: false, canAct: false, canResubmit: false, fieldErrors: {}, names: {} });
  readonly state$: Observable<InstanceReviewState> = this.state.asObservable();
  private user: UserSummary | undefined;
  private openSeq = 0;
  private pendingAction: { signature: string; key: string } | undefined;

  constructor(
    @inject(InstanceApi) private readonly api: InstanceApi,
    @inject(SessionApi) private readonly session: SessionApi,
    @inject(InstanceEvents) private readonly events: InstanceEvents,
    @inject(OrganisationDirectory) private readonly organisation: OrganisationDirectory,
    @inject(NotifyChannel) private readonly notify: NotifyChannel,
  ) {
    this.session.user$.subscribe((user) => {
      this.user = user;
      this.patch(this.abilities(this.state.value.instance));
    });
    // Someone else acted on the open instance (another tab, another person): show the news.
    this.notify.messages$.pipe(filter((message) => noticeOf(message)?.instanceId === this.state.value.instanceId)).subscribe(() => {
      if (this.state.value.instance && !this.state.value.acting) void this.refresh();
    });
  }

  getSnapshot(): InstanceReviewState {
    return this.state.value;
  }

  /** Loads an instance; a later open wins over a slower earlier one. */
  async open(instanceId: string): Promise<void> {
    const seq = ++this.openSeq;
    this.state.next({ instanceId, loading: true, failed: false, canAct: false, canResubmit: false, fieldErrors: {}, names: this.state.value.names });
    try {
      const instance = await this.api.getInstance(instanceId);
      if (seq !== this.openSeq) return;
      this.patch({ instance, loading: false, failed: false, ...this.abilities(instance) });
      void this.resolveNames();
    } catch {
      if (seq !== this.openSeq) return;
      this.patch({ loading: false, failed: true });
    }
  }

  /** Reads the open instance again without the loading skeleton. */
  async refresh(): Promise<void> {
    const { instanceId } = this.state.value;
    if (!instanceId) return;
    const seq = this.openSeq;
    try {
      const instance = await this.api.getInstance(instanceId);
      if (seq === this.openSeq) this.patch({ instance, ...this.abilities(instance) });
    } catch {
      // Keep what is shown; the next push tries again.
    }
  }

  close(): void {
    this.openSeq += 1;
    this.pendingAction = undefined;
    this.state.next({ loading: false, failed: false, canAct: false, canResubmit: false, fieldErrors: {}, names: this.state.value.names });
  }

  approve(comment: string, values?: Readonly<Record<string, unknown>>): Promise<DecisionResult> {
    return this.run({ action: 'approve', comment, ...(values ? { values } : {}) });
  }

  reject(comment: string): Promise<DecisionResult> {
    return this.run({ action: 'reject', comment });
  }

  /** 退回 to the applicant (the start node) or an earlier node. */
  sendBack(nodeId: string, comment: string): Promise<DecisionResult> {
    if (!nodeId) return Promise.resolve({ ok: false, message: approvalMessages.returnTargetRequired });
    return this.run({ action: 'return', nodeId, comment });
  }

  transfer(to: string, comment: string): Promise<DecisionResult> {
    if (!to) return Promise.resolve({ ok: false, message: approvalMessages.transferTargetRequired });
    return this.run({ action: 'transfer', to, comment });
  }

  addSigner(to: string, position: 'before' | 'after', comment: string): Promise<DecisionResult> {
    if (!to) return Promise.resolve({ ok: false, message: approvalMessages.addSignerTargetRequired });
    return this.run({ action: 'addSigner', to, position, comment });
  }

  withdraw(comment = ''): Promise<DecisionResult> {
    return this.run({ action: 'withdraw', comment });
  }

  comment(text: string, images: readonly string[] = []): Promise<DecisionResult> {
    return this.run({ action: 'comment', comment: text, ...(images.length > 0 ? { images: [...images] } : {}) });
  }

  /** 重新提交 after 退回: the applicant's edited values. */
  resubmit(values: Readonly<Record<string, unknown>>, comment = ''): Promise<DecisionResult> {
    return this.run({ action: 'resubmit', values, comment });
  }

  /** 催办: reminds the current approvers (at most once per 10 minutes). */
  async urge(): Promise<DecisionResult> {
    const { instance, acting } = this.state.value;
    if (!instance) return { ok: false, message: approvalMessages.actionFailed };
    if (acting) return { ok: false, message: approvalMessages.batchRunning };
    if (!instance.viewer?.canUrge) return { ok: false, message: approvalMessages.urgeNotNow };
    this.patch({ acting: 'urge' });
    try {
      const { notified } = await this.api.urge(instance.id);
      this.patch({ acting: undefined });
      await this.refresh();
      return { ok: true, message: approvalMessages.urgeSucceeded(notified.map((id) => this.state.value.names[id] ?? id)) };
    } catch (error) {
      this.patch({ acting: undefined });
      return { ok: false, message: failureText(error, approvalMessages.actionFailed) };
    }
  }

  /** The errors of the editable fields for these values (approve and resubmit send only valid values). */
  checkFields(values: Readonly<Record<string, unknown>>, editable: readonly string[]): Record<string, string> {
    const instance = this.state.value.instance;
    if (!instance || editable.length === 0) return {};
    const result = validateForm(instance.form, values, { today: instance.createdAt.slice(0, 10) });
    const errors: Record<string, string> = {};
    for (const error of result.errors as FieldError[]) if (editable.includes(error.controlId) && !errors[error.controlId]) errors[error.controlId] = error.message;
    return errors;
  }

  private async run(request: Omit<InstanceAction, 'instanceId'>): Promise<DecisionResult> {
    const { instance, acting } = this.state.value;
    if (!instance) return { ok: false, message: approvalMessages.actionFailed };
    if (acting) return { ok: false, message: approvalMessages.batchRunning };
    if (instance.status !== 'pending') return { ok: false, message: approvalMessages.alreadyFinished };
    const action = request.action;
    if (APPROVER_ACTIONS.has(action) && !canActOn(instance, this.user)) return { ok: false, message: approvalMessages.notCurrentApprover };
    if (action === 'resubmit' && !this.state.value.canResubmit) return { ok: false, message: approvalMessages.notReturnedToYou };
    if (action === 'withdraw' && !instance.viewer?.canWithdraw) return { ok: false, message: approvalMessages.withdrawNotAllowed };
    const comment = request.comment ?? '';
    const invalid = checkComment(action, comment, instance.viewer?.rejectNeedsComment ?? true);
    if (invalid) return { ok: false, message: invalid };
    let values = request.values;
    if (values && (action === 'approve' || action === 'resubmit')) {
      const editable = instance.viewer?.editableControlIds ?? [];
      const fieldErrors = this.checkFields(values, editable);
      this.patch({ fieldErrors });
      if (Object.keys(fieldErrors).length > 0) return { ok: false, message: approvalMessages.fixFields };
      // Only what this node may change is sent.
      values = Object.fromEntries(Object.entries(values).filter(([id]) => editable.includes(id)));
    }
    const body: InstanceAction = { ...request, instanceId: instance.id, comment: comment.trim(), ...(values ? { values } : {}) };
    const signature = JSON.stringify(body);
    if (this.pendingAction?.signature !== signature) this.pendingAction = { signature, key: newIdempotencyKey() };
    const key = this.pendingAction.key;
    this.patch({ acting: action });
    try {
      const updated = await this.api.act(body, key);
      this.pendingAction = undefined;
      if (this.state.value.instanceId === instance.id) this.patch({ instance: updated, acting: undefined, fieldErrors: {}, ...this.abilities(updated) });
      this.events.publish({ type: 'decided', instance: updated });
      return { ok: true, message: SUCCESS[action] };
    } catch (error) {
      this.patch({ acting: undefined });
      if (!isUnreadableAnswer(error)) return { ok: false, message: failureText(error, approvalMessages.actionFailed) };
      // The server may or may not have acted: show the instance as it now is (the caller keeps what was typed;
      // the idempotency key is kept, so sending again cannot act twice). If it did act, the lists hear of it.
      await this.refresh();
      const now = this.state.value.instance;
      if (now && now.history.length !== instance.history.length) this.events.publish({ type: 'decided', instance: now });
      return { ok: false, message: approvalMessages.actionOutcomeUnknown };
    }
  }

  private abilities(instance: Instance | undefined): Pick<InstanceReviewState, 'canAct' | 'canResubmit'> {
    return {
      canAct: canActOn(instance, this.user),
      canResubmit: instance?.status === 'pending' && instance.viewer?.taskKind === 'resubmit',
    };
  }

  /** Everyone's name, from the organisation (failures leave ids unnamed). */
  private async resolveNames(): Promise<void> {
    if (Object.keys(this.state.value.names).length > 0) return;
    try {
      const directory = await this.organisation.load();
      this.patch({ names: Object.fromEntries(directory.users.map((u) => [u.id, u.name])) });
    } catch {
      // ids stay as they are
    }
  }

  private patch(change: Partial<InstanceReviewState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
