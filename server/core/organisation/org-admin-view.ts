/** 组织架构's view (issue 39): departments, people with their roles, and the roles, read from the database. */
import type { OrgAdminPerson, OrgAdminView } from '../../../application/ports/organisation-admin-api';
import type { DemoTx } from '../store/demo-db';
import type { UserRow } from '../store/demo-tables';

export function personOf(user: UserRow, roleIds: readonly string[]): OrgAdminPerson {
  return {
    id: user.id, name: user.name, employeeNumber: user.employeeNumber,
    ...(user.email ? { email: user.email } : {}),
    deptIds: user.deptIds && user.deptIds.length > 0 ? [...user.deptIds] : [user.departmentId],
    ...(user.supervisorId ? { supervisorId: user.supervisorId } : {}),
    roleIds: [...roleIds], disabled: user.disabled === true,
    ...(user.successorId ? { successorId: user.successorId } : {}),
  };
}

export async function organisationView(tx: DemoTx): Promise<OrgAdminView> {
  const [depts, users, roles] = await Promise.all([tx.depts.all(), tx.users.all(), tx.roles.all()]);
  const rolesOf = (userId: string) => roles.filter((r) => r.userIds.includes(userId)).map((r) => r.id);
  return {
    departments: depts.map((d) => ({ id: d.id, name: d.name, ...(d.parentId ? { parentId: d.parentId } : {}), ...(d.headId ? { headId: d.headId } : {}) })),
    people: users.map((u) => personOf(u, rolesOf(u.id))),
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
  };
}
