import { unscopedRight } from './unscoped-right';

/** 组织管理 (issue 39): the department tree, people, their supervisors and roles, import / export, 离职交接. */
export const organisationRight = unscopedRight('organisation', '组织管理', '维护部门、人员、直属主管和角色成员，导入导出组织架构，办理离职交接', '你没有组织管理的权限');
