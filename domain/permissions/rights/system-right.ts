import type { AdminRight } from '../admin-right';

/** 系统管理员: every right, and alone decides roles and who is an administrator. The last one cannot go. */
export const systemRight: AdminRight = {
  kind: 'system',
  name: '系统管理员',
  description: '拥有全部权限，可管理角色、管理员与权限分配',
  refusal: '你没有系统管理员权限',
  scoped: false,
  covers: () => true,
};
