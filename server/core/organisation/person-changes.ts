/**
 * A person added or edited (组织架构, issue 39): name, 工号, mail, departments (the main one first), 直属主管 and
 * roles, checked and written with its 操作日志 entry in one transaction. Moving someone is changing their
 * departments.
 */
import type { Department } from '../../../application/ports/organization-api';
import type { PersonDraft } from '../../../application/ports/organisation-admin-api';
import { recordChange } from '../audit-trail';
import type { Caller } from '../caller';
import type { DemoTx } from '../store/demo-db';
import type { DemoStore } from '../store/demo-store';
import type { UserRow } from '../store/demo-tables';
import { changeInWords } from './org-changes';
import { EMAIL_PATTERN, orgMessages as m } from './org-messages';
import { done, refused, type OrgResult } from './org-result';

/** What the person check needs of the organisation (the database, or the database with a file's rows). */
export interface PersonContext {
  readonly depts: ReadonlyMap<string, Pick<Department, 'id' | 'name'>>;
  /** Who holds an employee number, by number. */
  readonly byNumber: ReadonlyMap<string, Pick<UserRow, 'id' | 'name'>>;
  readonly people: ReadonlyMap<string, Pick<UserRow, 'id' | 'disabled'>>;
  readonly roleIds: ReadonlySet<string>;
}

/** Why the person cannot be saved so, or undefined. */
export function personRefusal(draft: PersonDraft, context: PersonContext): string | undefined {
  if (!draft.name?.trim()) return m.personNameRequired;
  const number = draft.employeeNumber?.trim() ?? '';
  if (!number) return m.numberRequired;
  const holder = context.byNumber.get(number);
  if (holder && holder.id !== draft.id) return m.numberTaken(number, holder.name);
  const email = draft.email?.trim() ?? '';
  if (email && !EMAIL_PATTERN.test(email)) return m.emailInvalid(email);
  if (!draft.deptIds?.length) return m.mainDeptRequired;
  const unknownDept = draft.deptIds.find((id) => !context.depts.has(id));
  if (unknownDept) return m.departmentMissing(unknownDept);
  if (draft.supervisorId) {
    if (draft.supervisorId === draft.id) return m.supervisorSelf;
    const supervisor = context.people.get(draft.supervisorId);
    if (!supervisor || supervisor.disabled === true) return m.supervisorInvalid;
  }
  const unknownRole = (draft.roleIds ?? []).find((id) => !context.roleIds.has(id));
  if (unknownRole) return m.roleMissing(unknownRole);
  return undefined;
}

export async function personContext(tx: DemoTx): Promise<PersonContext> {
  const [depts, users, roles] = await Promise.all([tx.depts.all(), tx.users.all(), tx.roles.all()]);
  return {
    depts: new Map(depts.map((d) => [d.id, d])),
    byNumber: new Map(users.map((u) => [u.employeeNumber, u])),
    people: new Map(users.map((u) => [u.id, u])),
    roleIds: new Set(roles.map((r) => r.id)),
  };
}

/** The user row a draft makes (`before`: the row it changes, whose other fields stay). */
export function userRowOf(id: string, draft: PersonDraft, depts: ReadonlyMap<string, Pick<Department, 'name'>>, before?: UserRow): UserRow {
  const deptIds = [...new Set(draft.deptIds)];
  const { email: _email, supervisorId: _supervisor, ...kept } = before ?? ({} as Partial<UserRow>);
  const email = draft.email?.trim();
  return {
    ...kept, id, name: draft.name.trim(), employeeNumber: draft.employeeNumber.trim(),
    departmentId: deptIds[0]!, deptIds, department: depts.get(deptIds[0]!)?.name ?? '',
    ...(email ? { email } : {}), ...(draft.supervisorId ? { supervisorId: draft.supervisorId } : {}),
  } as UserRow;
}

/** Puts the person in exactly `roleIds` among the roles. */
export async function setRoles(tx: DemoTx, userId: string, roleIds: readonly string[]): Promise<void> {
  const wanted = new Set(roleIds);
  for (const role of await tx.roles.all()) {
    const has = role.userIds.includes(userId);
    if (has === wanted.has(role.id)) continue;
    await tx.roles.put({ ...role, userIds: has ? role.userIds.filter((id) => id !== userId) : [...role.userIds, userId] });
  }
}

async function wordsOf(tx: DemoTx, user: UserRow): Promise<Record<string, string>> {
  const [depts, supervisor, roles] = await Promise.all([
    tx.depts.getMany(user.deptIds?.length ? user.deptIds : [user.departmentId]),
    user.supervisorId ? tx.users.get(user.supervisorId) : undefined,
    tx.roles.all(),
  ]);
  return {
    姓名: user.name, 工号: user.employeeNumber, 邮箱: user.email ?? '', 部门: depts.map((d) => d?.name ?? '').join('、'),
    直属主管: supervisor?.name ?? '', 角色: roles.filter((r) => r.userIds.includes(user.id)).map((r) => r.name).join('、'),
  };
}

export async function savePerson(store: DemoStore, tx: DemoTx, caller: Caller, draft: PersonDraft): Promise<OrgResult<{ id: string }>> {
  const before = draft.id ? await tx.users.get(draft.id) : undefined;
  if (draft.id && !before) return refused(m.personMissing, true);
  const context = await personContext(tx);
  const refusal = personRefusal(draft, context);
  if (refusal) return refused(refusal);
  const beforeWords = before && await wordsOf(tx, before);
  const id = draft.id ?? store.nextId('u');
  const row = userRowOf(id, draft, context.depts, before);
  await tx.users.put(row);
  await setRoles(tx, id, draft.roleIds ?? []);
  await recordChange(store, tx, caller, { action: before ? 'update_person' : 'add_person', target: row.name, right: 'organisation', change: changeInWords(beforeWords, await wordsOf(tx, row)) });
  return done({ id });
}
