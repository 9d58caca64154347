// 定时任务 over HTTP: AxiosTimingTaskApi against the demo backend (paths under /flow/workflow/timing_task/,
// bodies, answers, refusals as ApiFailures with the Chinese message).
import { AxiosTimingTaskApi } from '../../../adapters/http/axios-timing-task-api';
import { createHarness, lastRequest, resetHarness, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
let api: AxiosTimingTaskApi;

beforeAll(async () => {
  h = await createHarness();
  api = new AxiosTimingTaskApi(h.http);
});
afterEach(async () => { await resetHarness(h); });
// 陈志远 (系统管理员) makes these admin calls: the backend refuses them to anyone without the right (issue 25).
beforeEach(async () => { await h.store.signInAs('u-ceo'); });
afterAll(() => h.close());

it('list, save, set_enabled, get and run go to their timing_task paths', async () => {
  expect((await api.list()).map((t) => t.name)).toEqual(['待办超时催办', '超时 7 天自动同意', '清理半年前的操作日志']);
  expect(lastRequest(h, '/timing_task/list').path).toBe('/flow/workflow/timing_task/list');

  const { id } = await api.save({ name: '周报催办', kind: 'overdueRemind', schedule: { kind: 'weekly', weekday: 5, hour: 17, minute: 0 }, enabled: true, params: { hours: 48 } });
  expect(JSON.parse(lastRequest(h, '/timing_task/save').body)).toMatchObject({ name: '周报催办', params: { hours: 48 } });

  await api.setEnabled(id, false);
  expect(JSON.parse(lastRequest(h, '/timing_task/set_enabled').body)).toEqual({ id, enabled: false });

  const run = await api.run(id);
  expect(JSON.parse(lastRequest(h, '/timing_task/run').body)).toEqual({ id });
  const detail = await api.get(id);
  expect(lastRequest(h, '/timing_task/get').search.get('id')).toBe(id);
  expect(detail.task).toMatchObject({ name: '周报催办', enabled: false, lastResult: run.result, lastSummary: run.summary });
  expect(detail.runs).toEqual([run]);
});

it('an unknown task rejects with 404 定时任务不存在; bad input with 400 and the validation messages', async () => {
  await expect(api.get('timing-nope')).rejects.toMatchObject({ code: 404, data: { msg: '定时任务不存在' } });
  await expect(api.save({ name: '', kind: 'overdueRemind', schedule: { kind: 'hourly', minute: 75 }, enabled: true, params: { hours: 24 } }))
    .rejects.toMatchObject({ code: 400, data: { msg: '请输入任务名称；分钟须为 0–59 之间的整数' } });
});
