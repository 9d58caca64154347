import { unscopedRight } from './unscoped-right';

/** 操作日志: read and export the audit trail of every admin change. */
export const operationLogRight = unscopedRight('operationLog', '操作日志', '查看、筛选、导出操作日志', '你没有查看操作日志的权限');
