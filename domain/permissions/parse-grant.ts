import type { FlowScope } from './flow-scope';
import type { RightGrant } from './right-grant';
import { adminRight, isRightKind } from './registry';

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : []);

function parseScope(value: unknown): FlowScope {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return { all: raw.all === true, categoryIds: ids(raw.categoryIds), modelIds: ids(raw.modelIds) };
}

/** A grant as sent by the 流程权限管理 page, or the Chinese reason it cannot be stored. */
export function parseGrant(value: unknown, id: string): { ok: true; grant: RightGrant } | { ok: false; message: string } {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (!isRightKind(raw.kind)) return { ok: false, message: '请选择权限' };
  const roleIds = ids(raw.roleIds);
  const userIds = ids(raw.userIds);
  if (roleIds.length + userIds.length === 0) return { ok: false, message: '请选择授权的角色或人员' };
  if (!adminRight(raw.kind).scoped) return { ok: true, grant: { id, kind: raw.kind, roleIds, userIds } };
  const scope = parseScope(raw.scope);
  if (!scope.all && scope.categoryIds.length + scope.modelIds.length === 0) return { ok: false, message: '请选择管理范围' };
  return { ok: true, grant: { id, kind: raw.kind, scope, roleIds, userIds } };
}
