import type { VisibilityRule } from './visibility-rule';

/** The admins of the instance's flow (流程管理员, the flow's 扩展设置) read every instance of that flow. */
export const flowAdminRule: VisibilityRule = {
  reason: 'flowAdmin',
  description: '该流程的流程管理员可以查看',
  grants: (audience, viewer) => audience.flowAdminIds.includes(viewer.userId),
};
