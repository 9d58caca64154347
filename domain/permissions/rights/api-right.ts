import { unscopedRight } from './unscoped-right';

/** 接口管理: the API registry forms read options and data from. */
export const apiRight = unscopedRight('api', '接口管理', '新增、修改、删除接口定义', '你没有接口管理的权限');
