import { unscopedRight } from './unscoped-right';

/** 定时任务: create, change, switch on or off and run scheduled tasks. */
export const timingTaskRight = unscopedRight('timingTask', '定时任务', '新建、修改、启停、立即执行定时任务', '你没有管理定时任务的权限');
