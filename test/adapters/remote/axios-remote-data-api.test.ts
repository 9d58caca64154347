import { AxiosRemoteDataApi } from '../../../adapters/remote/axios-remote-data-api';
import { createHarness, lastRequest, resetHarness, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
let remote: AxiosRemoteDataApi;
beforeAll(async () => { h = await createHarness(); remote = new AxiosRemoteDataApi(h.http, h.errors); });
afterEach(async () => { await resetHarness(h); });
afterAll(() => h.close());

describe('AxiosRemoteDataApi contract (spec 7 remote calls)', () => {
  it('remote dropdown: API definitions with pageSize 9999 and status Active, reading apis', async () => {
    const list = await remote.listActiveApis();
    const sent = lastRequest(h, '/get_apis');
    expect(sent.search.get('pageSize')).toBe('9999');
    expect(sent.search.get('status')).toBe('Active');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.status === 'Active')).toBe(true);
  });

  it('remote input, GET: fetches the definition by id, sends params in the query with the text in the input param', async () => {
    const options = await remote.search('api-staff', '张');
    expect(lastRequest(h, '/get_api').search.get('id')).toBe('api-staff');
    expect(lastRequest(h, '/api/baseinfo/get_staff_list').search.get('name')).toBe('张');
    expect(options).toEqual([expect.objectContaining({ id: 'u-applicant', value: '张三', isRemote: true })]);
  });

  it('remote input, POST: params in the body; agent endpoints read agents', async () => {
    const options = await remote.search('api-agents', '华东');
    const sent = lastRequest(h, '/api/demo/agents');
    expect(sent.method).toBe('POST');
    expect(JSON.parse(sent.body)).toEqual({ keyword: '华东', region: 'all' });
    expect(options.map((o) => [o.id, o.value])).toEqual([['ag-1', '华东代理商']]);
  });

  it('issue 38: a definition saved before the outbound check that points at 169.254.169.254 or 127.0.0.1 is never called', async () => {
    await h.store.write(async (tx) => {
      await tx.apis.put({ id: 'api-meta', name: '元数据', url: 'http://169.254.169.254/latest/meta-data/', request_method: 'GET', request_content_type: 'application/json', params: [{ name: 'q', value: '', input: true }], status: 'Active' });
      await tx.apis.put({ id: 'api-loop', name: '回环', url: 'http://127.0.0.1:8090/__demo/reset', request_method: 'POST', request_content_type: 'application/json', params: [{ name: 'q', value: '', input: true }], status: 'Active' });
    });
    await expect(remote.search('api-meta', 'x')).rejects.toMatchObject({ code: 400, data: { msg: '接口地址不能使用：不能向云平台元数据地址发送请求：169.254.169.254' } });
    await expect(remote.search('api-loop', 'x')).rejects.toMatchObject({ code: 400, data: { msg: '接口地址不能使用：不能向本机回环地址发送请求：127.0.0.1' } });
    expect(h.requests.filter((r) => r.path.includes('meta-data') || r.path.includes('__demo'))).toEqual([]);
  });

  it('remote input: school lookups map school_name', async () => {
    const options = await remote.search('api-schools', '北京');
    expect(options.map((o) => o.value)).toEqual(['北京市第一中学', '北京大学附属中学']);
  });

  it('days input: the API by id called with begin/end, reads days', async () => {
    await expect(remote.fetchDays('api-leave-days', '2025-03-10 09:00', '2025-03-12 09:00')).resolves.toBe(2);
    const sent = lastRequest(h, '/api/demo/leave_days');
    expect(sent.search.get('begin')).toBe('2025-03-10 09:00');
    expect(sent.search.get('end')).toBe('2025-03-12 09:00');
  });

  it('issue 32: the demo 请假天数 counts working days of the default calendar — 周一 09:00 – 周五 18:00 is 5, a 2-day leave 2', async () => {
    await expect(remote.fetchDays('api-leave-days', '2025-03-10 09:00', '2025-03-14 18:00')).resolves.toBe(5);
    await expect(remote.fetchDays('api-leave-days', '2025-03-10 09:00', '2025-03-11 18:00')).resolves.toBe(2);
    await expect(remote.fetchDays('api-leave-days', '2025-03-14 09:00', '2025-03-17 18:00')).resolves.toBe(2);
  });

  it('days input failure: the message 获取数据失败 and days 0', async () => {
    await expect(remote.fetchDays('api-leave-days', '2025-03-12', '2025-03-10')).resolves.toBe(0);
    expect(h.notices).toEqual([{ level: 'error', code: 400, text: '获取数据失败' }]);
  });

  it('form-value list with page 0 and pageSize 999', async () => {
    const items = await remote.listFormValueItems('fv-vehicle');
    const sent = lastRequest(h, '/get_form_values');
    expect([sent.search.get('page'), sent.search.get('pageSize')]).toEqual(['0', '999']);
    expect(items.map((i) => i.value)).toEqual(['飞机', '高铁', '汽车', '轮船']);
  });

  it('submit form: posts the param body to the given url', async () => {
    const answer = await remote.submitToUrl('/api/demo/submit', { a: 1 });
    expect(JSON.parse(lastRequest(h, '/api/demo/submit').body)).toEqual({ a: 1 });
    expect(answer).toMatchObject({ data: { received: { a: 1 } } });
  });
});
