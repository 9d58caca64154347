import type { AssigneeRoleApi } from '../../../application/ports/assignee-role-api';
import type { OrganizationApi } from '../../../application/ports/organization-api';
import { OrganisationDirectory, organisationOf } from '../../../application/organisation/organisation-directory';
import { indexOrganisation } from '../../../domain/flow';
import { FakeAssigneeRoleApi, FakeOrganizationApi } from './fake-org-apis';

function setUp() {
  const org = new FakeOrganizationApi();
  const roles = new FakeAssigneeRoleApi();
  const directory = new OrganisationDirectory(org as unknown as OrganizationApi, roles as AssigneeRoleApi);
  return { org, roles, directory };
}

describe('OrganisationDirectory', () => {
  it('loads departments with heads, staff with departments and roles into the organisation the engine reads', async () => {
    const { directory } = setUp();
    const dir = await directory.load();
    expect(dir.users).toHaveLength(30);
    expect(dir.dept('d-fe')).toMatchObject({ name: '前端组', parentId: 'd-tech', headId: 'u-fe-head' });
    expect(dir.user('u-be-3')?.deptIds).toEqual(['d-be', 'd-fe']);
    expect(dir.role('role-hr')).toMatchObject({ name: '人事专员', userIds: ['u-hr-1'] });
    // The engine's lookups work on it: 张三's supervisor is the head of 人事行政部.
    expect(indexOrganisation(dir.organisation).supervisorOf('u-applicant')).toBe('u-hr-head');
  });

  it('is loaded once: later and concurrent callers share the same directory', async () => {
    const { org, directory } = setUp();
    const [a, b] = await Promise.all([directory.load(), directory.load()]);
    expect(a).toBe(b);
    expect(await directory.load()).toBe(a);
    expect(org.calls).toBe(1);
  });

  it('reload picks up a changed role; a failed reload keeps the previous directory and says it failed', async () => {
    const { org, roles, directory } = setUp();
    await directory.load();
    await roles.update({ id: 'role-hr', name: '人事专员', description: '', userIds: ['u-hr-1', 'u-hr-2'] });
    expect((await directory.reload()).role('role-hr')?.userIds).toEqual(['u-hr-1', 'u-hr-2']);
    org.failNext = true;
    await expect(directory.reload()).rejects.toThrow('network');
    expect(directory.getSnapshot().failed).toBe(true);
    expect(directory.getSnapshot().directory?.role('role-hr')?.userIds).toEqual(['u-hr-1', 'u-hr-2']);
  });

  it('name lookups: people, departments, roles; an unknown id shows as itself', async () => {
    const dir = await setUp().directory.load();
    expect(dir.userName('u-applicant')).toBe('张三');
    expect(dir.deptName('d-east')).toBe('华东区');
    expect(dir.roleName('role-it')).toBe('IT 管理员');
    expect(dir.userName('u-gone')).toBe('u-gone');
    expect(dir.mainDeptName('u-be-3')).toBe('后端组');
    expect(dir.deptPath('d-fe')).toBe('云杉科技 / 研发中心 / 前端组');
  });

  it('the department tree: top level, children, members with sub-departments', async () => {
    const dir = await setUp().directory.load();
    expect(dir.childDepts().map((d) => d.name)).toEqual(['云杉科技']);
    expect(dir.childDepts('d-tech').map((d) => d.name)).toEqual(['前端组', '后端组']);
    expect(dir.membersOf('d-tech').map((u) => u.name)).toEqual(['吴刚', '郑浩', '赵六', '许诺', '马超', '冯磊', '孙七', '朱琳', '韩冰', '杨帆']);
    expect(dir.membersOf('d-tech', false).map((u) => u.name)).toEqual(['吴刚']);
  });

  it('member search by name, by department name, by employee number', async () => {
    const dir = await setUp().directory.load();
    expect(dir.searchMembers('张').map((u) => u.name)).toEqual(['张三']);
    expect(dir.searchMembers('华东').map((u) => u.name)).toEqual(['蒋涛', '王五', '沈佳', '韦强']);
    expect(dir.searchMembers('E2002').map((u) => u.name)).toEqual(['孙丽']);
    expect(dir.searchMembers('  ')).toHaveLength(30);
    expect(dir.searchDepts('区').map((d) => d.name)).toEqual(['华东区', '华北区']);
  });

  it('organisationOf: a person without deptIds belongs to their main department', () => {
    const org = organisationOf([{ id: 'd1', name: '部门' }], [{ id: 'u1', name: '甲', employeeNumber: 'E1', departmentId: 'd1' }], []);
    expect(org.users[0]?.deptIds).toEqual(['d1']);
  });
});
