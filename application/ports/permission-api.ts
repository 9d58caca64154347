export interface ManagedChildApp {
  readonly id: string;
  readonly name: string;
}

/** Permission lookups (spec 6): the results are not shown by the spec, only used to gate admin pages. */
export const PermissionApi = Symbol('PermissionApi');
export interface PermissionApi {
  /** GET /api/workflow/permission/is_manager, reads is_manager. */
  isManager(): Promise<boolean>;
  /** GET /api/workflow/rbac/get_managed_child_apps, reads apps. */
  getManagedChildApps(): Promise<ManagedChildApp[]>;
}
