/** An operation log entry (shape "not shown" in the spec; see docs/API.md). */
export interface OperationLogEntry {
  /** What was done, e.g. 'save_model_design'. */
  readonly action: string;
  /** What it was done to, e.g. a model id. */
  readonly target: string;
  readonly detail?: string;
}

export interface OperationLogRecord extends OperationLogEntry {
  readonly id: string;
  readonly userName: string;
  /** Who (the backend's records since issue 25; older entries have only the name). */
  readonly userId?: string;
  /** The right the change was made with (系统管理员, 流程管理员 …: domain/permissions RightKind). */
  readonly right?: string;
  /** What changed, before → after in words (名称：A → B). */
  readonly change?: string;
  readonly at: string;
}

export const OperationLogApi = Symbol('OperationLogApi');
export interface OperationLogApi {
  /** POST /flow/workflow/operation_log/add */
  add(entry: OperationLogEntry): Promise<void>;
  /** GET /flow/workflow/operation_log/list (not in the spec; feeds /main/operationLog). */
  list(): Promise<OperationLogRecord[]>;
}
