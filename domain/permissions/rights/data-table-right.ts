import { unscopedRight } from './unscoped-right';

/** 数据表管理: who may view and edit each table (可查看 / 可编辑, set per table, stay as they are). */
export const dataTableRight = unscopedRight('dataTable', '数据表管理', '设置数据表的可查看、可编辑人员', '你没有数据表管理的权限');
