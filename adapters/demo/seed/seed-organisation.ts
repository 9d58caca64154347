/**
 * The demo's organisation (issue 17): a company of 30 people in a department tree, each department with a
 * head, and the roles the seeded flows name. The organisation calls answer from it; the two demo identities of
 * before (张三, 李四) keep their ids so that old links still open.
 */
import type { AssigneeRole } from '../../../application/ports/assignee-role-api';
import type { Department, Staff } from '../../../application/ports/organization-api';
import { SYSTEM_ADMIN_ROLE_ID } from '../../../domain/flow';
import type { RightGrant } from '../../../domain/permissions';
import { GRANTS_BEFORE_RIGHTS } from '../../../server/core/admin-rights';

/** Person ids the seeded flows and tests name. */
export const SEED_PEOPLE = {
  ceo: 'u-ceo',
  assistant: 'u-assistant',
  hrHead: 'u-hr-head',
  zhangsan: 'u-applicant',
  hrSpecialist: 'u-hr-1',
  adminClerk: 'u-admin-1',
  financeHead: 'u-approver',
  financeReviewer: 'u-fin-1',
  rdHead: 'u-rd-head',
  feHead: 'u-fe-head',
  zhaoliu: 'u-zhaoliu',
  beHead: 'u-be-head',
  itAdmin: 'u-it-1',
  salesHead: 'u-sales-head',
  eastHead: 'u-east-head',
  wangwu: 'u-wangwu',
} as const;

/** Role ids the seeded flows name. */
export const SEED_ROLES = {
  hr: 'role-hr',
  financeReview: 'role-fin-review',
  it: 'role-it',
  purchase: 'role-purchase',
  /** 系统管理员: sees every instance (domain/flow/visibility). */
  systemAdmin: SYSTEM_ADMIN_ROLE_ID,
} as const;

const p = SEED_PEOPLE;

export const seedDepartments = (): Department[] => [
  { id: 'd-root', name: '云杉科技', headId: p.ceo },
  { id: 'd-office', name: '总经办', parentId: 'd-root', headId: p.ceo },
  { id: 'd-admin', name: '人事行政部', parentId: 'd-root', headId: p.hrHead },
  { id: 'd-finance', name: '财务部', parentId: 'd-root', headId: p.financeHead },
  { id: 'd-tech', name: '研发中心', parentId: 'd-root', headId: p.rdHead },
  { id: 'd-fe', name: '前端组', parentId: 'd-tech', headId: p.feHead },
  { id: 'd-be', name: '后端组', parentId: 'd-tech', headId: p.beHead },
  { id: 'd-sales', name: '销售部', parentId: 'd-root', headId: p.salesHead },
  { id: 'd-east', name: '华东区', parentId: 'd-sales', headId: p.eastHead },
  { id: 'd-north', name: '华北区', parentId: 'd-sales', headId: 'u-north-head' },
];

/** [id, name, employee number, departments (main first)] */
const PEOPLE: ReadonlyArray<readonly [string, string, string, readonly string[]]> = [
  [p.ceo, '陈志远', 'E0001', ['d-office']],
  [p.assistant, '林小雨', 'E0002', ['d-office']],
  [p.hrHead, '周敏', 'E1000', ['d-admin']],
  [p.zhangsan, '张三', 'E1001', ['d-admin']],
  [p.hrSpecialist, '刘洋', 'E1002', ['d-admin']],
  ['u-hr-2', '黄婷', 'E1003', ['d-admin']],
  [p.adminClerk, '陈静', 'E1004', ['d-admin']],
  [p.financeHead, '李四', 'E2001', ['d-finance']],
  [p.financeReviewer, '孙丽', 'E2002', ['d-finance']],
  ['u-fin-2', '何军', 'E2003', ['d-finance']],
  ['u-fin-3', '吕芳', 'E2004', ['d-finance']],
  [p.rdHead, '吴刚', 'E4000', ['d-tech']],
  [p.feHead, '郑浩', 'E4100', ['d-fe']],
  [p.zhaoliu, '赵六', 'E4001', ['d-fe']],
  ['u-fe-2', '许诺', 'E4101', ['d-fe']],
  ['u-fe-3', '马超', 'E4102', ['d-fe']],
  [p.beHead, '冯磊', 'E4200', ['d-be']],
  ['u-sunqi', '孙七', 'E4002', ['d-be']],
  ['u-be-2', '朱琳', 'E4201', ['d-be']],
  [p.itAdmin, '韩冰', 'E4202', ['d-be']],
  ['u-be-3', '杨帆', 'E4203', ['d-be', 'd-fe']],
  [p.salesHead, '卫东', 'E3000', ['d-sales']],
  [p.eastHead, '蒋涛', 'E3100', ['d-east']],
  [p.wangwu, '王五', 'E3001', ['d-east']],
  ['u-east-1', '沈佳', 'E3101', ['d-east']],
  ['u-east-2', '韦强', 'E3102', ['d-east']],
  ['u-north-head', '秦岚', 'E3200', ['d-north']],
  ['u-north-1', '尤亮', 'E3201', ['d-north']],
  ['u-north-2', '曹宇', 'E3202', ['d-north']],
  ['u-hr-3', '施雯', 'E1005', ['d-admin']],
];

export const seedStaff = (): Staff[] =>
  PEOPLE.map(([id, name, employeeNumber, deptIds]) => ({ id, name, employeeNumber, departmentId: deptIds[0]!, deptIds: [...deptIds] }));

export const seedRoles = (): AssigneeRole[] => [
  { id: SEED_ROLES.hr, name: '人事专员', description: '请假、入职等人事审批', userIds: [p.hrSpecialist] },
  { id: SEED_ROLES.financeReview, name: '财务复核', description: '报销与采购的财务复核', userIds: [p.financeReviewer] },
  { id: SEED_ROLES.it, name: 'IT 管理员', description: '设备与软件采购的技术审核', userIds: [p.itAdmin] },
  { id: SEED_ROLES.purchase, name: '行政采购', description: '采购下单与入库', userIds: [p.adminClerk] },
  { id: SEED_ROLES.systemAdmin, name: '系统管理员', description: '拥有全部管理权限，可查看全部审批', userIds: [p.ceo] },
];

/**
 * Who may administer (issue 25): 陈志远 is 系统管理员 through the 系统管理员 role; 周敏 is 子管理员 of the 人事
 * category's flows; everyone else is an ordinary employee.
 */
export const seedGrants = (): RightGrant[] => [
  ...GRANTS_BEFORE_RIGHTS,
  { id: 'grant-hr-flows', kind: 'flow', scope: { all: false, categoryIds: ['cat-hr'], modelIds: [] }, roleIds: [], userIds: [p.hrHead] },
];
