/**
 * The demo backend's record of who may administer (issue 25): the grants, kept under one settings key, and
 * the rights they give a person (domain/permissions decides; this file only reads and writes).
 */
import { SYSTEM_ADMIN_ROLE_ID } from '../../domain/flow';
import { rightsOf, type MyRights, type RightGrant } from '../../domain/permissions';
import type { DemoTx } from './store/demo-db';

export const RIGHTS_SETTING_KEY = 'admin_rights';

/**
 * A database from before issue 25 holds no grants: there the members of the 系统管理员 role (who already saw
 * every instance) hold the 系统管理员 right, so an upgrade never locks everyone out.
 */
export const GRANTS_BEFORE_RIGHTS: readonly RightGrant[] = [{ id: 'grant-system', kind: 'system', roleIds: [SYSTEM_ADMIN_ROLE_ID], userIds: [] }];

export async function grantsIn(tx: DemoTx): Promise<RightGrant[]> {
  const row = await tx.settings.get(RIGHTS_SETTING_KEY);
  return Array.isArray(row?.value) ? (row.value as RightGrant[]) : [...GRANTS_BEFORE_RIGHTS];
}

export async function putGrants(tx: DemoTx, grants: readonly RightGrant[]): Promise<void> {
  await tx.settings.put({ key: RIGHTS_SETTING_KEY, value: grants });
}

export async function roleIdsOf(tx: DemoTx, userId: string): Promise<string[]> {
  return (await tx.roles.all()).filter((role) => role.userIds.includes(userId)).map((role) => role.id);
}

/** What `userId` may administer, from the grants and their roles as stored now. */
export async function rightsOfUser(tx: DemoTx, userId: string): Promise<MyRights> {
  const [grants, roleIds] = await Promise.all([grantsIn(tx), roleIdsOf(tx, userId)]);
  return rightsOf({ userId, roleIds }, grants);
}

/** A flow's category, for scopes naming categories. */
export async function categoryOfModel(tx: DemoTx, modelId: string): Promise<string | undefined> {
  return (await tx.models.get(modelId))?.categoryId;
}
