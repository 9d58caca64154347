// @feature-public: bound by the approvals feature module (its routes load it).
import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { DEFAULT_NOTIFICATION_MODE, notificationModeOf, type NotificationMode } from '../../domain/model/notification-mode';
import { FlowModelApi } from '../ports/flow-model-api';
import { approvalMessages } from '../shared/approval-messages';

export interface NoticeModeState {
  readonly modelId?: string;
  readonly modelName?: string;
  /** The stored mode (99 when none is stored, spec 4). */
  readonly mode: NotificationMode;
  readonly loading: boolean;
  readonly saving: boolean;
}

export type NoticeModeResult = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

/** The per-flow notification mode dialog: user_model_notice_mode get / set (spec 4, 7, 8). */
@injectable()
export class NoticeModeSetting {
  private readonly state = new BehaviorSubject<NoticeModeState>({ mode: DEFAULT_NOTIFICATION_MODE, loading: false, saving: false });
  readonly state$: Observable<NoticeModeState> = this.state.asObservable();
  private seq = 0;

  constructor(@inject(FlowModelApi) private readonly api: FlowModelApi) {}

  getSnapshot(): NoticeModeState {
    return this.state.value;
  }

  /** Reads the stored mode of a flow; a failed read shows the default (99). */
  async open(modelId: string, modelName?: string): Promise<void> {
    const seq = ++this.seq;
    this.state.next({ modelId, modelName, mode: DEFAULT_NOTIFICATION_MODE, loading: true, saving: false });
    let mode: NotificationMode = DEFAULT_NOTIFICATION_MODE;
    try {
      mode = notificationModeOf(await this.api.getNoticeMode(modelId));
    } catch {
      // The HTTP layer told the user; the dialog still offers the choice.
    }
    if (seq === this.seq) this.patch({ mode, loading: false });
  }

  /** Stores a mode; on failure the stored mode stays and the result carries 设置提醒失败. */
  async set(mode: NotificationMode): Promise<NoticeModeResult> {
    const { modelId } = this.state.value;
    if (!modelId) return { ok: false, message: approvalMessages.setReminderFailed };
    this.patch({ saving: true });
    try {
      await this.api.setNoticeMode(modelId, mode);
      this.patch({ mode, saving: false });
      return { ok: true, message: approvalMessages.setReminderSucceeded };
    } catch {
      this.patch({ saving: false });
      return { ok: false, message: approvalMessages.setReminderFailed };
    }
  }

  close(): void {
    this.seq += 1;
    this.state.next({ mode: DEFAULT_NOTIFICATION_MODE, loading: false, saving: false });
  }

  private patch(change: Partial<NoticeModeState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
