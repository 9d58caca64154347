// 数据表: the table editor's save (rights, versions, validation), the change log and the permissions.
import { DataTableMessages } from '../../../server/http/data-table-handlers';
import { RowEditMessages } from '../../../domain/data-table';
import { approvalBackend } from './approval-kit';

const T = '/flow/workflow/data_table/';
const APPLICANT = 'u-applicant'; // 张三, 行政部
const FINANCE_HEAD = 'u-approver'; // 李四, 财务部
const SYSTEM_ADMIN = 'u-ceo'; // 陈志远: sets who may see and edit (数据表管理, issue 25)

async function backend() {
  const b = await approvalBackend();
  const table = async (id: string) => (await b.get(`${T}get_by_id?id=${id}`)).body.data;
  return { ...b, table };
}

test('get_by_id answers the version and the signed-in person\'s rights; the budget is edited by 财务部 only', async () => {
  const b = await backend();
  await b.as(APPLICANT);
  expect(await b.table('dt-budget')).toMatchObject({ version: 0, mayView: true, mayEdit: false });
  await b.as(FINANCE_HEAD);
  expect(await b.table('dt-budget')).toMatchObject({ mayView: true, mayEdit: true });
});

test('save_rows without edit rights is refused (403) and changes nothing', async () => {
  const b = await backend();
  await b.as(APPLICANT);
  const answer = await b.post(`${T}save_rows`, { id: 'dt-budget', baseVersion: 0, edits: [{ kind: 'delete', index: 0 }] });
  expect(answer).toMatchObject({ status: 403, body: { msg: DataTableMessages.noEditRights } });
  expect((await b.table('dt-budget')).rows).toHaveLength(3);
});

test('save_rows applies the edits, raises the version and leaves one log entry with the changes', async () => {
  const b = await backend();
  await b.as(FINANCE_HEAD);
  const answer = await b.post(`${T}save_rows`, { id: 'dt-budget', baseVersion: 0, edits: [
    { kind: 'update', index: 1, row: { budget: 35000 } }, { kind: 'add', row: { department: '市场部', budget: 8000, used: 0 } },
  ] });
  expect(answer.body.data).toEqual({ version: 1 });
  const table = await b.table('dt-budget');
  expect(table.rows.map((r: { department: string }) => r.department)).toEqual(['行政部', '财务部', '销售部', '市场部']);
  const log = (await b.get(`${T}logs?tableId=dt-budget`)).body.data;
  expect(log.total).toBe(1);
  expect(log.list[0]).toMatchObject({ tableName: '部门预算', userName: '李四' });
  expect(log.list[0].changes.map((c: { kind: string; rowNumber: number }) => `${c.kind} ${c.rowNumber}`)).toEqual(['update 2', 'add 4']);
});

test('a save made on an older version is refused (409): the other save is never overwritten', async () => {
  const b = await backend();
  await b.as(FINANCE_HEAD);
  await b.post(`${T}save_rows`, { id: 'dt-budget', baseVersion: 0, edits: [{ kind: 'delete', index: 0 }] });
  const late = await b.post(`${T}save_rows`, { id: 'dt-budget', baseVersion: 0, edits: [{ kind: 'update', index: 0, row: { budget: 1 } }] });
  expect(late).toMatchObject({ status: 409, body: { msg: DataTableMessages.versionConflict } });
  expect((await b.table('dt-budget')).rows[0]).toEqual({ department: '财务部', budget: 30000, used: 8000 });
});

test('a cell of the wrong type is refused with the row and column named', async () => {
  const b = await backend();
  const answer = await b.post(`${T}save_rows`, { id: 'dt-supplies', baseVersion: 0, edits: [{ kind: 'update', index: 0, row: { since: '下周' } }] });
  expect(answer).toMatchObject({ status: 400, body: { msg: RowEditMessages.badCell(1, '上架日期', '日期（YYYY-MM-DD）') } });
});

test('set_access stores who may see and edit; a table someone may not see has no log for them (403)', async () => {
  const b = await backend();
  await b.as(SYSTEM_ADMIN);
  const onlyFinance = { everyone: false, deptIds: ['d-finance'], userIds: [], roleIds: [] };
  expect((await b.post(`${T}set_access`, { id: 'dt-supplies', viewers: onlyFinance, editors: onlyFinance })).status).toBe(200);
  expect((await b.get(`${T}get_access?id=dt-supplies`)).body.data.viewers).toEqual(onlyFinance);
  await b.as(APPLICANT);
  expect((await b.get(`${T}logs?tableId=dt-supplies`)).status).toBe(403);
  const list = (await b.get(`${T}list`)).body.data.list;
  expect(list.find((t: { id: string }) => t.id === 'dt-supplies')).toMatchObject({ mayView: false, mayEdit: false });
});

test('set_access refuses an empty choice or an unknown department, and keeps the old permissions', async () => {
  const b = await backend();
  await b.as(SYSTEM_ADMIN);
  const answer = await b.post(`${T}set_access`, { id: 'dt-supplies', viewers: { everyone: false, deptIds: ['d-gone'] }, editors: { everyone: false } });
  expect(answer.status).toBe(400);
  expect(answer.body.msg).toContain('「可查看」中的部门不存在：d-gone');
  expect(answer.body.msg).toContain('「可编辑」请至少选择一个部门、成员或角色，或选择所有人');
  expect((await b.get(`${T}get_access?id=dt-supplies`)).body.data.editors.everyone).toBe(true);
});
