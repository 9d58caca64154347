import { NO_FLOWS, scopeIncludes } from './flow-scope';
import { holdsRight, isSystemAdmin, type MyRights } from './my-rights';
import type { RightGrant } from './right-grant';

/**
 * Nobody grants a right they do not hold: a 系统管理员 grants anything; anyone else only rights they hold,
 * a 流程管理员 only over flows inside their own scope, and never 系统管理员.
 * `categoryOf` places a flow in its category (a 人事 子管理员 may pass on one 人事 flow).
 */
export function mayGrant(rights: MyRights, grant: Pick<RightGrant, 'kind' | 'scope'>, categoryOf: (modelId: string) => string | undefined): boolean {
  if (isSystemAdmin(rights)) return true;
  if (grant.kind === 'system' || !holdsRight(rights, grant.kind)) return false;
  return grant.kind !== 'flow' || scopeIncludes(rights.flowScope, grant.scope ?? NO_FLOWS, categoryOf);
}

export const GRANT_REFUSAL = '不能授予自己没有的权限';
