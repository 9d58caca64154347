import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { InstanceApi, type ApprovalAction, type Instance, type InstanceSummary } from '../ports/instance-api';
import { approvalMessages } from '../shared/approval-messages';
import { failureText } from '../shared/failure-text';
import { newIdempotencyKey } from './idempotency-key';
import { InstanceChanges } from './instance-changes';
import { checkComment } from './instance-review';
import { currentApproverActions, offered } from './offered-actions';
import type { OfferedAction } from '../../domain/flow';

export type BatchRowStatus = 'waiting' | 'running' | 'succeeded' | 'failed';

/** The outcome of one selected row; the row's title is kept because a decided row leaves the to-do list. */
export interface BatchRowResult {
  readonly instanceId: string;
  readonly title: string;
  readonly modelName: string;
  readonly status: BatchRowStatus;
  readonly message: string;
  /** Kept across a retry of the same row, so it is never decided twice. */
  readonly idempotencyKey: string;
}

export interface BatchApproveState {
  readonly action?: ApprovalAction;
  readonly comment: string;
  readonly running: boolean;
  readonly results: readonly BatchRowResult[];
}

const ROW_TEXT: Readonly<Record<BatchRowStatus, string>> = {
  waiting: approvalMessages.batchWaiting,
  running: approvalMessages.batchRunning,
  succeeded: approvalMessages.batchSucceeded,
  failed: approvalMessages.actionFailed,
};

/** 已同意, and who still decides when the instance goes on (a 会签 waits for everyone, a next node for its people). */
function approvedText(instance: Instance): string {
  if (instance.status !== 'pending') return approvalMessages.approved;
  const waiting = [...new Set((instance.currentNodes ?? []).flatMap((n) => n.userNames))];
  return waiting.length > 0 ? approvalMessages.approvedWaiting(waiting) : approvalMessages.approved;
}

/**
 * Batch approval on the selected rows of the to-do list: one decision per row, one after the other, each
 * with its own result, through the same call and flow rules as one approval (instance/action runs the engine). Failed
 * rows can be retried with the same key.
 */
@injectable()
export class BatchApprove {
  private readonly state = new BehaviorSubject<BatchApproveState>({ comment: '', running: false, results: [] });
  readonly state$: Observable<BatchApproveState> = this.state.asObservable();
  /** The decisions offered on the selected rows (the page renders these). */
  readonly actions: readonly OfferedAction[] = currentApproverActions();

  constructor(
    @inject(InstanceApi) private readonly api: InstanceApi,
    @inject(InstanceChanges) private readonly changes: InstanceChanges,
  ) {}

  /** The decisions as the selected rows' nodes name them: a label all of them give (按钮) renames the button. */
  actionsFor(rows: readonly InstanceSummary[]): readonly OfferedAction[] {
    return this.actions.map((offer) => {
      const labels = new Set(rows.map((row) => row.actionLabels?.[offer.name] ?? offer.label));
      return labels.size === 1 ? { ...offer, label: [...labels][0] } : offer;
    });
  }

  getSnapshot(): BatchApproveState {
    return this.state.value;
  }

  /** Rule check before anything is sent: a selection, and a reason when rejecting. */
  check(rows: readonly InstanceSummary[], action: ApprovalAction, comment: string): string | undefined {
    if (rows.length === 0) return approvalMessages.batchNothingSelected;
    const offer = offered(this.actions, action);
    if (!offer) return approvalMessages.notCurrentApprover;
    return checkComment(action, comment, offer.needs.comment === 'required');
  }

  /** Decides every row; resolves with the results (also published on state$ as they come). */
  async run(rows: readonly InstanceSummary[], action: ApprovalAction, comment: string): Promise<readonly BatchRowResult[]> {
    if (this.state.value.running) return this.state.value.results;
    const invalid = this.check(rows, action, comment);
    if (invalid) throw new Error(invalid);
    const results: BatchRowResult[] = rows.map((row) => ({
      instanceId: row.id, title: row.title, modelName: row.modelName, status: 'waiting',
      message: ROW_TEXT.waiting, idempotencyKey: newIdempotencyKey(),
    }));
    this.state.next({ action, comment: comment.trim(), running: true, results });
    await this.decideRows(results.map((r) => r.instanceId));
    return this.state.value.results;
  }

  /** Sends the failed rows again, with their original keys. */
  async retryFailed(): Promise<readonly BatchRowResult[]> {
    const { running, results, action } = this.state.value;
    if (running || !action) return results;
    const failed = results.filter((r) => r.status === 'failed').map((r) => r.instanceId);
    if (failed.length === 0) return results;
    this.patch({ running: true });
    await this.decideRows(failed);
    return this.state.value.results;
  }

  clear(): void {
    if (!this.state.value.running) this.state.next({ comment: '', running: false, results: [] });
  }

  private async decideRows(ids: readonly string[]): Promise<void> {
    const { action, comment } = this.state.value;
    if (!action) return;
    for (const id of ids) {
      const row = this.state.value.results.find((r) => r.instanceId === id);
      if (!row) continue;
      this.setRow(id, { status: 'running', message: ROW_TEXT.running });
      this.changes.acting(id);
      try {
        const instance = await this.api.act({ instanceId: id, action, comment }, row.idempotencyKey);
        this.setRow(id, { status: 'succeeded', message: action === 'approve' ? approvedText(instance) : approvalMessages.rejected });
        this.changes.decided(instance);
      } catch (error) {
        this.changes.failed(id);
        this.setRow(id, { status: 'failed', message: failureText(error, approvalMessages.actionFailed) });
      }
    }
    this.patch({ running: false });
  }

  private setRow(id: string, change: Partial<BatchRowResult>): void {
    this.patch({ results: this.state.value.results.map((r) => (r.instanceId === id ? { ...r, ...change } : r)) });
  }

  private patch(change: Partial<BatchApproveState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
