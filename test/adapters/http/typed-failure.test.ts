// Issue 24: the http adapter turns statuses and codes into the failure types the ports declare, so no use case
// or page ever reads a number; spec 7's {config, code, data} is kept on every one of them.
import { http as mswHttp, HttpResponse } from 'msw';
import {
  ConflictFailure, ForbiddenFailure, InvalidFailure, NotFoundFailure, OfflineFailure, isApiFailure,
} from '../../../application/ports/api-failure';
import { createHarness, DEMO_ORIGIN, resetHarness, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
beforeAll(async () => { h = await createHarness(); });
afterEach(async () => { await resetHarness(h); });
afterAll(() => h.close());

const failureOf = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: unknown) => error);

describe('typed failures from the http adapter', () => {
  it.each([
    [409, ConflictFailure],
    [404, NotFoundFailure],
    [403, ForbiddenFailure],
    [400, InvalidFailure],
    [422, InvalidFailure],
  ])('a %i answer rejects as the type a use case asks for, with {config, code, data}', async (status, Type) => {
    h.server.use(mswHttp.get(`${DEMO_ORIGIN}/flow/workflow/typed`, () => HttpResponse.json({ code: status, msg: '不行' }, { status })));
    const failure = await failureOf(h.http.get('/flow/workflow/typed'));
    expect(failure).toBeInstanceOf(Type);
    expect(failure).toMatchObject({ code: status, data: { msg: '不行' }, config: { method: 'GET' } });
  });

  it('a 2xx whose envelope code is 409 is a conflict too (the server answered, and refused)', async () => {
    h.server.use(mswHttp.post(`${DEMO_ORIGIN}/flow/workflow/typed`, () => HttpResponse.json({ code: 409, msg: '已被他人修改' })));
    expect(await failureOf(h.http.post('/flow/workflow/typed'))).toBeInstanceOf(ConflictFailure);
  });

  it('no answer at all (network down) rejects as offline', async () => {
    h.server.use(mswHttp.post(`${DEMO_ORIGIN}/flow/workflow/typed`, () => HttpResponse.error()));
    const failure = await failureOf(h.http.post('/flow/workflow/typed'));
    expect(failure).toBeInstanceOf(OfflineFailure);
    expect(failure).toMatchObject({ code: 1024 });
  });

  it('any other status stays a plain failure of spec 7', async () => {
    h.server.use(mswHttp.get(`${DEMO_ORIGIN}/flow/workflow/typed`, () => HttpResponse.json({ msg: 'boom' }, { status: 500 })));
    const failure = await failureOf(h.http.get('/flow/workflow/typed'));
    for (const Type of [ConflictFailure, NotFoundFailure, ForbiddenFailure, InvalidFailure, OfflineFailure]) expect(failure).not.toBeInstanceOf(Type);
    expect(isApiFailure(failure) && failure.code).toBe(500);
  });

  it('a stale design save through the real adapter and the demo backend is a ConflictFailure', async () => {
    const design = (await h.http.getData<{ version: number }>('/flow/workflow/get_model_design', { modelId: 'model-leave' }));
    await h.http.postData('/flow/workflow/save_model_design', design);
    expect(await failureOf(h.http.postData('/flow/workflow/save_model_design', design))).toBeInstanceOf(ConflictFailure);
  });
});
