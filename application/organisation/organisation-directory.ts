import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { Organisation } from '../../domain/flow';
import { AssigneeRoleApi, type AssigneeRole } from '../ports/assignee-role-api';
import { OrganizationApi, type Department, type Staff } from '../ports/organization-api';
import { orgDirectoryOf, type OrgDirectory } from './org-directory';

export interface OrganisationState {
  /** undefined until the first load has answered. */
  readonly directory: OrgDirectory | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
}

/** The organisation as the flow engine reads it, from the three organisation calls. */
export function organisationOf(depts: readonly Department[], staff: readonly Staff[], roles: readonly AssigneeRole[]): Organisation {
  return {
    depts: depts.map((d) => ({ id: d.id, name: d.name, ...(d.parentId ? { parentId: d.parentId } : {}), ...(d.headId ? { headId: d.headId } : {}) })),
    users: staff.map((s) => ({
      id: s.id,
      name: s.name,
      employeeNumber: s.employeeNumber,
      deptIds: s.deptIds && s.deptIds.length > 0 ? [...s.deptIds] : s.departmentId ? [s.departmentId] : [],
      ...(s.disabled === true ? { disabled: true } : {}),
      ...(s.supervisorId ? { supervisorId: s.supervisorId } : {}),
    })),
    roles: roles.map((r) => ({ id: r.id, name: r.name, description: r.description, userIds: [...r.userIds] })),
  };
}

/**
 * The whole organisation (departments with heads, staff with departments, roles), loaded once and shared by
 * the pickers, the route preview, the timeline and the flow designer. `reload` after roles change.
 */
@injectable()
export class OrganisationDirectory {
  private readonly state = new BehaviorSubject<OrganisationState>({ directory: undefined, loading: false, failed: false });
  readonly state$: Observable<OrganisationState> = this.state.asObservable();
  private pending: Promise<OrgDirectory> | undefined;

  constructor(
    @inject(OrganizationApi) private readonly org: OrganizationApi,
    @inject(AssigneeRoleApi) private readonly roles: AssigneeRoleApi,
  ) {}

  getSnapshot(): OrganisationState {
    return this.state.value;
  }

  /** The directory: loaded on the first call, then the same one (concurrent callers share one load). */
  load(): Promise<OrgDirectory> {
    const loaded = this.state.value.directory;
    if (loaded) return Promise.resolve(loaded);
    return this.pending ?? this.reload();
  }

  /** Loads afresh (after a role was added, changed or deleted). A failure keeps the previous directory. */
  reload(): Promise<OrgDirectory> {
    this.patch({ loading: true });
    const load = Promise.all([this.org.getAllDepartments(), this.org.getStaffList(), this.roles.list()]).then(
      ([depts, staff, roles]) => {
        const directory = orgDirectoryOf(organisationOf(depts, staff, roles));
        this.patch({ directory, loading: false, failed: false });
        return directory;
      },
      (error: unknown) => {
        this.patch({ loading: false, failed: true });
        throw error;
      },
    ).finally(() => {
      if (this.pending === load) this.pending = undefined;
    });
    this.pending = load;
    return load;
  }

  private patch(change: Partial<OrganisationState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
