/**
 * A department added, renamed, moved or given a head (组织架构, issue 39), checked against the tree and written
 * with its 操作日志 entry in one transaction.
 */
import type { Department } from '../../../application/ports/organization-api';
import type { DepartmentDraft } from '../../../application/ports/organisation-admin-api';
import { recordChange } from '../audit-trail';
import type { Caller } from '../caller';
import type { DemoTx } from '../store/demo-db';
import type { DemoStore } from '../store/demo-store';
import { changeInWords } from './org-changes';
import { orgMessages as m } from './org-messages';
import { done, refused, type OrgResult } from './org-result';

/** Whether `deptId` is `ancestorId` or lies below it. */
export function isInside(depts: ReadonlyMap<string, Department>, deptId: string, ancestorId: string): boolean {
  const seen = new Set<string>();
  for (let id: string | undefined = deptId; id !== undefined && !seen.has(id); id = depts.get(id)?.parentId) {
    if (id === ancestorId) return true;
    seen.add(id);
  }
  return false;
}

async function wordsOf(tx: DemoTx, dept: Department): Promise<Record<string, string>> {
  const [parent, head] = await Promise.all([dept.parentId ? tx.depts.get(dept.parentId) : undefined, dept.headId ? tx.users.get(dept.headId) : undefined]);
  return { 名称: dept.name, 上级部门: parent?.name ?? '', 负责人: head?.name ?? '' };
}

/** Why the department cannot be saved so, or undefined. */
export function departmentRefusal(draft: DepartmentDraft, depts: ReadonlyMap<string, Department>, head: { disabled?: boolean } | undefined): string | undefined {
  const name = draft.name?.trim() ?? '';
  if (!name) return m.departmentNameRequired;
  if (draft.parentId) {
    if (!depts.has(draft.parentId)) return m.parentMissing(draft.parentId);
    if (draft.id && isInside(depts, draft.parentId, draft.id)) return m.parentInside;
  }
  const sibling = [...depts.values()].find((d) => d.id !== draft.id && (d.parentId ?? '') === (draft.parentId ?? '') && d.name === name);
  if (sibling) return m.departmentNameTaken(name);
  if (draft.headId && (!head || head.disabled === true)) return m.headInvalid;
  return undefined;
}

export async function saveDepartment(store: DemoStore, tx: DemoTx, caller: Caller, draft: DepartmentDraft): Promise<OrgResult<{ id: string }>> {
  const depts = new Map((await tx.depts.all()).map((d) => [d.id, d]));
  const before = draft.id ? depts.get(draft.id) : undefined;
  if (draft.id && !before) return refused(m.departmentMissing(draft.id), true);
  const head = draft.headId ? await tx.users.get(draft.headId) : undefined;
  const refusal = departmentRefusal(draft, depts, head);
  if (refusal) return refused(refusal);
  const id = draft.id ?? store.nextId('d');
  const dept: Department = { id, name: draft.name.trim(), ...(draft.parentId ? { parentId: draft.parentId } : {}), ...(draft.headId ? { headId: draft.headId } : {}) };
  await tx.depts.put(dept);
  // A person's department name follows a rename of their main department.
  if (before && before.name !== dept.name) {
    const members = await tx.users.find({ index: 'departmentId', equals: [id] });
    await tx.users.putMany(members.map((u) => ({ ...u, department: dept.name })));
  }
  await recordChange(store, tx, caller, {
    action: before ? 'update_department' : 'add_department', target: dept.name, right: 'organisation',
    change: changeInWords(before && await wordsOf(tx, before), await wordsOf(tx, dept)),
  });
  return done({ id });
}
