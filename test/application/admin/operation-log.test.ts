// 操作日志: the app records administrators' changes (operation_log/add) and the page filters them.
import { filterOperationLog, operationLabel } from '../../../application/admin/operation-log';
import { RoleManager } from '../../../application/admin/role-manager';
import { FormValuesAdmin } from '../../../application/admin/form-values-admin';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import type { OperationLogApi, OperationLogEntry, OperationLogRecord } from '../../../application/ports/operation-log-api';
import type { FormValueApi } from '../../../application/ports/form-value-api';
import type { OrganizationApi } from '../../../application/ports/organization-api';
import { FakeAssigneeRoleApi, FakeOrganizationApi } from '../organisation/fake-org-apis';

class FakeLog implements OperationLogApi {
  readonly added: OperationLogEntry[] = [];
  failing = false;
  async add(entry: OperationLogEntry): Promise<void> {
    if (this.failing) throw new Error('network');
    this.added.push(entry);
  }
  async list(): Promise<OperationLogRecord[]> { return []; }
}

const records: OperationLogRecord[] = [
  { id: '3', action: 'remove_role', target: '法务', userName: '周敏', at: '2024-05-03T09:00:00.000Z' },
  { id: '2', action: 'add_role', target: '法务', userName: '李四', at: '2024-05-02T09:00:00.000Z' },
  { id: '1', action: 'add_form_value', target: '费用类型', userName: '周敏', at: '2024-05-01T09:00:00.000Z' },
];

test('the operation log filters by operator, operation and date range', () => {
  expect(filterOperationLog(records, { who: '周' }).map((r) => r.id)).toEqual(['3', '1']);
  expect(filterOperationLog(records, { action: 'add_role' }).map((r) => r.id)).toEqual(['2']);
  expect(filterOperationLog(records, { from: '2024-05-02', to: '2024-05-02' }).map((r) => r.id)).toEqual(['2']);
  expect(filterOperationLog(records, { who: '周敏', from: '2024-05-02' }).map((r) => r.id)).toEqual(['3']);
  expect(operationLabel('remove_role')).toBe('删除角色');
});

function roleManager(log: FakeLog) {
  const roles = new FakeAssigneeRoleApi();
  return new RoleManager(roles, new OrganisationDirectory(new FakeOrganizationApi() as unknown as OrganizationApi, roles), log);
}

test('adding and deleting a role are recorded in the operation log with the role name', async () => {
  const log = new FakeLog();
  const manager = roleManager(log);
  await manager.load();
  await manager.save({ name: '法务', description: '', userIds: [] });
  const added = manager.getSnapshot().roles.find((r) => r.name === '法务')!;
  await manager.remove(added.id);
  expect(log.added).toEqual([{ action: 'add_role', target: '法务' }, { action: 'remove_role', target: '法务' }]);
});

test('a lost operation log entry does not fail the change it records', async () => {
  const log = new FakeLog();
  log.failing = true;
  const manager = roleManager(log);
  await manager.load();
  expect(await manager.save({ name: '法务', description: '', userIds: [] })).toEqual({ ok: true, message: '角色已保存' });
});

test('saving a form-value list is recorded in the operation log', async () => {
  const log = new FakeLog();
  const api = {
    getFormValues: async () => ({ list: [], total: 0, page: 0, pageSize: 10 }),
    addFormValue: async () => ({ id: 'fv' }),
  } as unknown as FormValueApi;
  await new FormValuesAdmin(api, log).save('费用类型', '差旅费\n餐费');
  expect(log.added).toEqual([{ action: 'add_form_value', target: '费用类型' }]);
});
