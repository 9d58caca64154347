/** @jest-environment jest-fixed-jsdom */
// 表格编辑, 数据表日志 and 数据表权限: what an administrator does with a data table beyond reading it.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import { adminModule } from '../../../application/admin/admin-module';
import { ConflictFailure } from '../../../application/ports/api-failure';
import { AssigneeRoleApi } from '../../../application/ports/assignee-role-api';
import { DataTableApi, type DataTableLogEntry, type SaveDataTableRows } from '../../../application/ports/data-table-api';
import { FormApi, type DataTable } from '../../../application/ports/form-api';
import { OrganizationApi } from '../../../application/ports/organization-api';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import { OPEN_ACCESS, type DataTableAccess } from '../../../domain/data-table';
import DataTableAuthPage from '../../../ui/admin/data-table-auth-page';
import DataTableDetailPage from '../../../ui/admin/data-table-detail-page';
import DataTableLogPage from '../../../ui/admin/data-table-log-page';
import TableEditorPage from '../../../ui/admin/table-editor-page';
import { preloadAppChunks } from '../../setup/preload-chunks';
import { renderAdminRoutes } from './render-admin-routes';
import { FakeAssigneeRoleApi, FakeOrganizationApi } from '../../application/organisation/fake-org-apis';

beforeAll(preloadAppChunks);

const WAIT = { timeout: 10_000 };

const budget: DataTable = {
  id: 'dt-budget', name: '部门预算', version: 3, mayView: true, mayEdit: true,
  fields: [{ name: 'department', title: '部门', type: 'string' }, { name: 'budget', title: '预算', type: 'number' }],
  rows: [{ department: '行政部', budget: 50000 }, { department: '财务部', budget: 30000 }],
};

function renderAt(path: string, table: DataTable = budget, options: { saveFails?: 'conflict' } = {}) {
  const saves: SaveDataTableRows[] = [];
  const accessSaves: Array<{ id: string; access: DataTableAccess }> = [];
  const log: DataTableLogEntry[] = [{
    id: 'log-1', tableId: 'dt-budget', tableName: '部门预算', userName: '李四', at: '2026-11-20T09:30:00',
    changes: [{ kind: 'update', rowNumber: 2, cells: [{ field: '预算', from: '30000', to: '35000' }] }],
  }];
  const forms = {
    getDataTableList: async () => [{ id: table.id, name: table.name, fieldCount: 2, rowCount: 2, mayView: true, mayEdit: true }],
    getDataTable: async () => structuredClone(table),
  };
  const tables: DataTableApi = {
    saveRows: async (save) => {
      saves.push(save);
      if (options.saveFails) throw new ConflictFailure({}, 409, { msg: '数据表已被他人修改，请载入最新数据后再保存' });
      return { version: 4 };
    },
    getLogs: async (q) => ({ list: log.filter((e) => !q.tableId || e.tableId === q.tableId), total: 1, page: 0, pageSize: 20 }),
    getAccess: async () => OPEN_ACCESS,
    setAccess: async (id, access) => { accessSaves.push({ id, access }); },
  };
  const container = new Container();
  container.bind(FormApi).toConstantValue(forms as unknown as FormApi);
  container.bind(DataTableApi).toConstantValue(tables);
  container.bind(OrganizationApi).toConstantValue(new FakeOrganizationApi());
  container.bind(AssigneeRoleApi).toConstantValue(new FakeAssigneeRoleApi());
  container.bind(OrganisationDirectory).toSelf().inSingletonScope();
  container.load(adminModule);
  // No antd <App>, as in the app: a page calling App.useApp()'s message would fail here as it did in the browser.
  renderAdminRoutes(container, path, {
    '/tableEditor': <TableEditorPage />, '/dataTableLog': <DataTableLogPage />, '/dataTableAuth': <DataTableAuthPage />, '/dataTableDetail': <DataTableDetailPage />,
  });
  return { saves, accessSaves };
}

const cells = async (title: string) => screen.findAllByRole('textbox', { name: title }, WAIT);

describe('表格编辑', () => {
  test('a wrong number is marked under its cell (请输入数字) and 保存 waits until it is fixed; then one save with the version loaded', async () => {
    const { saves } = renderAt('/tableEditor?id=dt-budget');
    const [, second] = await cells('预算');
    fireEvent.change(second!, { target: { value: '三万五' } });
    expect(within(second!.closest('.table-editor-cell') as HTMLElement).getByRole('alert')).toHaveTextContent('请输入数字');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('有 1 个单元格填写不正确，请先改正', {}, WAIT)).toBeInTheDocument();
    expect(saves).toEqual([]);
    fireEvent.change(second!, { target: { value: '35000' } });
    fireEvent.click(screen.getByRole('button', { name: '新增行' }));
    const departments = await cells('部门');
    fireEvent.change(departments[2]!, { target: { value: '市场部' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ id: 'dt-budget', baseVersion: 3, edits: [
      { kind: 'update', index: 1, row: { department: '财务部', budget: 35000 } },
      { kind: 'add', row: { department: '市场部', budget: null } },
    ] });
  });

  test('a save refused because someone saved first keeps the typed value and offers to lay it over the newest rows', async () => {
    renderAt('/tableEditor?id=dt-budget', budget, { saveFails: 'conflict' });
    const [first] = await cells('预算');
    fireEvent.change(first!, { target: { value: '51000' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('数据表已被他人修改', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '载入最新数据并保留我的修改' })).toBeInTheDocument();
    expect((await cells('预算'))[0]).toHaveValue('51000');
  });

  test('someone without edit rights sees the rows read-only, with no 保存', async () => {
    renderAt('/tableEditor?id=dt-budget', { ...budget, mayEdit: false });
    expect(await screen.findByText('你没有编辑该数据表的权限，只能查看', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '预算' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  test('without an id it asks to pick a table', async () => {
    renderAt('/tableEditor');
    expect(await screen.findByText('请从数据表列表中选择要编辑的数据表', {}, WAIT)).toBeInTheDocument();
  });
});

test('数据表日志 lists each save with who, when and what changed row by row', async () => {
  renderAt('/dataTableLog?tableId=dt-budget');
  expect(await screen.findByText('修改第 2 行：预算：30000 → 35000', {}, WAIT)).toBeInTheDocument();
  expect(screen.getByText('李四')).toBeInTheDocument();
  expect(screen.getByText('2026-11-20 09:30')).toBeInTheDocument();
});

test('数据表详情 of a table someone may not see shows 无权限, not the rows', async () => {
  renderAt('/dataTableDetail?id=dt-budget', { ...budget, mayView: false });
  expect(await screen.findByText('你没有查看该数据表的权限', {}, WAIT)).toBeInTheDocument();
  expect(screen.queryByText('行政部')).toBeNull();
});

describe('数据表权限', () => {
  test('each table says who may see and edit it in words; 设置 opens its settings', async () => {
    renderAt('/dataTableAuth');
    const row = (await screen.findByText('部门预算', {}, WAIT)).closest('tr')!;
    await waitFor(() => expect(within(row).getAllByText('所有人')).toHaveLength(2));
    fireEvent.click(within(row).getByRole('button', { name: '设置' }));
    expect(await screen.findByText('数据表权限 - 部门预算', {}, WAIT)).toBeInTheDocument();
  });

  test('choosing 指定 with nobody is refused with the rule\'s message and nothing is saved', async () => {
    const { accessSaves } = renderAt('/dataTableAuth?id=dt-budget');
    const editors = await screen.findByRole('radiogroup', { name: '可编辑' }, WAIT);
    fireEvent.click(within(editors).getByRole('radio', { name: '指定部门、成员或角色' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('「可编辑」请至少选择一个部门、成员或角色，或选择所有人', {}, WAIT)).toBeInTheDocument();
    expect(accessSaves).toEqual([]);
  });
});
