/** Who may administer what (issue 25): the rights, their registry, and the rules the backend applies. */
export type { AdminRight, RightKind } from './admin-right';
export { ADMIN_RIGHTS, adminRight, isRightKind } from './registry';
export { ALL_FLOWS, NO_FLOWS, isEmptyScope, scopeCovers, scopeIncludes, unionScopes, type FlowScope, type FlowTarget } from './flow-scope';
export { grantReaches, type RightGrant, type RightHolder } from './right-grant';
export { NO_RIGHTS, holdsRight, isSystemAdmin, mayUse, refusalOf, rightsOf, type MyRights } from './my-rights';
export { GRANT_REFUSAL, mayGrant } from './may-grant';
export { LAST_SYSTEM_ADMIN_REFUSAL, systemAdminIds, type RoleMembers } from './system-admins';
export { parseGrant } from './parse-grant';
export { lockedFieldChanges, type FieldPermission } from './locked-field-changes';
