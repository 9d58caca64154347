/**
 * 组织架构 as two sheets (issue 39): 部门 (部门编号, 部门名称, 上级部门编号, 负责人工号) and 人员 (工号, 姓名, 邮箱,
 * 主部门编号, 其他部门编号, 直属主管工号, 角色, 状态). Export writes what the database holds; import checks every row
 * against the database and the file together and writes all of it in one transaction — or, when any row is
 * wrong, nothing, answering each wrong row with its number and reason. Departments are matched by 部门编号,
 * people by 工号 (a new one gets an id). The .xlsx file itself is read and written by the app (exceljs).
 */
import type { Department } from '../../../application/ports/organization-api';
import type { DepartmentSheetRow, ImportRefusal, OrgSheets, PersonSheetRow } from '../../../application/ports/organisation-admin-api';
import { recordChange } from '../audit-trail';
import type { Caller } from '../caller';
import type { DemoTx } from '../store/demo-db';
import type { DemoStore } from '../store/demo-store';
import type { UserRow } from '../store/demo-tables';
import { isInside } from './department-changes';
import { EMAIL_PATTERN, STATUS_ACTIVE, STATUS_LEFT, orgMessages as m } from './org-messages';
import { setRoles, userRowOf } from './person-changes';

const LIST_SEPARATOR = /[、,，;；]+/;
const listOf = (text: string): string[] => text.split(LIST_SEPARATOR).map((s) => s.trim()).filter(Boolean);
const cell = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** Parents before children, so a re-import meets every parent first. */
function treeOrder(depts: readonly Department[]): Department[] {
  const byParent = new Map<string, Department[]>();
  const ids = new Set(depts.map((d) => d.id));
  for (const d of depts) {
    const parent = d.parentId && ids.has(d.parentId) ? d.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), d]);
  }
  const out: Department[] = [];
  const visit = (parent: string) => { for (const d of byParent.get(parent) ?? []) { out.push(d); visit(d.id); } };
  visit('');
  return out;
}

export async function exportOrganisation(tx: DemoTx): Promise<OrgSheets> {
  const [depts, users, roles] = await Promise.all([tx.depts.all(), tx.users.all(), tx.roles.all()]);
  const numberOf = new Map(users.map((u) => [u.id, u.employeeNumber]));
  return {
    departments: treeOrder(depts).map((d, i) => ({ row: i + 2, id: d.id, name: d.name, parentId: d.parentId ?? '', headNumber: d.headId ? numberOf.get(d.headId) ?? '' : '' })),
    people: users.map((u, i) => {
      const deptIds = u.deptIds?.length ? u.deptIds : [u.departmentId];
      return {
        row: i + 2, employeeNumber: u.employeeNumber, name: u.name, email: u.email ?? '', mainDeptId: deptIds[0] ?? '',
        otherDeptIds: deptIds.slice(1).join('、'), supervisorNumber: u.supervisorId ? numberOf.get(u.supervisorId) ?? '' : '',
        roles: roles.filter((r) => r.userIds.includes(u.id)).map((r) => r.name).join('、'), status: u.disabled ? STATUS_LEFT : STATUS_ACTIVE,
      };
    }),
  };
}

export type ImportResult = { readonly ok: true; readonly departments: number; readonly people: number } | { readonly ok: false; readonly errors: readonly ImportRefusal[]; readonly message: string };

export async function importOrganisation(store: DemoStore, tx: DemoTx, caller: Caller, sheets: OrgSheets): Promise<ImportResult> {
  const deptRows: DepartmentSheetRow[] = (sheets.departments ?? []).map((r) => ({ row: Number(r.row), id: cell(r.id), name: cell(r.name), parentId: cell(r.parentId), headNumber: cell(r.headNumber) }));
  const personRows: PersonSheetRow[] = (sheets.people ?? []).map((r) => ({
    row: Number(r.row), employeeNumber: cell(r.employeeNumber), name: cell(r.name), email: cell(r.email), mainDeptId: cell(r.mainDeptId),
    otherDeptIds: cell(r.otherDeptIds), supervisorNumber: cell(r.supervisorNumber), roles: cell(r.roles), status: cell(r.status),
  }));
  if (deptRows.length === 0 && personRows.length === 0) return { ok: false, errors: [], message: m.importEmpty };
  const [depts, users, roles] = await Promise.all([tx.depts.all(), tx.users.all(), tx.roles.all()]);
  const errors: ImportRefusal[] = [];
  const wrong = (sheet: ImportRefusal['sheet'], row: number, reason: string) => errors.push({ sheet, row, reason });

  // The tree as it will be: the database's departments with the file's on top.
  const tree = new Map(depts.map((d) => [d.id, d]));
  const seenDepts = new Set<string>();
  for (const r of deptRows) {
    if (!r.id) { wrong('部门', r.row, m.idRequired); continue; }
    if (seenDepts.has(r.id)) { wrong('部门', r.row, m.duplicateInFile('部门编号', r.id)); continue; }
    seenDepts.add(r.id);
    tree.set(r.id, { id: r.id, name: r.name, ...(r.parentId ? { parentId: r.parentId } : {}) });
  }
  const byNumber = new Map(users.map((u) => [u.employeeNumber, u]));
  const fileNumbers = new Map<string, PersonSheetRow>();
  for (const r of personRows) if (r.employeeNumber && !fileNumbers.has(r.employeeNumber)) fileNumbers.set(r.employeeNumber, r);
  const knownNumber = (n: string) => byNumber.has(n) || fileNumbers.has(n);
  const leftInFile = (n: string) => (fileNumbers.get(n)?.status ?? (byNumber.get(n)?.disabled ? STATUS_LEFT : STATUS_ACTIVE)) === STATUS_LEFT;

  for (const r of deptRows) {
    if (!r.id || errors.some((e) => e.sheet === '部门' && e.row === r.row)) continue;
    if (!r.name) wrong('部门', r.row, m.departmentNameRequired);
    else if (r.parentId && !tree.has(r.parentId)) wrong('部门', r.row, m.parentMissing(r.parentId));
    else if (r.parentId && isInside(tree, r.parentId, r.id)) wrong('部门', r.row, m.parentInside);
    else if (r.headNumber && !knownNumber(r.headNumber)) wrong('部门', r.row, m.headNumberMissing(r.headNumber));
    else if (r.headNumber && leftInFile(r.headNumber)) wrong('部门', r.row, m.headInvalid);
  }
  const roleByName = new Map(roles.map((role) => [role.name, role]));
  const seenPeople = new Set<string>();
  for (const r of personRows) {
    const reason = (() => {
      if (!r.employeeNumber) return m.numberRequired;
      if (seenPeople.has(r.employeeNumber)) return m.duplicateInFile('工号', r.employeeNumber);
      seenPeople.add(r.employeeNumber);
      if (!r.name) return m.personNameRequired;
      if (r.email && !EMAIL_PATTERN.test(r.email)) return m.emailInvalid(r.email);
      if (!r.mainDeptId) return m.mainDeptRequired;
      const missing = [r.mainDeptId, ...listOf(r.otherDeptIds)].find((id) => !tree.has(id));
      if (missing) return m.departmentMissing(missing);
      if (r.supervisorNumber === r.employeeNumber) return m.supervisorSelf;
      if (r.supervisorNumber && !knownNumber(r.supervisorNumber)) return m.supervisorNumberMissing(r.supervisorNumber);
      if (r.supervisorNumber && leftInFile(r.supervisorNumber)) return m.supervisorInvalid;
      const unknownRole = listOf(r.roles).find((name) => !roleByName.has(name));
      if (unknownRole) return m.roleMissing(unknownRole);
      if (r.status && r.status !== STATUS_ACTIVE && r.status !== STATUS_LEFT) return m.statusInvalid(r.status);
      // Leaving hands work over: that is the page's 离职, never a file's.
      if (r.status === STATUS_LEFT && byNumber.get(r.employeeNumber)?.disabled !== true && byNumber.has(r.employeeNumber)) return m.leaveNeedsHandOver;
      return undefined;
    })();
    if (reason) wrong('人员', r.row, reason);
  }
  if (errors.length > 0) {
    errors.sort((a, b) => (a.sheet === b.sheet ? a.row - b.row : a.sheet === '部门' ? -1 : 1));
    return { ok: false, errors, message: m.importRefused(errors.length) };
  }

  // Every row is right: ids for the new people first (a department's head may be one of them).
  const idOf = new Map(users.map((u) => [u.employeeNumber, u.id]));
  for (const r of personRows) if (!idOf.has(r.employeeNumber)) idOf.set(r.employeeNumber, store.nextId('u'));
  for (const r of deptRows) {
    const { headId: _head, parentId: _parent, ...kept } = depts.find((d) => d.id === r.id) ?? ({} as Partial<Department>);
    const headId = r.headNumber ? idOf.get(r.headNumber) : undefined;
    await tx.depts.put({ ...kept, id: r.id, name: r.name, ...(r.parentId ? { parentId: r.parentId } : {}), ...(headId ? { headId } : {}) });
  }
  const finalDepts = new Map((await tx.depts.all()).map((d) => [d.id, d]));
  for (const r of personRows) {
    const id = idOf.get(r.employeeNumber)!;
    const before = users.find((u) => u.id === id);
    const row: UserRow = userRowOf(id, {
      id, name: r.name, employeeNumber: r.employeeNumber, email: r.email, deptIds: [r.mainDeptId, ...listOf(r.otherDeptIds)],
      ...(r.supervisorNumber ? { supervisorId: idOf.get(r.supervisorNumber)! } : {}), roleIds: [],
    }, finalDepts, before);
    const { disabled: _d, successorId: _s, ...active } = row;
    await tx.users.put(r.status === STATUS_LEFT ? { ...row, disabled: true } : active);
    await setRoles(tx, id, listOf(r.roles).map((name) => roleByName.get(name)!.id));
  }
  // A renamed department's name follows on the people of the database the file did not list.
  const listed = new Set(personRows.map((r) => idOf.get(r.employeeNumber)));
  const renamed = users.filter((u) => !listed.has(u.id) && finalDepts.has(u.departmentId) && finalDepts.get(u.departmentId)!.name !== u.department);
  await tx.users.putMany(renamed.map((u) => ({ ...u, department: finalDepts.get(u.departmentId)!.name })));
  await recordChange(store, tx, caller, {
    action: 'import_organisation', target: '组织架构', right: 'organisation',
    change: `导入部门 ${deptRows.length} 个、人员 ${personRows.length} 人`,
  });
  return { ok: true, departments: deptRows.length, people: personRows.length };
}
