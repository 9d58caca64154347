import { http as mswHttp, HttpResponse, delay } from 'msw';
import { isUnreadableAnswer, NETWORK_ERROR_CODE, UNREADABLE_ANSWER_CODE, type ApiFailure } from '../../../application/ports/api-failure';
import { AxiosHttpClient, REQUEST_TIMEOUT_MS } from '../../../adapters/http/axios-http-client';
import { RxApiErrors } from '../../../adapters/http/rx-api-errors';
import { createHarness, DEMO_ORIGIN, RecordingParentWindow, resetHarness, VALID_LEAVE_VALUES, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
beforeAll(async () => { h = await createHarness(); });
afterEach(async () => { await resetHarness(h); });
afterAll(() => h.close());

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (error) {
    return error as ApiFailure;
  }
  throw new Error('expected a failure');
}

describe('spec 7 base client', () => {
  it('selects the host by the first path segment and keeps the path', async () => {
    const client = new AxiosHttpClient({ hosts: { flow: 'http://flow.test', api: 'http://api.test/' }, parentOrigin: '', feedbackFlowId: '', notifyUrl: '' }, new RxApiErrors(), new RecordingParentWindow());
    expect(client.resolveUrl('/flow/workflow/get_model')).toBe('http://flow.test/flow/workflow/get_model');
    expect(client.resolveUrl('/api/baseinfo/get_user_summary')).toBe('http://api.test/api/baseinfo/get_user_summary');
    expect(client.resolveUrl('https://elsewhere.test/x')).toBe('https://elsewhere.test/x');
    h.server.use(mswHttp.get('http://flow.test/flow/workflow/ping', () => HttpResponse.json({ code: 0, data: 'flow host' })));
    await expect(client.getData('/flow/workflow/ping')).resolves.toBe('flow host');
  });

  it('a missing host gives the message "{segment} 对应的转发 HOST 未设置" and sends nothing', async () => {
    const errors = new RxApiErrors();
    const texts: string[] = [];
    errors.errors$.subscribe((n) => texts.push(n.text));
    const client = new AxiosHttpClient({ hosts: { flow: DEMO_ORIGIN }, parentOrigin: '', feedbackFlowId: '', notifyUrl: '' }, errors, new RecordingParentWindow());
    const failure = await failureOf(client.get('/bzp_api/v3/questions'));
    expect(texts).toEqual(['bzp_api 对应的转发 HOST 未设置']);
    expect(failure.data).toEqual({ msg: 'bzp_api 对应的转发 HOST 未设置' });
    expect(h.requests).toHaveLength(0);
  });

  it('sends cookies (withCredentials) and times out after 20 s; uploads have no timeout', async () => {
    expect(h.http.instance.defaults.withCredentials).toBe(true);
    expect(h.http.instance.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    let seenTimeout: number | undefined;
    h.http.instance.interceptors.request.use((config) => { seenTimeout = config.timeout; return config; });
    await h.http.post('/api/storage/add_file', new FormData(), { upload: true }).catch(() => undefined);
    expect(seenTimeout).toBe(0);
    h.http.instance.interceptors.request.clear();
  });

  it('a timeout is normalised to code 1024 and is silent', async () => {
    const original = h.http.instance.defaults.timeout;
    h.http.instance.defaults.timeout = 50;
    h.server.use(mswHttp.post(`${DEMO_ORIGIN}/flow/workflow/slow`, async () => { await delay(500); return HttpResponse.json({ code: 0 }); }));
    const failure = await failureOf(h.http.post('/flow/workflow/slow'));
    h.http.instance.defaults.timeout = original;
    expect(failure.code).toBe(NETWORK_ERROR_CODE);
    expect(failure.config).toEqual({ url: `${DEMO_ORIGIN}/flow/workflow/slow`, method: 'POST' });
    expect(h.notices).toEqual([]);
  });

  it('a response with code 40000 posts backLogin to the parent window and sends the app to /login (登录已过期)', async () => {
    h.store.setFault('/flow/workflow/get_model', '40000');
    const failure = await failureOf(h.http.get('/flow/workflow/get_model', { id: 'model-leave' }));
    expect(failure.code).toBe(40000);
    expect(h.parent.posted).toEqual([{ type: 'backLogin' }]);
    expect(h.sessionEnds).toEqual([{ reason: 'loginExpired', redirectTo: '/login' }]);
    expect(h.notices).toEqual([]);
  });

  it("the real server's answer without a session (HTTP 401, code 40000) is the same session end, not a plain 401", async () => {
    h.server.use(mswHttp.get('*/flow/workflow/get_model', () => HttpResponse.json({ code: 40000, msg: '登录已失效，请重新登录', data: null }, { status: 401 })));
    const failure = await failureOf(h.http.get('/flow/workflow/get_model', { id: 'model-leave' }));
    expect(failure.code).toBe(40000);
    expect(h.parent.posted).toEqual([{ type: 'backLogin' }]);
    expect(h.sessionEnds).toEqual([{ reason: 'loginExpired', redirectTo: '/login' }]);
    expect(h.notices).toEqual([]);
  });

  it.each([
    [404, { code: 404, msg: '流程不存在', data: null }],
    [500, { code: 500, msg: 'Internal Server Error' }],
  ])('normalises an HTTP %i error to {config, code, data}', async (status, data) => {
    h.server.use(mswHttp.get(`${DEMO_ORIGIN}/flow/workflow/broken`, () => HttpResponse.json(data, { status })));
    const failure = await failureOf(h.http.get('/flow/workflow/broken'));
    expect(failure).toEqual({ config: { url: `${DEMO_ORIGIN}/flow/workflow/broken`, method: 'GET' }, code: status, data });
  });

  it('normalises a network error to code 1024', async () => {
    h.store.setFault('/flow/workflow/upd_model', 'network');
    const failure = await failureOf(h.http.post('/flow/workflow/upd_model', { id: 'x' }));
    expect(failure.code).toBe(1024);
    expect(failure.config.method).toBe('POST');
  });
});

describe('issue 33: an unreadable answer is a failure', () => {
  it('a 200 whose body is not JSON rejects with code 1025 and a Chinese toast, not a success', async () => {
    h.store.setFault('/flow/workflow/instance/approve', 'malformed');
    const failure = await failureOf(h.http.postData('/flow/workflow/instance/approve', { instanceId: 'x' }));
    expect(failure.code).toBe(UNREADABLE_ANSWER_CODE);
    expect(isUnreadableAnswer(failure)).toBe(true);
    expect(h.notices.map((n) => n.text)).toEqual(['服务器的应答无法识别，无法确认操作是否生效']);
  });

  it('an empty 200 body is unreadable too, even for a plain get, and is not retried', async () => {
    let calls = 0;
    h.server.use(mswHttp.get(`${DEMO_ORIGIN}/flow/workflow/empty`, () => { calls += 1; return new HttpResponse('', { status: 200 }); }));
    expect((await failureOf(h.http.get('/flow/workflow/empty'))).code).toBe(UNREADABLE_ANSWER_CODE);
    expect(calls).toBe(1);
  });

  it('getData / postData need the {code, data} envelope: a JSON array or null is unreadable', async () => {
    h.server.use(mswHttp.get(`${DEMO_ORIGIN}/flow/workflow/array`, () => HttpResponse.json([1, 2])));
    h.server.use(mswHttp.post(`${DEMO_ORIGIN}/flow/workflow/null`, () => HttpResponse.json(null)));
    expect((await failureOf(h.http.getData('/flow/workflow/array'))).code).toBe(UNREADABLE_ANSWER_CODE);
    expect((await failureOf(h.http.postData('/flow/workflow/null'))).code).toBe(UNREADABLE_ANSWER_CODE);
  });
});

describe('spec 8 error catalogue, end to end through the demo handlers', () => {
  const call = () => failureOf(h.http.get('/flow/workflow/get_category_list'));
  const fault = (f: Parameters<typeof h.store.setFault>[1]) => h.store.setFault('/flow/workflow/get_category_list', f);

  it('generic handler: shows the server msg (e.g. 404 流程不存在)', async () => {
    await failureOf(h.http.get('/flow/workflow/get_model', { id: 'nope' }));
    expect(h.notices).toEqual([{ level: 'error', code: 404, text: '流程不存在' }]);
  });

  it('generic handler: falls back to 请求失败 when there is no msg, message or error', async () => {
    h.server.use(mswHttp.get(`${DEMO_ORIGIN}/flow/workflow/get_model`, () => HttpResponse.json({}, { status: 403 })));
    await failureOf(h.http.get('/flow/workflow/get_model'));
    expect(h.notices).toEqual([{ level: 'error', code: 403, text: '请求失败' }]);
  });

  it('generic handler: reads message and error too', async () => {
    h.server.use(
      mswHttp.get(`${DEMO_ORIGIN}/flow/workflow/a`, () => HttpResponse.json({ message: '没有权限' }, { status: 403 })),
      mswHttp.get(`${DEMO_ORIGIN}/flow/workflow/b`, () => HttpResponse.json({ error: '冲突' }, { status: 409 })),
    );
    await failureOf(h.http.get('/flow/workflow/a'));
    await failureOf(h.http.get('/flow/workflow/b'));
    expect(h.notices.map((n) => n.text)).toEqual(['没有权限', '冲突']);
  });

  it('400 shows the server message when it contains Chinese', async () => {
    fault('400');
    await call();
    expect(h.notices).toEqual([{ level: 'error', code: 400, text: '参数错误：请检查填写的内容' }]);
  });

  it('400 without Chinese text shows the fallback 请求失败', async () => {
    fault('400-en');
    await call();
    expect(h.notices).toEqual([{ level: 'error', code: 400, text: '请求失败' }]);
  });

  it('500 with a null-user TypeError logs out, warns 登录已过期，请重新登录 and goes to /login', async () => {
    fault('500-null-user');
    await call();
    expect(h.notices).toEqual([{ level: 'warning', code: 500, text: '登录已过期，请重新登录' }]);
    expect(h.sessionEnds).toEqual([{ reason: 'loginExpired', redirectTo: '/login' }]);
  });

  it('other 500 shows 请求失败，请检查网络或联系系统管理员', async () => {
    fault('500');
    const failure = await call();
    expect(failure.code).toBe(500);
    expect(h.notices).toEqual([{ level: 'error', code: 500, text: '请求失败，请检查网络或联系系统管理员' }]);
    expect(h.sessionEnds).toEqual([]);
  });

  it.each(['502', '503', 'network'] as const)('%s is silent', async (f) => {
    fault(f);
    const failure = await call();
    expect([502, 503, 1024]).toContain(failure.code);
    expect(h.notices).toEqual([]);
  });

  it('a fault can also be asked for with the x-demo-fault header', async () => {
    const failure = await failureOf(h.http.get('/flow/workflow/get_category_list', undefined, { headers: { 'x-demo-fault': '502' } }));
    expect(failure.code).toBe(502);
  });
});

describe('retries and idempotency', () => {
  it('a failed GET is retried at most 3 times, then succeeds if the server recovers', async () => {
    h.store.setFault('/flow/workflow/get_category_list', '503', 2);
    const categories = await h.http.getData<unknown[]>('/flow/workflow/get_category_list');
    expect(categories.length).toBeGreaterThan(0);
    expect(h.requests.filter((r) => r.path.endsWith('get_category_list'))).toHaveLength(3);
  });

  it('a GET gives up after 1 + 3 attempts', async () => {
    h.store.setFault('/flow/workflow/get_category_list', '502');
    await failureOf(h.http.get('/flow/workflow/get_category_list'));
    expect(h.requests.filter((r) => r.path.endsWith('get_category_list'))).toHaveLength(4);
  });

  it('a 4xx GET and any failed POST are never retried', async () => {
    await failureOf(h.http.get('/flow/workflow/get_model', { id: 'nope' }));
    h.store.setFault('/flow/workflow/add_instance', '503');
    await failureOf(h.http.post('/flow/workflow/add_instance', {}));
    expect(h.requests.filter((r) => r.path.endsWith('get_model'))).toHaveLength(1);
    expect(h.requests.filter((r) => r.path.endsWith('add_instance'))).toHaveLength(1);
  });

  it('sends the Idempotency-Key header of a submission', async () => {
    await h.http.post('/flow/workflow/add_instance', { modelId: 'model-leave', values: VALID_LEAVE_VALUES }, { idempotencyKey: 'key-1' });
    expect(h.requests.at(-1)?.headers.get('idempotency-key')).toBe('key-1');
  });
});
