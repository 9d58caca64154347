// Issue 18 item 4: under faults a user read the same Chinese 400 message twice (the global toast and the
// drawer's / submit bar's own message) and English next to Chinese. Submitting and acting now leave the
// message to the place where the user acted: one clear Chinese message, once.
import { http as mswHttp, HttpResponse } from 'msw';
import { AxiosFlowModelApi } from '../../../adapters/http/axios-flow-model-api';
import { AxiosInstanceApi } from '../../../adapters/http/axios-instance-api';
import { failureText } from '../../../application/shared/failure-text';
import { createHarness, DEMO_ORIGIN, resetHarness, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
beforeAll(async () => { h = await createHarness(); });
afterEach(async () => { await resetHarness(h); });
afterAll(() => h.close());

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

const answer = (status: number, msg: string) => () => HttpResponse.json({ code: status, msg, data: null }, { status });

describe('a failed submission or approval action is told once, by the page where the user acted', () => {
  it.each([
    ['act', (api: AxiosInstanceApi) => api.act({ instanceId: 'i1', action: 'approve', comment: '' }, 'k1'), '/flow/workflow/instance/action'],
    ['act (拒绝)', (api: AxiosInstanceApi) => api.act({ instanceId: 'i1', action: 'reject', comment: '不行' }, 'k2'), '/flow/workflow/instance/action'],
    ['addInstance', (api: AxiosInstanceApi) => api.addInstance({ modelId: 'm', values: {} }, 'k3'), '/flow/workflow/add_instance'],
    ['urge', (api: AxiosInstanceApi) => api.urge('i1'), '/flow/workflow/instance/urge'],
  ] as const)('%s: a Chinese 400 message is not also a global toast; the caller shows it', async (_, call, path) => {
    h.server.use(mswHttp.post(`${DEMO_ORIGIN}${path}`, answer(400, '该审批已被他人处理')));
    const before = h.notices.length;
    const error = await failureOf(call(new AxiosInstanceApi(h.http)));
    expect(h.notices.slice(before)).toEqual([]);
    expect(failureText(error, '操作失败，请稍后重试')).toBe('该审批已被他人处理');
  });

  it('an English 400 message or a 500 becomes the caller\'s Chinese fallback, with no English anywhere', async () => {
    h.server.use(mswHttp.post(`${DEMO_ORIGIN}/flow/workflow/instance/action`, answer(400, 'Bad Request: invalid parameter')));
    const before = h.notices.length;
    const error = await failureOf(new AxiosInstanceApi(h.http).act({ instanceId: 'i1', action: 'approve', comment: '' }, 'k4'));
    expect(h.notices.slice(before)).toEqual([]);
    expect(failureText(error, '操作失败，请稍后重试')).toBe('操作失败，请稍后重试');
  });

  it('a read still gets the global handler\'s message (nothing on the page would say it otherwise)', async () => {
    h.server.use(mswHttp.get(`${DEMO_ORIGIN}/flow/workflow/get_instance`, answer(400, '审批不存在')));
    const before = h.notices.length;
    await failureOf(new AxiosInstanceApi(h.http).getInstance('nope'));
    expect(h.notices.slice(before).map((n) => n.text)).toEqual(['审批不存在']);
  });
});

describe('the launch page says once why a flow cannot be filled', () => {
  it('the published design of a flow never published: no global toast, the page shows 该流程尚未发布，无法发起', async () => {
    h.server.use(mswHttp.get(`${DEMO_ORIGIN}/flow/workflow/get_model_design`, answer(400, '该流程尚未发布，无法发起')));
    const before = h.notices.length;
    const error = await failureOf(new AxiosFlowModelApi(h.http, h.errors).getModelDesign('model-new', 'published'));
    expect(h.notices.slice(before)).toEqual([]);
    expect(failureText(error, '未找到该流程的表单')).toBe('该流程尚未发布，无法发起');
  });

  it('the designer\'s read of the newest design still gets the global message', async () => {
    h.server.use(mswHttp.get(`${DEMO_ORIGIN}/flow/workflow/get_model_design`, answer(400, '流程设计不存在')));
    const before = h.notices.length;
    await failureOf(new AxiosFlowModelApi(h.http, h.errors).getModelDesign('model-gone'));
    expect(h.notices.slice(before).map((n) => n.text)).toEqual(['流程设计不存在']);
  });
});
