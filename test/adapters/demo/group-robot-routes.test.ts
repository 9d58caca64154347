// 群机器人's routes (issue 40, guarded by 系统管理员; docs/API.md): the secret is never answered in full and is kept
// when an edit leaves it out; every change and 测试发送 is in 操作日志 without the secret or the webhook's token;
// anyone else gets 403.
import { approvalBackend } from './approval-kit';

const W = '/flow/workflow/';
const robot = { id: 'r-1', channel: 'feishu', name: '人事群', url: 'https://open.feishu.cn/open-apis/bot/v2/hook/tok-123', secret: 'feishu-secret-9876', modelIds: ['model-leave'], deptIds: ['d-admin'] };

test('the signature secret is answered masked, and kept when an edit leaves it out', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const saved = await b.post(`${W}notify/robots`, { list: [robot] });
  expect(saved.body.data.list).toEqual([{ id: 'r-1', channel: 'feishu', name: '人事群', url: robot.url, secretMask: '******9876', modelIds: ['model-leave'], deptIds: ['d-admin'] }]);
  const { secret: _secret, ...withoutSecret } = robot;
  await b.post(`${W}notify/robots`, { list: [{ ...withoutSecret, name: '人事审批群' }] });
  const listed = await b.get(`${W}notify/robots`);
  expect(JSON.stringify(listed.body)).not.toContain('feishu-secret-9876');
  expect(listed.body.data.list[0]).toMatchObject({ name: '人事审批群', secretMask: '******9876' });
  const stored = await b.store.read(async (tx) => (await tx.settings.get('notifyRobots'))?.value as Array<{ secret?: string }>);
  expect(stored[0]!.secret).toBe('feishu-secret-9876');
  // An empty secret removes it.
  await b.post(`${W}notify/robots`, { list: [{ ...withoutSecret, secret: '' }] });
  expect((await b.get(`${W}notify/robots`)).body.data.list[0]).not.toHaveProperty('secretMask');
});

test('every robot change and 测试发送 is in 操作日志, without the secret or the webhook token', async () => {
  const b = await approvalBackend();
  b.store.outbound = { send: async () => ({ ok: true, status: 200, body: '{"code":0}' }) };
  await b.as('u-ceo');
  await b.post(`${W}notify/robots`, { list: [robot] });
  expect((await b.post(`${W}notify/test_robot`, { id: 'r-1' })).status).toBe(200);
  await b.post(`${W}notify/robots`, { list: [] });
  const logs = (await b.get(`${W}operation_log/list?page=1&pageSize=50`)).body.data.list as Array<{ action: string; change?: string; userId?: string }>;
  const robotLogs = logs.filter((l) => l.action === 'save_robots' || l.action === 'test_robot');
  expect(robotLogs.map((l) => l.action).sort()).toEqual(['save_robots', 'save_robots', 'test_robot']);
  expect(robotLogs.every((l) => l.userId === 'u-ceo')).toBe(true);
  expect(robotLogs.some((l) => l.change?.includes('https://open.feishu.cn'))).toBe(true);
  expect(JSON.stringify(logs)).not.toContain('feishu-secret-9876');
  expect(JSON.stringify(logs)).not.toContain('tok-123');
});

test('someone without the 系统管理员 right is refused the robots, 测试发送 included', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  await b.post(`${W}notify/robots`, { list: [robot] });
  await b.as('u-hr-head');
  expect((await b.get(`${W}notify/robots`)).status).toBe(403);
  expect((await b.post(`${W}notify/robots`, { list: [] })).status).toBe(403);
  expect((await b.post(`${W}notify/test_robot`, { id: 'r-1' })).status).toBe(403);
});
