import { unscopedRight } from './unscoped-right';

/** 表单值管理: the option lists dropdowns and radios read. */
export const formValueRight = unscopedRight('formValue', '表单值管理', '新增、修改表单值列表', '你没有表单值管理的权限');
