import { inject, injectable, optional } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { AssigneeRoleApi, type AssigneeRole } from '../ports/assignee-role-api';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import { failureText } from '../shared/failure-text';
import { MyRights } from '../shell/my-rights';
import { OperationLogApi } from '../ports/operation-log-api';
import { recordOperation } from './operation-log';

export const roleMessages = {
  nameRequired: '请输入角色名称',
  nameTooLong: (n: number) => `角色名称最多${n}个字`,
  nameTaken: (name: string) => `角色「${name}」已存在`,
  saved: '角色已保存',
  removed: '角色已删除',
  saveFailed: '保存失败',
  removeFailed: '删除失败',
} as const;

export const ROLE_NAME_LIMIT = 20;

export interface RoleManagerState {
  readonly roles: readonly AssigneeRole[];
  readonly loading: boolean;
  readonly failed: boolean;
  readonly saving: boolean;
}

export type RoleResult = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

export type RoleDraft = Omit<AssigneeRole, 'id'> & { readonly id?: string };

/** The rule of a role's name: required, at most 20 characters, not another role's. */
export function checkRole(draft: RoleDraft, roles: readonly AssigneeRole[]): string | undefined {
  const name = draft.name.trim();
  if (name === '') return roleMessages.nameRequired;
  if (name.length > ROLE_NAME_LIMIT) return roleMessages.nameTooLong(ROLE_NAME_LIMIT);
  if (roles.some((r) => r.id !== draft.id && r.name.trim() === name)) return roleMessages.nameTaken(name);
  return undefined;
}

/**
 * /role-manage: the roles flows name as approvers (人事专员, 财务复核…): list, add, edit (name, description,
 * members from the staff picker) and delete — a role a flow uses is refused by the backend, which names the
 * flows. Every change reloads the organisation, so the pickers and route previews see it.
 */
@injectable()
export class RoleManager {
  private readonly state = new BehaviorSubject<RoleManagerState>({ roles: [], loading: false, failed: false, saving: false });
  readonly state$: Observable<RoleManagerState> = this.state.asObservable();

  constructor(
    @inject(AssigneeRoleApi) private readonly api: AssigneeRoleApi,
    @inject(OrganisationDirectory) private readonly organisation: OrganisationDirectory,
    @inject(OperationLogApi) @optional() private readonly log?: OperationLogApi,
    @inject(MyRights) @optional() private readonly myRights?: MyRights,
  ) {}

  getSnapshot(): RoleManagerState {
    return this.state.value;
  }

  async load(): Promise<void> {
    this.patch({ loading: true });
    try {
      this.patch({ roles: await this.api.list(), loading: false, failed: false });
    } catch {
      this.patch({ loading: false, failed: true });
    }
  }

  async save(draft: RoleDraft): Promise<RoleResult> {
    const invalid = checkRole(draft, this.state.value.roles);
    if (invalid) return { ok: false, message: invalid };
    const role = { name: draft.name.trim(), description: draft.description.trim(), userIds: [...new Set(draft.userIds)] };
    return this.change(async () => {
      if (draft.id) await this.api.update({ ...role, id: draft.id });
      else await this.api.add(role);
      void recordOperation(this.log, { action: draft.id ? 'update_role' : 'add_role', target: role.name });
    }, roleMessages.saved, roleMessages.saveFailed);
  }

  remove(id: string): Promise<RoleResult> {
    const name = this.state.value.roles.find((r) => r.id === id)?.name ?? id;
    return this.change(async () => {
      await this.api.remove(id);
      void recordOperation(this.log, { action: 'remove_role', target: name });
    }, roleMessages.removed, roleMessages.removeFailed);
  }

  private async change(work: () => Promise<void>, done: string, failed: string): Promise<RoleResult> {
    this.patch({ saving: true });
    try {
      await work();
      this.patch({ saving: false });
      // A role may carry admin rights (系统管理员): the signed-in person's own may have changed.
      this.myRights?.refresh();
      await Promise.all([this.load(), this.organisation.reload().catch(() => undefined)]);
      return { ok: true, message: done };
    } catch (error) {
      this.patch({ saving: false });
      return { ok: false, message: failureText(error, failed) };
    }
  }

  private patch(change: Partial<RoleManagerState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
