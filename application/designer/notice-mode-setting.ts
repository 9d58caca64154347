/**
 * The per-flow notification strength dialog (spec 2, 4): 99 normal, 10 weak, 0 none; 99 when none is stored.
 */
import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { notificationModeOf, type NotificationMode } from '../../domain/model/notification-mode';
import { FlowModelApi } from '../ports/flow-model-api';

export interface NoticeModeState {
  readonly modelId: string;
  readonly mode: NotificationMode;
  readonly loading: boolean;
  readonly saving: boolean;
}

@injectable()
export class NoticeModeSetting {
  private readonly subject = new BehaviorSubject<NoticeModeState>({ modelId: '', mode: 99, loading: false, saving: false });
  readonly state$: Observable<NoticeModeState> = this.subject.asObservable();

  constructor(@inject(FlowModelApi) private readonly flowModels: FlowModelApi) {}

  get snapshot(): NoticeModeState {
    return this.subject.getValue();
  }

  async load(modelId: string): Promise<void> {
    this.subject.next({ modelId, mode: 99, loading: true, saving: false });
    try {
      const mode = notificationModeOf(await this.flowModels.getNoticeMode(modelId));
      this.subject.next({ ...this.snapshot, mode, loading: false });
    } catch {
      this.subject.next({ ...this.snapshot, loading: false });
    }
  }

  /** Saves the mode; resolves false when the call failed (the HTTP layer shows 设置提醒失败). */
  async set(mode: NotificationMode): Promise<boolean> {
    const { modelId } = this.snapshot;
    this.subject.next({ ...this.snapshot, saving: true });
    try {
      await this.flowModels.setNoticeMode(modelId, mode);
      this.subject.next({ ...this.snapshot, mode, saving: false });
      return true;
    } catch {
      this.subject.next({ ...this.snapshot, saving: false });
      return false;
    }
  }
}
