import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { InstanceApi, type ApprovalAction, type Instance } from '../ports/instance-api';
import { OrganizationApi } from '../ports/organization-api';
import { SessionApi, type UserSummary } from '../ports/session-api';
import { approvalMessages } from './approval-messages';
import { failureText } from './failure-text';
import { newIdempotencyKey } from './idempotency-key';
import { InstanceEvents } from './instance-events';

/** Longest approval comment (the spec sets none; the reject dialog's 800 is reused). */
export const COMMENT_LIMIT = 800;

export interface InstanceReviewState {
  readonly instanceId?: string;
  readonly instance?: Instance;
  readonly loading: boolean;
  readonly failed: boolean;
  /** The signed-in user is a current approver of a running instance. */
  readonly canAct: boolean;
  /** The decision being sent, if any. */
  readonly deciding?: ApprovalAction;
  /** Names of people by id, for the timeline's waiting node (best effort). */
  readonly names: Readonly<Record<string, string>>;
}

export type DecisionResult = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

/** The comment rule of a decision: rejecting needs a reason (DingTalk), and no comment is over the limit. */
export function checkComment(action: ApprovalAction, comment: string): string | undefined {
  if (action === 'reject' && comment.trim() === '') return approvalMessages.rejectCommentRequired;
  if (comment.length > COMMENT_LIMIT) return approvalMessages.commentTooLong(COMMENT_LIMIT);
  return undefined;
}

export function canActOn(instance: Instance | undefined, user: UserSummary | undefined): boolean {
  return !!instance && !!user && instance.status === 'pending' && instance.currentApproverIds.includes(user.id);
}

/**
 * One instance opened from a list: its form, values and history, and the approver's approve / reject.
 * A decision keeps its idempotency key until it succeeds, so a retry (or a double click) acts once.
 */
@injectable()
export class InstanceReview {
  private readonly state = new BehaviorSubject<InstanceReviewState>({ loading: false, failed: false, canAct: false, names: {} });
  readonly state$: Observable<InstanceReviewState> = this.state.asObservable();
  private user: UserSummary | undefined;
  private openSeq = 0;
  private pendingDecision: { signature: string; key: string } | undefined;
  private staffNames: Promise<Record<string, string>> | undefined;

  constructor(
    @inject(InstanceApi) private readonly api: InstanceApi,
    @inject(SessionApi) private readonly session: SessionApi,
    @inject(InstanceEvents) private readonly events: InstanceEvents,
    @inject(OrganizationApi) private readonly organization: OrganizationApi,
  ) {
    this.session.user$.subscribe((user) => {
      this.user = user;
      this.patch({ canAct: canActOn(this.state.value.instance, user) });
    });
  }

  getSnapshot(): InstanceReviewState {
    return this.state.value;
  }

  /** Loads an instance; a later open wins over a slower earlier one. */
  async open(instanceId: string): Promise<void> {
    const seq = ++this.openSeq;
    this.state.next({ instanceId, loading: true, failed: false, canAct: false, names: this.state.value.names });
    try {
      const instance = await this.api.getInstance(instanceId);
      if (seq !== this.openSeq) return;
      this.patch({ instance, loading: false, failed: false, canAct: canActOn(instance, this.user) });
      void this.resolveNames(instance);
    } catch {
      if (seq !== this.openSeq) return;
      this.patch({ loading: false, failed: true });
    }
  }

  close(): void {
    this.openSeq += 1;
    this.pendingDecision = undefined;
    this.state.next({ loading: false, failed: false, canAct: false, names: this.state.value.names });
  }

  approve(comment: string): Promise<DecisionResult> {
    return this.decide('approve', comment);
  }

  reject(comment: string): Promise<DecisionResult> {
    return this.decide('reject', comment);
  }

  private async decide(action: ApprovalAction, comment: string): Promise<DecisionResult> {
    const { instance, deciding } = this.state.value;
    if (!instance) return { ok: false, message: approvalMessages.actionFailed };
    if (deciding) return { ok: false, message: approvalMessages.batchRunning };
    if (instance.status !== 'pending') return { ok: false, message: approvalMessages.alreadyFinished };
    if (!canActOn(instance, this.user)) return { ok: false, message: approvalMessages.notCurrentApprover };
    const invalid = checkComment(action, comment);
    if (invalid) return { ok: false, message: invalid };

    const text = comment.trim();
    const signature = `${instance.id}|${action}|${text}`;
    if (this.pendingDecision?.signature !== signature) this.pendingDecision = { signature, key: newIdempotencyKey() };
    const key = this.pendingDecision.key;
    this.patch({ deciding: action });
    try {
      const updated = await this.api.decide({ instanceId: instance.id, action, comment: text }, key);
      this.pendingDecision = undefined;
      if (this.state.value.instanceId === instance.id) {
        this.patch({ instance: updated, deciding: undefined, canAct: canActOn(updated, this.user) });
      }
      this.events.publish({ type: 'decided', instance: updated });
      return { ok: true, message: action === 'approve' ? approvalMessages.approveSucceeded : approvalMessages.rejectSucceeded };
    } catch (error) {
      this.patch({ deciding: undefined });
      return { ok: false, message: failureText(error, approvalMessages.actionFailed) };
    }
  }

  /** Approver names for the waiting node: the staff list, and the signed-in user. Failures leave ids unnamed. */
  private async resolveNames(instance: Instance): Promise<void> {
    const missing = instance.currentApproverIds.filter((id) => !this.state.value.names[id]);
    if (missing.length === 0) return;
    const names: Record<string, string> = { ...this.state.value.names };
    if (this.user) names[this.user.id] = this.user.name;
    for (const record of instance.history) names[record.approverId] = record.approverName;
    if (missing.some((id) => !names[id])) {
      this.staffNames ??= this.organization.getStaffList()
        .then((staff) => Object.fromEntries(staff.map((s) => [s.id, s.name])))
        .catch(() => ({}));
      Object.assign(names, await this.staffNames, { ...names });
    }
    this.patch({ names });
  }

  private patch(change: Partial<InstanceReviewState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
