import type { AdminRight } from '../admin-right';
import { scopeCovers } from '../flow-scope';

/**
 * 流程管理员 over a scope (all flows, some categories, some flows): create, copy, edit the design, publish, stop,
 * delete, notification and print settings, every instance of those flows, statistics and export.
 */
export const flowRight: AdminRight = {
  kind: 'flow',
  name: '流程管理员',
  description: '在管理范围内新建、复制、设计、发布、停用、删除流程，设置通知与打印，查看全部实例、统计与导出',
  refusal: '你没有管理该流程的权限',
  scoped: true,
  // Without a target (the flow list, statistics of all flows) any scope lets the holder in; the list is cut to it.
  covers: (scope, target) => target === undefined || scopeCovers(scope, target),
};
