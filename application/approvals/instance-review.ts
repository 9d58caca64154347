import { inject, injectable } from 'inversify';
import { BehaviorSubject, debounceTime, filter, type Observable } from 'rxjs';
import type { OfferedAction } from '../../domain/flow';
import { validateForm, type FieldError } from '../../domain/validation/validate-form';
import { isUnreadableAnswer } from '../ports/api-failure';
import { InstanceApi, type Instance, type InstanceAction, type InstanceActionName } from '../ports/instance-api';
import { SessionApi, type UserSummary } from '../ports/session-api';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import { approvalMessages } from '../shared/approval-messages';
import { failureText } from '../shared/failure-text';
import { newIdempotencyKey } from './idempotency-key';
import { InstanceChanges } from './instance-changes';
import { offered, offeredActions } from './offered-actions';

/** Longest approval comment (the spec sets none; the reject dialog's 800 is reused). */
export const COMMENT_LIMIT = 800;

/** Pushes about the open instance within this time are read as one (one decision tells each person concerned). */
export const INSTANCE_REFRESH_DEBOUNCE_MS = 200;

export interface InstanceReviewState {
  readonly instanceId?: string;
  readonly instance?: Instance;
  readonly loading: boolean;
  readonly failed: boolean;
  /** What the signed-in viewer may do now, as the backend's engine offers it (in the order screens list them). */
  readonly actions: readonly OfferedAction[];
  /** 同意 is offered: the viewer decides at a node now (read off `actions`). */
  readonly canAct: boolean;
  /** 重新提交 is offered: the instance was sent back to the viewer (read off `actions`). */
  readonly canResubmit: boolean;
  /** The editable fields are open for editing: an offered action carries the form's values. */
  readonly editing: boolean;
  /** The action being sent, if any. */
  readonly acting?: InstanceActionName | 'urge';
  /** Validation messages of the editable fields (approve / resubmit), by control id. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Names of people by id (the timeline's waiting people, transfer targets). */
  readonly names: Readonly<Record<string, string>>;
}

/** What a screen gathered for an action: the comment, and the target node, person, position, values, images it needs. */
export interface ActionInput {
  readonly comment?: string;
  readonly nodeId?: string;
  readonly to?: string;
  readonly position?: 'before' | 'after';
  readonly values?: Readonly<Record<string, unknown>>;
  readonly images?: readonly string[];
  /** 同意 at a node with requireSignature: the drawn signature (PNG data URL). */
  readonly signature?: string;
}

export type DecisionResult = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

/** The comment of an action: given when the action requires one (拒绝 when the flow says so, 评论); nothing over the limit. */
/** What an empty required comment is called per action (the engine's words: 请填写拒绝理由 / 请填写审批意见). */
const REQUIRED_COMMENT: Readonly<Record<string, string>> = {
  reject: approvalMessages.rejectCommentRequired,
  approve: approvalMessages.approveCommentRequired,
};

export function checkComment(action: InstanceActionName, comment: string, required: boolean): string | undefined {
  if (required && comment.trim() === '') return REQUIRED_COMMENT[action] ?? approvalMessages.commentRequired;
  if (comment.length > COMMENT_LIMIT) return approvalMessages.commentTooLong(COMMENT_LIMIT);
  return undefined;
}

const SUCCESS: Readonly<Record<string, string>> = {
  approve: approvalMessages.approveSucceeded,
  reject: approvalMessages.rejectSucceeded,
  return: approvalMessages.returnSucceeded,
  transfer: approvalMessages.transferSucceeded,
  addSigner: approvalMessages.addSignerSucceeded,
  withdraw: approvalMessages.withdrawSucceeded,
  revoke: approvalMessages.revokeSucceeded,
  comment: approvalMessages.commentSucceeded,
  resubmit: approvalMessages.resubmitSucceeded,
};

/** Why an action the viewer was not offered is refused before anything is sent. */
const NOT_OFFERED: Readonly<Record<string, string>> = {
  resubmit: approvalMessages.notReturnedToYou,
  withdraw: approvalMessages.withdrawNotAllowed,
  urge: approvalMessages.urgeNotNow,
};

/** The prompt when the person an action needs was not picked. */
const MISSING_PERSON: Readonly<Record<string, string>> = {
  transfer: approvalMessages.transferTargetRequired,
  addSigner: approvalMessages.addSignerTargetRequired,
};

const NOTHING_OFFERED = { actions: [], canAct: false, canResubmit: false, editing: false } as const;

/**
 * One instance opened from a list: its form (with the viewer's field permissions), values and history, and
 * every action the flow offers the viewer — 同意 (with the fields their node makes editable, validated),
 * 拒绝, 退回, 转交, 加签, 评论, 撤回, 催办, 重新提交. An action keeps its idempotency key until it succeeds, so a
 * retry (or a double click) acts once. A push about the open instance reloads it.
 */
@injectable()
export class InstanceReview {
  private readonly state = new BehaviorSubject<InstanceReviewState>({ loading: false, failed: false, ...NOTHING_OFFERED, fieldErrors: {}, names: {} });
  readonly state$: Observable<InstanceReviewState> = this.state.asObservable();
  private user: UserSummary | undefined;
  private openSeq = 0;
  private pendingAction: { signature: string; key: string } | undefined;

  constructor(
    @inject(InstanceApi) private readonly api: InstanceApi,
    @inject(SessionApi) private readonly session: SessionApi,
    @inject(InstanceChanges) private readonly changes: InstanceChanges,
    @inject(OrganisationDirectory) private readonly organisation: OrganisationDirectory,
  ) {
    this.session.user$.subscribe((user) => {
      this.user = user;
      this.patch(this.abilities(this.state.value.instance));
    });
    // Someone else acted on the open instance (another tab, another person): show the news.
    // Someone else acted on the open instance (another tab, another person): show the news, read once for a
    // burst of pushes (one decision tells each person concerned). This tab's own decisions are not pushes here.
    this.changes.all$.pipe(
      filter((change) => !change.instance && change.instanceId === this.state.value.instanceId),
      debounceTime(INSTANCE_REFRESH_DEBOUNCE_MS),
    ).subscribe(() => {
      if (this.state.value.instance && !this.state.value.acting) void this.refresh();
    });
  }

  getSnapshot(): InstanceReviewState {
    return this.state.value;
  }

  /** Loads an instance; a later open wins over a slower earlier one. */
  async open(instanceId: string): Promise<void> {
    const seq = ++this.openSeq;
    this.state.next({ instanceId, loading: true, failed: false, ...NOTHING_OFFERED, fieldErrors: {}, names: this.state.value.names });
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
    this.state.next({ loading: false, failed: false, ...NOTHING_OFFERED, fieldErrors: {}, names: this.state.value.names });
  }

  /**
   * Any action the viewer was offered, with what it needs (the screens' one entry: they render `actions` and
   * call this with the action's name). 催办 goes through its own call.
   */
  take(name: InstanceActionName, input: ActionInput = {}): Promise<DecisionResult> {
    if (name === 'urge') return this.urge();
    const offer = offered(this.state.value.actions, name);
    if (offer?.needs.targetNode && !input.nodeId) return Promise.resolve({ ok: false, message: approvalMessages.returnTargetRequired });
    if (offer?.needs.person && !input.to) return Promise.resolve({ ok: false, message: MISSING_PERSON[name] ?? approvalMessages.transferTargetRequired });
    return this.run({
      action: name,
      comment: input.comment ?? '',
      ...(offer?.needs.targetNode ? { nodeId: input.nodeId } : {}),
      ...(offer?.needs.person ? { to: input.to } : {}),
      ...(offer?.needs.position ? { position: input.position ?? 'before' } : {}),
      ...(input.values ? { values: input.values } : {}),
      ...(input.images && input.images.length > 0 ? { images: [...input.images] } : {}),
      ...(offer?.needs.signature && input.signature ? { signature: input.signature } : {}),
    });
  }

  /** 催办: reminds the current approvers (at most once per 10 minutes). */
  private async urge(): Promise<DecisionResult> {
    const { instance, acting } = this.state.value;
    if (!instance) return { ok: false, message: approvalMessages.actionFailed };
    if (acting) return { ok: false, message: approvalMessages.batchRunning };
    if (!offered(this.state.value.actions, 'urge')) return { ok: false, message: approvalMessages.urgeNotNow };
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
    const offer = offered(this.state.value.actions, action);
    if (!offer) return { ok: false, message: NOT_OFFERED[action] ?? approvalMessages.notCurrentApprover };
    const comment = request.comment ?? '';
    const invalid = checkComment(action, comment, offer.needs.comment === 'required');
    if (invalid) return { ok: false, message: invalid };
    if (offer.needs.signature && !request.signature) return { ok: false, message: approvalMessages.signatureRequired };
    let values = request.values;
    if (values && offer.needs.values) {
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
    this.changes.acting(instance.id);
    try {
      const updated = await this.api.act(body, key);
      this.pendingAction = undefined;
      if (this.state.value.instanceId === instance.id) this.patch({ instance: updated, acting: undefined, fieldErrors: {}, ...this.abilities(updated) });
      this.changes.decided(updated);
      return { ok: true, message: SUCCESS[action] ?? `${offer.label}成功` };
    } catch (error) {
      this.patch({ acting: undefined });
      if (!isUnreadableAnswer(error)) {
        this.changes.failed(instance.id);
        return { ok: false, message: failureText(error, approvalMessages.actionFailed) };
      }
      // The server may or may not have acted: show the instance as it now is (the caller keeps what was typed;
      // the idempotency key is kept, so sending again cannot act twice). If it did act, the lists hear of it.
      await this.refresh();
      const now = this.state.value.instance;
      if (now && now.history.length !== instance.history.length) this.changes.decided(now);
      else this.changes.failed(instance.id);
      return { ok: false, message: approvalMessages.actionOutcomeUnknown };
    }
  }

  private abilities(instance: Instance | undefined): Pick<InstanceReviewState, 'actions' | 'canAct' | 'canResubmit' | 'editing'> {
    const actions = offeredActions(instance, this.user);
    return {
      actions,
      canAct: offered(actions, 'approve') !== undefined,
      canResubmit: offered(actions, 'resubmit') !== undefined,
      editing: actions.some((action) => action.needs.values) && (instance?.viewer?.editableControlIds.length ?? 0) > 0,
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
