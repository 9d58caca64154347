import type { RightKind } from './admin-right';
import { ALL_FLOWS, NO_FLOWS, unionScopes, type FlowScope, type FlowTarget } from './flow-scope';
import { grantReaches, type RightGrant, type RightHolder } from './right-grant';
import { adminRight, ADMIN_RIGHTS } from './registry';

/** What one person may administer (the answer of get_my_rights): the rights held and 流程管理员's scope. */
export interface MyRights {
  readonly kinds: readonly RightKind[];
  /** The flows the person administers (empty unless `flow` is held; all flows for a 系统管理员). */
  readonly flowScope: FlowScope;
}

export const NO_RIGHTS: MyRights = { kinds: [], flowScope: NO_FLOWS };

/** The rights every grant reaching `holder` adds up to; a 系统管理员 holds every right over every flow. */
export function rightsOf(holder: RightHolder, grants: readonly RightGrant[]): MyRights {
  const reaching = grants.filter((grant) => grantReaches(grant, holder));
  if (reaching.some((grant) => grant.kind === 'system')) return { kinds: ADMIN_RIGHTS.map((right) => right.kind), flowScope: ALL_FLOWS };
  const kinds = new Set(reaching.map((grant) => grant.kind));
  const flowScope = reaching.filter((grant) => grant.kind === 'flow').reduce((scope, grant) => unionScopes(scope, grant.scope ?? NO_FLOWS), NO_FLOWS);
  return { kinds: ADMIN_RIGHTS.map((right) => right.kind).filter((kind) => kinds.has(kind)), flowScope };
}

export function holdsRight(rights: MyRights, kind: RightKind): boolean {
  return rights.kinds.includes(kind);
}

export function isSystemAdmin(rights: MyRights): boolean {
  return holdsRight(rights, 'system');
}

/** Whether the rights let their holder do what `kind` guards, on `target` when the right is scoped. */
export function mayUse(rights: MyRights, kind: RightKind, target?: FlowTarget): boolean {
  return holdsRight(rights, kind) && adminRight(kind).covers(rights.flowScope, target);
}

/** The reason of a refusal, or undefined when the rights allow the call. */
export function refusalOf(rights: MyRights, kind: RightKind, target?: FlowTarget): string | undefined {
  return mayUse(rights, kind, target) ? undefined : adminRight(kind).refusal;
}
