// Issue 32, item 14: a failed design save showed the server's own text (`Internal Server Error:
// NullPointerException at com.example.Flow`), axios's `Network Error` and `timeout of 20000ms exceeded` beside
// 保存失败. Only Chinese reaches the user; the server's text goes to the console.
import { http as mswHttp, HttpResponse } from 'msw';
import { AxiosFlowModelApi } from '../../../adapters/http/axios-flow-model-api';
import { DesignerSession } from '../../../application/designer/designer-session';
import { createHarness, DEMO_ORIGIN, resetHarness, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
let logged: string[];
beforeAll(async () => { h = await createHarness(); });
beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'info').mockImplementation((...args: unknown[]) => { logged.push(args.map(String).join(' ')); });
});
afterEach(async () => { jest.restoreAllMocks(); await resetHarness(h); });
afterAll(() => h.close());

const ENGLISH = /[A-Za-z]{3,}/;
const SAVE = `${DEMO_ORIGIN}/flow/workflow/save_model_design`;

async function failedSave(): Promise<{ message: string; shown: string[] }> {
  const session = new DesignerSession(new AxiosFlowModelApi(h.http, h.errors));
  await session.load('model-leave');
  session.addControl(1);
  const before = h.notices.length;
  const result = await session.save();
  if (result.ok || result.reason === 'problems') throw new Error('expected the save to fail at the server');
  return { message: result.message, shown: [result.message, session.snapshot.error ?? '', ...h.notices.slice(before).map((n) => n.text)] };
}

describe('failures show only Chinese; the server\'s own text goes to the console', () => {
  it('a design save answered 500 "Internal Server Error: NullPointerException…" says 保存失败, and the console has the server text', async () => {
    h.server.use(mswHttp.post(SAVE, () => HttpResponse.json({ code: 500, msg: 'Internal Server Error: NullPointerException at com.example.Flow' }, { status: 500 })));
    const { message, shown } = await failedSave();
    expect(message).toBe('保存失败');
    for (const text of shown) expect(text).not.toMatch(ENGLISH);
    expect(logged.join('\n')).toContain('NullPointerException at com.example.Flow');
  });

  it('a design save with no answer (axios "Network Error") says 保存失败, not Network Error', async () => {
    h.server.use(mswHttp.post(SAVE, () => HttpResponse.error()));
    const { message, shown } = await failedSave();
    expect(message).toBe('保存失败');
    for (const text of shown) expect(text).not.toMatch(ENGLISH);
    expect(logged.join('\n')).toMatch(/network error/i);
  });

  it('a design save refused with an English 409/404 text says 保存失败, the toast 请求失败', async () => {
    h.server.use(mswHttp.post(SAVE, () => HttpResponse.json({ code: 404, msg: 'Not Found: model' }, { status: 404 })));
    const { message, shown } = await failedSave();
    expect(message).toBe('保存失败');
    expect(shown).toContain('请求失败');
    for (const text of shown) expect(text).not.toMatch(ENGLISH);
  });

  it('a Chinese server reason still reaches the user as it is', async () => {
    h.server.use(mswHttp.post(SAVE, () => HttpResponse.json({ code: 403, msg: '只有流程管理员可以保存设计' }, { status: 403 })));
    const { message } = await failedSave();
    expect(message).toBe('只有流程管理员可以保存设计');
  });
});
