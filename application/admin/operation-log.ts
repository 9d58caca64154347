/**
 * 操作日志: every change made with an admin right (issue 25: flows, print and notification settings, rights,
 * roles, APIs, option lists, tables, tasks, demo imports), recorded by the backend with who, when, what and a
 * before → after summary (older entries: as the app posted them with operation_log/add), read back with
 * operation_log/list, filtered by who, what, which object and when, and exported as CSV.
 */
import { inject, injectable } from 'inversify';
import { csvText } from '../shell/csv-text';
import { OperationLogApi, type OperationLogEntry, type OperationLogRecord } from '../ports/operation-log-api';

/** The operations the app records, by action name. */
export const OPERATION_LABELS: Readonly<Record<string, string>> = {
  rollback_model: '回滚流程版本',
  delete_version: '删除流程版本',
  migrate_instance: '迁移实例',
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
  save_robots: '保存群机器人',
  test_robot: '测试发送群机器人',
  create_model: '新建流程',
  copy_model: '复制流程',
  delete_model: '删除流程',
  update_model: '修改流程信息',
  stop_model: '停用流程',
  start_model: '启用流程',
  save_model_form: '保存流程表单',
  add_form: '新增表单',
  update_form: '编辑表单',
  delete_forms: '删除表单',
  add_grant: '授予权限',
  update_grant: '修改授权',
  remove_grant: '收回权限',
  add_notice: '发布公告',
  update_notice: '编辑公告',
  delete_notice: '删除公告',
  add_authority: '授予应用权限',
  remove_authority: '收回应用权限',
  update_department_scopes: '设置部门应用范围',
  import_demo_data: '导入演示数据',
  add_department: '新增部门',
  update_department: '编辑部门',
  add_person: '新增人员',
  update_person: '编辑人员',
  disable_person: '人员离职',
  enable_person: '恢复在职',
  import_organisation: '导入组织架构',
};

export function operationLabel(action: string): string {
  return OPERATION_LABELS[action] ?? action;
}

export interface OperationLogFilter {
  /** Part of the operator's name. */
  readonly who?: string;
  /** An action name (OPERATION_LABELS' keys). */
  readonly action?: string;
  /** Part of the changed object's name (a flow, a role, a table…). */
  readonly target?: string;
  /** YYYY-MM-DD, inclusive. */
  readonly from?: string;
  readonly to?: string;
}

/** The entries matching every given filter, in the server's order (newest first). */
export function filterOperationLog(records: readonly OperationLogRecord[], filter: OperationLogFilter): OperationLogRecord[] {
  const who = filter.who?.trim();
  const target = filter.target?.trim();
  return records.filter((r) => (!who || r.userName.includes(who))
    && (!filter.action || r.action === filter.action)
    && (!target || r.target.includes(target))
    && (!filter.from || r.at.slice(0, 10) >= filter.from)
    && (!filter.to || r.at.slice(0, 10) <= filter.to));
}

/** The entries as CSV (导出): 时间, 操作人, 操作, 对象, 变更 (before → after), 说明. */
export function operationLogCsv(records: readonly OperationLogRecord[], formatTime: (iso: string) => string): string {
  return csvText([
    ['时间', '操作人', '操作', '对象', '变更', '说明'],
    ...records.map((r) => [formatTime(r.at), r.userName, operationLabel(r.action), r.target, r.change ?? '', r.detail ?? '']),
  ]);
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
