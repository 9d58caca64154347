import type { AssigneeRole, AssigneeRoleApi } from '../../../application/ports/assignee-role-api';
import type { Department, OrganizationApi, Staff } from '../../../application/ports/organization-api';
import { seedDepartments, seedRoles, seedStaff } from '../../../adapters/demo/seed/seed-organisation';

/** The organisation calls over the demo's seeded organisation, counting calls. */
export class FakeOrganizationApi implements Pick<OrganizationApi, 'getAllDepartments' | 'getStaffList'> {
  depts: Department[] = seedDepartments();
  staff: Staff[] = seedStaff();
  calls = 0;
  failNext = false;

  async getAllDepartments(): Promise<Department[]> {
    this.calls += 1;
    if (this.failNext) {
      this.failNext = false;
      throw new Error('network');
    }
    return this.depts;
  }

  async getStaffList(): Promise<Staff[]> {
    return this.staff;
  }
}

export class FakeAssigneeRoleApi implements AssigneeRoleApi {
  roles: AssigneeRole[] = seedRoles();
  private seq = 0;

  async list(): Promise<AssigneeRole[]> {
    return this.roles.map((r) => ({ ...r, userIds: [...r.userIds] }));
  }

  async add(role: Omit<AssigneeRole, 'id'>): Promise<{ id: string }> {
    const id = `role-new-${++this.seq}`;
    this.roles.push({ ...role, id });
    return { id };
  }

  async update(role: AssigneeRole): Promise<void> {
    this.roles = this.roles.map((r) => (r.id === role.id ? role : r));
  }

  async remove(id: string): Promise<void> {
    this.roles = this.roles.filter((r) => r.id !== id);
  }
}
