// /role-manage (issue 17): list, add, edit, delete roles; the name rules; a refused delete keeps the role and
// tells why; every change reloads the organisation.
import { RoleManager } from '../../../application/admin/role-manager';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import type { OrganizationApi } from '../../../application/ports/organization-api';
import { FakeAssigneeRoleApi, FakeOrganizationApi } from '../organisation/fake-org-apis';

function setup() {
  const roles = new FakeAssigneeRoleApi();
  const organisation = new OrganisationDirectory(new FakeOrganizationApi() as unknown as OrganizationApi, roles);
  return { roles, organisation, manager: new RoleManager(roles, organisation) };
}

describe('RoleManager', () => {
  it('lists the roles', async () => {
    const { manager } = setup();
    await manager.load();
    expect(manager.getSnapshot().roles.map((r) => r.name)).toEqual(['人事专员', '财务复核', 'IT 管理员', '行政采购', '系统管理员']);
  });

  it('adds a role with members; the organisation sees it', async () => {
    const { manager, organisation } = setup();
    await manager.load();
    expect(await manager.save({ name: ' 法务 ', description: '合同审核', userIds: ['u-ceo', 'u-ceo', 'u-hr-3'] })).toEqual({ ok: true, message: '角色已保存' });
    const added = manager.getSnapshot().roles.find((r) => r.name === '法务');
    expect(added).toMatchObject({ description: '合同审核', userIds: ['u-ceo', 'u-hr-3'] });
    expect((await organisation.load()).role(added!.id)?.name).toBe('法务');
  });

  it('edits a role', async () => {
    const { manager } = setup();
    await manager.load();
    await manager.save({ id: 'role-hr', name: '人事专员', description: '', userIds: ['u-hr-1', 'u-hr-2'] });
    expect(manager.getSnapshot().roles.find((r) => r.id === 'role-hr')?.userIds).toEqual(['u-hr-1', 'u-hr-2']);
  });

  it('a role needs a name of at most 20 characters, not taken by another role', async () => {
    const { manager, roles } = setup();
    await manager.load();
    expect(await manager.save({ name: '  ', description: '', userIds: [] })).toEqual({ ok: false, message: '请输入角色名称' });
    expect(await manager.save({ name: '长'.repeat(21), description: '', userIds: [] })).toEqual({ ok: false, message: '角色名称最多20个字' });
    expect(await manager.save({ name: '财务复核', description: '', userIds: [] })).toEqual({ ok: false, message: '角色「财务复核」已存在' });
    // Its own name is fine when editing.
    expect((await manager.save({ id: 'role-fin-review', name: '财务复核', description: '改', userIds: [] })).ok).toBe(true);
    expect(roles.roles).toHaveLength(5);
  });

  it('a refused delete (a flow uses the role) keeps the role and says which flows', async () => {
    const { manager, roles } = setup();
    await manager.load();
    roles.remove = async () => { throw { code: 400, config: {}, data: { msg: '该角色正在被流程使用：请假，请先在流程中换掉它再删除' } }; };
    expect(await manager.remove('role-hr')).toEqual({ ok: false, message: '该角色正在被流程使用：请假，请先在流程中换掉它再删除' });
    expect(manager.getSnapshot().roles).toHaveLength(5);
  });

  it('deletes a role nobody uses', async () => {
    const { manager } = setup();
    await manager.load();
    await manager.save({ name: '临时', description: '', userIds: [] });
    const id = manager.getSnapshot().roles.find((r) => r.name === '临时')!.id;
    expect(await manager.remove(id)).toEqual({ ok: true, message: '角色已删除' });
    expect(manager.getSnapshot().roles.map((r) => r.name)).not.toContain('临时');
  });
});
