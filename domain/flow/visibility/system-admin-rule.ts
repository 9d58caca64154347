import type { VisibilityRule } from './visibility-rule';

/** The role whose members administer the whole system (角色管理 lists it as 系统管理员). */
export const SYSTEM_ADMIN_ROLE_ID = 'role-system-admin';

/** A system admin (member of the 系统管理员 role) sees every instance. */
export const systemAdminRule: VisibilityRule = {
  reason: 'systemAdmin',
  description: '系统管理员可以查看全部审批',
  grants: (_audience, viewer) => viewer.roleIds.includes(SYSTEM_ADMIN_ROLE_ID),
};
