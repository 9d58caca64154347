/** @jest-environment jest-fixed-jsdom */
// 数据表 and 数据表详情: the data tables with their size, and one table's rows.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { adminModule } from '../../../application/admin/admin-module';
import { FormApi, type DataTable } from '../../../application/ports/form-api';
import DataTablePage from '../../../ui/admin/data-table-page';
import DataTableDetailPage from '../../../ui/admin/data-table-detail-page';
import { MyRights } from '../../../application/shell/my-rights';
import type { RightKind } from '../../../domain/permissions';
import { preloadAppChunks } from '../../setup/preload-chunks';
import { myRightsDouble } from '../shell/my-rights-double';
import { renderAdminRoutes } from './render-admin-routes';

beforeAll(preloadAppChunks);

const budget: DataTable = {
  id: 'dt-budget', name: '部门预算',
  fields: [{ name: 'department', title: '部门', type: 'string' }, { name: 'budget', title: '预算', type: 'number' }],
  rows: [{ department: '行政部', budget: 50000 }, { department: '财务部', budget: 30000 }],
};

function renderAt(path: string, kinds: readonly RightKind[] = ['dataTable']) {
  const calls: string[] = [];
  const forms = {
    getDataTableList: async () => { calls.push('list'); return [{ id: budget.id, name: budget.name, fieldCount: 2, rowCount: 2 }]; },
    getDataTable: async (id: string) => { calls.push(`get ${id}`); return budget; },
  };
  const container = new Container();
  container.bind(FormApi).toConstantValue(forms as unknown as FormApi);
  container.bind(MyRights).toConstantValue(myRightsDouble(kinds).service);
  container.load(adminModule);
  renderAdminRoutes(container, path, { '/dataTable': <DataTablePage />, '/dataTableDetail': <DataTableDetailPage /> }, { antdApp: true });
  return calls;
}

test('数据表 lists the data tables; a name opens its rows under the field titles', async () => {
  renderAt('/dataTable');
  fireEvent.click(await screen.findByRole('link', { name: '部门预算' }, { timeout: 10_000 }));
  expect(await screen.findByText('财务部', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('预算')).toBeInTheDocument();
  expect(screen.getByText('50000')).toBeInTheDocument();
});

test('数据表详情 without an id asks to pick one and calls nothing', async () => {
  const calls = renderAt('/dataTableDetail');
  expect(await screen.findByText('请从数据表列表中选择一个数据表', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('issue 43 #15: 权限 (to 数据表权限) is offered to a 数据表 administrator only, never to an employee who would get 403', async () => {
  renderAt('/dataTable', []);
  expect(await screen.findByRole('link', { name: '部门预算' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看数据' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '权限' })).toBeNull();
});

test('issue 43 #15: a 数据表 administrator sees 权限', async () => {
  renderAt('/dataTable', ['dataTable']);
  expect(await screen.findByRole('link', { name: '权限' }, { timeout: 10_000 })).toBeInTheDocument();
});
