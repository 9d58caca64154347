import type { Delegation } from '../../domain/flow';

/** A delegation as 代理设置 saves it (no id: a new one). `flowIds` are flow (model) ids; absent = every flow. */
export interface DelegationDraft {
  readonly id?: string;
  readonly from: string;
  readonly to: string;
  /** Local date-times (YYYY-MM-DDTHH:mm): away from `start`, back at `end`. */
  readonly start: string;
  readonly end: string;
  readonly flowIds?: readonly string[];
}

/** The 代理设置 list: the caller's own delegations, and everyone's for a 系统管理员 (`mayManageOthers`). */
export interface DelegationList {
  readonly list: readonly Delegation[];
  readonly mayManageOthers: boolean;
}

/**
 * 代理 (out-of-office delegation, issue 27): while someone is away their new tasks go to a delegate. Not in the
 * spec: named under the workflow prefix (`/flow/workflow/delegation/…`, docs/API.md).
 */
export const DelegationApi = Symbol('DelegationApi');
export interface DelegationApi {
  /** GET delegation/list */
  list(): Promise<DelegationList>;
  /** POST delegation/save: 400 with the problems (请选择代理人…), 403 for someone else's without the right. */
  save(draft: DelegationDraft): Promise<{ id: string }>;
  /** POST delegation/remove */
  remove(id: string): Promise<void>;
  /**
   * GET delegation/in_force?modelId=: the delegations in force now that cover flow `modelId`, for anyone about to
   * launch it (the launch page's route names 王五（代 赵六）, as the task will; 403 outside its 谁可以发起). `flowIds` are left out.
   */
  inForce(modelId: string): Promise<readonly Delegation[]>;
}
