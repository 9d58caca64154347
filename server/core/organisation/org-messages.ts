/** The Chinese texts of 组织架构 (issue 39). */
export const orgMessages = {
  departmentNameRequired: '请输入部门名称',
  departmentNameTaken: (name: string) => `同一上级下已有部门「${name}」`,
  departmentMissing: (id: string) => `部门不存在：${id}`,
  parentMissing: (id: string) => `上级部门不存在：${id}`,
  parentInside: '不能把部门移到它自己或它的下级部门之下',
  headInvalid: '负责人不存在或已离职',
  personNameRequired: '请输入姓名',
  numberRequired: '请输入工号',
  numberTaken: (number: string, name: string) => `工号 ${number} 已被${name}使用`,
  emailInvalid: (email: string) => `邮箱格式不正确：${email}`,
  mainDeptRequired: '请选择主部门',
  supervisorSelf: '直属主管不能是本人',
  supervisorInvalid: '直属主管不存在或已离职',
  supervisorNumberMissing: (number: string) => `直属主管工号不存在：${number}`,
  headNumberMissing: (number: string) => `负责人工号不存在：${number}`,
  roleMissing: (name: string) => `角色不存在：${name}`,
  personMissing: '人员不存在',
  alreadyLeft: '此人已离职',
  notLeft: '此人未离职',
  selfDisable: '不能停用自己',
  successorInvalid: '交接人无效：请选择组织中另一名在职成员',
  idRequired: '请输入部门编号',
  duplicateInFile: (what: string, value: string) => `${what} ${value} 在文件中重复`,
  statusInvalid: (status: string) => `状态只能是在职或已离职：${status}`,
  leaveNeedsHandOver: '离职请在组织架构页面办理交接',
  importRefused: (count: number) => `导入失败：${count} 行有误，未导入任何数据`,
  importEmpty: '文件中没有部门或人员',
} as const;

/** 在职 / 已离职, the 状态 column. */
export const STATUS_ACTIVE = '在职';
export const STATUS_LEFT = '已离职';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
