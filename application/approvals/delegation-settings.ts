/**
 * 代理设置 (我的 → 代理设置, issue 27): the signed-in person's out-of-office delegations — a 系统管理员 sees and
 * sets anyone's — each with whether it is in force now; 保存 and 删除 over DelegationApi. The backend decides
 * who may change what (403 只能设置自己的代理) and checks the fields (400 请选择代理人…).
 */
import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { momentKey, type Delegation } from '../../domain/flow';
import { DelegationApi, type DelegationDraft } from '../ports/delegation-api';
import { failureText } from '../shared/failure-text';

/** 生效中 now, 未开始 yet, or 已结束. */
export type DelegationPhase = 'active' | 'upcoming' | 'ended';
export const DELEGATION_PHASE_LABELS: Readonly<Record<DelegationPhase, string>> = { active: '生效中', upcoming: '未开始', ended: '已结束' };

export interface DelegationSettingsState {
  readonly loading: boolean;
  readonly failed?: string;
  readonly list: readonly Delegation[];
  readonly mayManageOthers: boolean;
}

export type DelegationSaveResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export const delegationSettingsMessages = {
  loadFailed: '代理设置加载失败',
  saveFailed: '保存失败，请重试',
  removeFailed: '删除失败，请重试',
} as const;

/** The phase of a delegation at local moment `now` (YYYY-MM-DDTHH:mm…). */
export function delegationPhase(delegation: Pick<Delegation, 'start' | 'end'>, now: string): DelegationPhase {
  const at = momentKey(now);
  if (at < momentKey(delegation.start)) return 'upcoming';
  return at < momentKey(delegation.end) ? 'active' : 'ended';
}

@injectable()
export class DelegationSettings {
  private readonly state = new BehaviorSubject<DelegationSettingsState>({ loading: false, list: [], mayManageOthers: false });
  readonly state$: Observable<DelegationSettingsState> = this.state.asObservable();

  constructor(@inject(DelegationApi) private readonly api: DelegationApi) {}

  getSnapshot(): DelegationSettingsState {
    return this.state.value;
  }

  async load(): Promise<void> {
    this.state.next({ ...this.state.value, loading: true, failed: undefined });
    try {
      const { list, mayManageOthers } = await this.api.list();
      this.state.next({ loading: false, list, mayManageOthers });
    } catch (error) {
      this.state.next({ ...this.state.value, loading: false, failed: failureText(error, delegationSettingsMessages.loadFailed) });
    }
  }

  async save(draft: DelegationDraft): Promise<DelegationSaveResult> {
    try {
      await this.api.save(draft);
    } catch (error) {
      return { ok: false, message: failureText(error, delegationSettingsMessages.saveFailed) };
    }
    await this.load();
    return { ok: true };
  }

  async remove(id: string): Promise<DelegationSaveResult> {
    try {
      await this.api.remove(id);
    } catch (error) {
      return { ok: false, message: failureText(error, delegationSettingsMessages.removeFailed) };
    }
    await this.load();
    return { ok: true };
  }
}
