// 组织架构's .xlsx (issue 39) end to end below the page: the file written by 导出 and read back by 导入 (exceljs),
// through the OrganisationAdmin use case and its http adapter to the demo backend. A file of 20 people with one
// bad row is refused with that row's number and reason and nothing is imported.
import ExcelJS from 'exceljs';
import { AxiosAssigneeRoleApi } from '../../../adapters/http/axios-assignee-role-api';
import { AxiosOrganisationAdminApi } from '../../../adapters/http/axios-organisation-admin-api';
import { AxiosOrganizationApi } from '../../../adapters/http/axios-organization-api';
import { OrganisationAdmin } from '../../../application/admin/organisation-admin';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import { PERSON_COLUMNS, type OrgSheets } from '../../../application/ports/organisation-admin-api';
import { PERSON_SHEET, readOrgWorkbook, writeOrgWorkbook } from '../../../ui/organisation-admin/org-xlsx';
import { createHarness, resetHarness, type Harness } from '../../adapters/support/demo-harness';

let h: Harness & { close(): void };
let admin: OrganisationAdmin;
beforeAll(async () => { h = await createHarness(); });
beforeEach(async () => {
  await h.store.signInAs('u-ceo');
  const api = new AxiosOrganisationAdminApi(h.http);
  admin = new OrganisationAdmin(api, new OrganisationDirectory(new AxiosOrganizationApi(h.http), new AxiosAssigneeRoleApi(h.http)));
});
afterEach(async () => { await resetHarness(h); });
afterAll(() => h.close());

/** A workbook of the 人员 sheet only, as someone would fill it in: 20 new people of 人事行政部. */
async function twentyPeople(bad?: { index: number; mainDept: string }): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(PERSON_SHEET);
  sheet.addRow(PERSON_COLUMNS.map(([, header]) => header));
  for (let i = 0; i < 20; i++) {
    const number = `E8${String(i).padStart(3, '0')}`;
    sheet.addRow([number, `新同事${i + 1}`, `${number.toLowerCase()}@yunshan.example`, bad?.index === i ? bad.mainDept : 'd-admin', '', 'E1000', '', '在职']);
  }
  return await book.xlsx.writeBuffer() as ArrayBuffer;
}

const hired = () => (admin.getSnapshot().view?.people ?? []).filter((p) => p.employeeNumber.startsWith('E8'));

it('imports 20 people from an .xlsx file, each with the mail address of its 邮箱 column', async () => {
  const result = await admin.importSheets(await readOrgWorkbook(ExcelJS, await twentyPeople()));
  expect(result).toMatchObject({ ok: true, message: '已导入部门 0 个、人员 20 人' });
  expect(hired()).toHaveLength(20);
  expect(hired().find((p) => p.employeeNumber === 'E8000')).toMatchObject({ name: '新同事1', email: 'e8000@yunshan.example', deptIds: ['d-admin'], supervisorId: 'u-hr-head' });
});

it('a file with one bad row: that row is named with its number (the header is row 1) and reason, and none of the 20 is imported', async () => {
  const sheets = await readOrgWorkbook(ExcelJS, await twentyPeople({ index: 6, mainDept: 'd-gone' }));
  expect(sheets.people).toHaveLength(20);
  const result = await admin.importSheets(sheets);
  expect(result).toEqual({ ok: false, message: '导入失败：1 行有误，未导入任何数据' });
  expect(admin.getSnapshot().importErrors).toEqual([{ sheet: '人员', row: 8, reason: '部门不存在：d-gone' }]);
  await admin.load();
  expect(hired()).toHaveLength(0);
});

it('导出 writes both sheets; the file read back is what was exported, and importing it changes nothing', async () => {
  const exported: OrgSheets = await admin.exportSheets();
  const file = await writeOrgWorkbook(ExcelJS, exported);
  const read = await readOrgWorkbook(ExcelJS, file);
  expect(read).toEqual(exported);
  expect(read.people.find((p) => p.employeeNumber === 'E1000')).toMatchObject({ name: '周敏', email: 'e1000@yunshan.example', status: '在职' });
  await admin.load();
  const before = admin.getSnapshot().view;
  expect(await admin.importSheets(read)).toMatchObject({ ok: true });
  expect(admin.getSnapshot().view).toEqual(before);
});
