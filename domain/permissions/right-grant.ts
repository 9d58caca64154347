import type { RightKind } from './admin-right';
import type { FlowScope } from './flow-scope';

/** One right given to roles and people; a 流程管理员 grant carries the flows it covers. */
export interface RightGrant {
  readonly id: string;
  readonly kind: RightKind;
  /** Only for scoped rights (流程管理员). */
  readonly scope?: FlowScope;
  readonly roleIds: readonly string[];
  readonly userIds: readonly string[];
}

/** Who asks: their id and the roles they are a member of. */
export interface RightHolder {
  readonly userId: string;
  readonly roleIds: readonly string[];
}

export function grantReaches(grant: RightGrant, holder: RightHolder): boolean {
  return grant.userIds.includes(holder.userId) || grant.roleIds.some((id) => holder.roleIds.includes(id));
}
