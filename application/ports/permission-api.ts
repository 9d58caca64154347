import type { FlowScope, RightGrant, RightKind } from '../../domain/permissions';

export interface ManagedChildApp {
  readonly id: string;
  readonly name: string;
}

/** What the signed-in person may administer, as the backend answers it (GET get_my_rights, issue 25). */
export interface MyRightsAnswer {
  readonly userId: string;
  readonly kinds: readonly RightKind[];
  readonly flowScope: FlowScope;
  /** The flows their 流程管理员 right covers, spelled out (all of them for a 系统管理员). */
  readonly flowModelIds: readonly string[];
}

/** One right as the 流程权限管理 page lists it, and whether the caller may give it. */
export interface RightInfo {
  readonly kind: RightKind;
  readonly name: string;
  readonly description: string;
  readonly scoped: boolean;
  readonly mayGrant: boolean;
}

export interface GrantRow extends RightGrant {
  /** Whether the caller may change or take back this grant (nobody grants what they do not hold). */
  readonly mayChange: boolean;
}

export interface GrantsOverview {
  readonly rights: readonly RightInfo[];
  readonly grants: readonly GrantRow[];
}

export type GrantDraft = Omit<RightGrant, 'id'> & { readonly id?: string };

/** Permission lookups (spec 6) and who may administer what (issue 25). */
export const PermissionApi = Symbol('PermissionApi');
export interface PermissionApi {
  /** GET /api/workflow/permission/is_manager, reads is_manager. */
  isManager(): Promise<boolean>;
  /** GET /api/workflow/rbac/get_managed_child_apps, reads apps. */
  getManagedChildApps(): Promise<ManagedChildApp[]>;
  /** GET /api/workflow/permission/get_my_rights */
  getMyRights(): Promise<MyRightsAnswer>;
  /** GET /api/workflow/permission/list_grants (403 for someone holding no right). */
  listGrants(): Promise<GrantsOverview>;
  /** POST /api/workflow/permission/save_grant: a new grant without id, a changed one with it. */
  saveGrant(grant: GrantDraft): Promise<{ id: string }>;
  /** POST /api/workflow/permission/remove_grant {id} */
  removeGrant(id: string): Promise<void>;
}
