import { NoticeModeSetting } from '../../../application/notice-mode/notice-mode';
import type { FlowModelApi } from '../../../application/ports/flow-model-api';
import { FakeFlowModelApi } from '../approvals/fake-flow-model-api';

function setup() {
  const api = new FakeFlowModelApi();
  return { api, setting: new NoticeModeSetting(api as unknown as FlowModelApi) };
}

describe('NoticeModeSetting', () => {
  test('notification mode is 99 (normal) when none is stored', async () => {
    const { setting } = setup();
    await setting.open('leave', '请假');
    expect(setting.getSnapshot()).toMatchObject({ modelId: 'leave', modelName: '请假', mode: 99, loading: false });
  });

  test('notification mode: an unknown stored value also reads as 99', async () => {
    const { api, setting } = setup();
    api.stored.set('leave', 5);
    await setting.open('leave');
    expect(setting.getSnapshot().mode).toBe(99);
  });

  test('notification mode set (10 weak, 0 none) and read back', async () => {
    const { api, setting } = setup();
    await setting.open('leave');
    expect(await setting.set(10)).toEqual({ ok: true, message: '提醒设置已保存' });
    setting.close();
    await setting.open('leave');
    expect(setting.getSnapshot().mode).toBe(10);
    await setting.set(0);
    await setting.open('leave');
    expect(setting.getSnapshot().mode).toBe(0);
    expect(api.sets).toEqual([['leave', 10], ['leave', 0]]);
  });

  test('a failed set says 设置提醒失败 and keeps the stored mode', async () => {
    const { api, setting } = setup();
    api.stored.set('leave', 10);
    await setting.open('leave');
    api.failSet = true;
    expect(await setting.set(0)).toEqual({ ok: false, message: '设置提醒失败' });
    expect(setting.getSnapshot()).toMatchObject({ mode: 10, saving: false });
  });

  test('a failed read still offers the choice, starting at 99', async () => {
    const { api, setting } = setup();
    api.failGet = true;
    await setting.open('leave');
    expect(setting.getSnapshot()).toMatchObject({ mode: 99, loading: false });
  });
});
