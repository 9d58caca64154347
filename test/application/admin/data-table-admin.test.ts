import 'reflect-metadata';
import { DataTableAdmin } from '../../../application/admin/data-table-admin';
import { operationLabel } from '../../../application/admin/operation-log';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import type { DataTableApi } from '../../../application/ports/data-table-api';
import type { FormApi } from '../../../application/ports/form-api';
import type { OperationLogEntry } from '../../../application/ports/operation-log-api';
import type { OrganizationApi } from '../../../application/ports/organization-api';
import { DataTableAccessMessages, OPEN_ACCESS, type DataTableAccess } from '../../../domain/data-table';
import { FakeAssigneeRoleApi, FakeOrganizationApi } from '../organisation/fake-org-apis';

function admin() {
  const saved: Array<[string, DataTableAccess]> = [];
  const logged: OperationLogEntry[] = [];
  const tables = { setAccess: async (id: string, access: DataTableAccess) => { saved.push([id, access]); } } as unknown as DataTableApi;
  const directory = new OrganisationDirectory(new FakeOrganizationApi() as unknown as OrganizationApi, new FakeAssigneeRoleApi());
  const log = { add: async (entry: OperationLogEntry) => { logged.push(entry); }, list: async () => [] };
  return { saved, logged, admin: new DataTableAdmin({} as FormApi, tables, directory, log) };
}

test('数据表权限 is checked against the organisation before it is sent: nobody chosen is refused, nothing saved', async () => {
  const { admin: a, saved } = admin();
  const nobody = { ...OPEN_ACCESS, editors: { everyone: false, deptIds: [], userIds: [], roleIds: [] } };
  expect(await a.saveAccess('dt-budget', nobody, '部门预算')).toEqual({ ok: false, messages: [DataTableAccessMessages.nobodyChosen('可编辑')] });
  expect(saved).toEqual([]);
});

test('a saved 数据表权限 is written to 操作日志 with the table\'s name', async () => {
  const { admin: a, saved, logged } = admin();
  expect(await a.saveAccess('dt-budget', OPEN_ACCESS, '部门预算')).toMatchObject({ ok: true });
  expect(saved).toEqual([['dt-budget', OPEN_ACCESS]]);
  expect(logged.map((e) => `${operationLabel(e.action)} ${e.target}`)).toEqual(['设置数据表权限 部门预算']);
});
