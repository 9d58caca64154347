/**
 * 操作日志: what administrators changed (roles, option lists, API definitions…), as the app posts it with
 * operation_log/add, read back with operation_log/list and filtered by who, what and when.
 */
import { inject, injectable } from 'inversify';
import { OperationLogApi, type OperationLogEntry, type OperationLogRecord } from '../ports/operation-log-api';

/** The operations the app records, by action name. */
export const OPERATION_LABELS: Readonly<Record<string, string>> = {
  add_role: '新增角色',
  update_role: '编辑角色',
  remove_role: '删除角色',
  add_form_value: '新增表单值',
  update_form_value: '编辑表单值',
  add_api: '新增接口',
  update_api: '编辑接口',
  delete_api: '删除接口',
  stop_api: '停用接口',
  activate_api: '启用接口',
  save_model_design: '保存流程设计',
  apply_model: '发布流程',
  'data_table/save_rows': '编辑数据表',
  set_data_table_access: '设置数据表权限',
  save_timing_task: '保存定时任务',
  enable_timing_task: '启用定时任务',
  disable_timing_task: '停用定时任务',
  run_timing_task: '立即执行定时任务',
};

export function operationLabel(action: string): string {
  return OPERATION_LABELS[action] ?? action;
}

export interface OperationLogFilter {
  /** Part of the operator's name. */
  readonly who?: string;
  /** An action name (OPERATION_LABELS' keys). */
  readonly action?: string;
  /** YYYY-MM-DD, inclusive. */
  readonly from?: string;
  readonly to?: string;
}

/** The entries matching every given filter, in the server's order (newest first). */
export function filterOperationLog(records: readonly OperationLogRecord[], filter: OperationLogFilter): OperationLogRecord[] {
  const who = filter.who?.trim();
  return records.filter((r) => (!who || r.userName.includes(who))
    && (!filter.action || r.action === filter.action)
    && (!filter.from || r.at.slice(0, 10) >= filter.from)
    && (!filter.to || r.at.slice(0, 10) <= filter.to));
}

/**
 * Posts an operation without ever failing the change it records (the spec's operation_log/add is silent):
 * a lost log entry must not turn a saved role into an error.
 */
export async function recordOperation(log: OperationLogApi | undefined, entry: OperationLogEntry): Promise<void> {
  try {
    await log?.add(entry);
  } catch {
    // The change itself succeeded; the log is best effort.
  }
}

@injectable()
export class OperationLog {
  constructor(@inject(OperationLogApi) private readonly api: OperationLogApi) {}

  list(): Promise<OperationLogRecord[]> {
    return this.api.list();
  }
}
