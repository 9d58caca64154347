/**
 * Who may administer (issue 25): get_my_rights (what the signed-in person may do: the UI shows only that),
 * and the grants the 流程权限管理 page reads and changes. Nobody grants a right they do not hold, and the last
 * 系统管理员 cannot be removed.
 */
import { callerSummary, type Caller } from '../core/caller';
import {
  ADMIN_RIGHTS, GRANT_REFUSAL, LAST_SYSTEM_ADMIN_REFUSAL, adminRight, mayGrant, mayUse, parseGrant, systemAdminIds, type MyRights, type RightGrant,
} from '../../domain/permissions';
import type { DemoTx } from '../core/store/demo-db';
import type { DemoStore } from '../core/store/demo-store';
import { recordChange } from '../core/audit-trail';
import { grantsIn, putGrants, rightsOfUser } from '../core/admin-rights';
import { jsonBody, notFound, ok, refuse, route } from './handler-kit';

const P = '/api/workflow/permission/';

export const PermissionMessages = {
  noAdminRights: '你没有任何管理权限',
} as const;

/** Whether the grants and roles as they would be still leave a 系统管理员. */
export async function keepsSystemAdmin(tx: DemoTx, grants: readonly RightGrant[], roles?: ReadonlyArray<{ id: string; userIds: readonly string[] }>): Promise<boolean> {
  return systemAdminIds(grants, roles ?? await tx.roles.all()).length > 0;
}

/** A grant in words for 操作日志: 流程管理员（人事）→ 周敏、角色 人事专员. */
async function grantText(tx: DemoTx, grant: RightGrant): Promise<string> {
  const [people, roles, categories, models] = await Promise.all([
    tx.users.getMany(grant.userIds), tx.roles.getMany(grant.roleIds),
    tx.categories.getMany(grant.scope?.categoryIds ?? []), tx.models.getMany(grant.scope?.modelIds ?? []),
  ]);
  const scope = grant.scope?.all ? '全部流程' : [...categories.map((c) => c?.name), ...models.map((m) => m?.name)].filter(Boolean).join('、');
  const holders = [...people.map((u) => u?.name), ...roles.map((r) => r && `角色 ${r.name}`)].filter(Boolean).join('、');
  return `${adminRight(grant.kind).name}${scope ? `（${scope}）` : ''}：${holders}`;
}

async function myRights(tx: DemoTx, caller: Caller): Promise<MyRights> {
  return rightsOfUser(tx, caller.userId);
}

const categoryOf = (models: ReadonlyArray<{ id: string; categoryId: string }>) => (modelId: string) => models.find((m) => m.id === modelId)?.categoryId;

export function permissionHandlers(store: DemoStore) {
  return [
    // What the UI shows each person: the rights held and, spelled out, the flows they administer.
    route(store, 'get', `${P}get_my_rights`, ({ caller }) => store.read(async (tx) => {
      const me = await callerSummary(tx, caller);
      const [rights, models] = await Promise.all([rightsOfUser(tx, me.id), tx.models.all()]);
      const flowModelIds = models.filter((m) => mayUse(rights, 'flow', { modelId: m.id, categoryId: m.categoryId })).map((m) => m.id);
      return ok({ userId: me.id, kinds: rights.kinds, flowScope: rights.flowScope, flowModelIds });
    })),
    route(store, 'get', `${P}list_grants`, ({ caller }) => store.read(async (tx) => {
      const [rights, grants, models] = await Promise.all([myRights(tx, caller), grantsIn(tx), tx.models.all()]);
      if (rights.kinds.length === 0) return refuse(403, PermissionMessages.noAdminRights);
      return ok({
        rights: ADMIN_RIGHTS.map(({ kind, name, description, scoped }) => ({ kind, name, description, scoped, mayGrant: mayGrant(rights, { kind, scope: { all: false, categoryIds: [], modelIds: [] } }, categoryOf(models)) })),
        grants: grants.map((grant) => ({ ...grant, mayChange: mayGrant(rights, grant, categoryOf(models)) })),
      });
    })),
    route(store, 'post', `${P}save_grant`, async ({ request, caller }) => {
      const body = await jsonBody<Record<string, unknown>>(request);
      return store.write(async (tx) => {
        const [rights, grants, models] = await Promise.all([myRights(tx, caller), grantsIn(tx), tx.models.all()]);
        const existing = typeof body.id === 'string' ? grants.find((g) => g.id === body.id) : undefined;
        if (typeof body.id === 'string' && !existing) return notFound('授权');
        const parsed = parseGrant(body, existing?.id ?? '');
        if (!parsed.ok) return refuse(400, parsed.message);
        // Changing a grant is taking the old one back and giving the new one: both must be the caller's to give.
        if (!mayGrant(rights, parsed.grant, categoryOf(models)) || (existing && !mayGrant(rights, existing, categoryOf(models)))) return refuse(403, GRANT_REFUSAL);
        const next = existing ? grants.map((g) => (g.id === existing.id ? parsed.grant : g)) : [...grants, parsed.grant];
        if (!(await keepsSystemAdmin(tx, next))) return refuse(400, LAST_SYSTEM_ADMIN_REFUSAL);
        // The new id only once the grant is accepted: a refusal leaves even the id counter as it was.
        const grant = existing ? parsed.grant : { ...parsed.grant, id: store.nextId('grant') };
        await putGrants(tx, next.map((g) => (g === parsed.grant ? grant : g)));
        const after = await grantText(tx, grant);
        await recordChange(store, tx, caller, {
          action: existing ? 'update_grant' : 'add_grant', target: adminRight(grant.kind).name, right: rights.kinds.includes('system') ? 'system' : grant.kind,
          change: existing ? `${await grantText(tx, existing)} → ${after}` : `新建：${after}`,
        });
        return ok({ id: grant.id });
      });
    }),
    route(store, 'post', `${P}remove_grant`, async ({ request, caller }) => {
      const { id } = await jsonBody<{ id?: string }>(request);
      return store.write(async (tx) => {
        const [rights, grants, models] = await Promise.all([myRights(tx, caller), grantsIn(tx), tx.models.all()]);
        const existing = grants.find((g) => g.id === id);
        if (!existing) return notFound('授权');
        if (!mayGrant(rights, existing, categoryOf(models))) return refuse(403, GRANT_REFUSAL);
        const next = grants.filter((g) => g.id !== id);
        if (!(await keepsSystemAdmin(tx, next))) return refuse(400, LAST_SYSTEM_ADMIN_REFUSAL);
        await putGrants(tx, next);
        await recordChange(store, tx, caller, { action: 'remove_grant', target: adminRight(existing.kind).name, right: rights.kinds.includes('system') ? 'system' : existing.kind, change: `删除：${await grantText(tx, existing)}` });
        return ok();
      });
    }),
  ];
}
