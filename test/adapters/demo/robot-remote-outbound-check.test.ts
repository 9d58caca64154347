// Issue 38, finding 1 for the other ways out: a group robot's webhook (issue 40) and a remote data source's address
// (接口管理) could point at the server's inside, as the http 触发器 did. Both now pass the one outbound check:
// at save (the robot list, add_api / upd_api) and again at send (the store's Outbound adapter, which resolves the
// host once, refuses inside addresses unless OUTBOUND_ALLOW names the host and follows no redirect).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeOutboundRequests } from '../../../adapters/outbound/node-outbound-requests';
import { ROBOTS_SETTING } from '../../../server/core/delivery-plan';
import type { RobotSetting } from '../../../server/core/store/demo-tables';
import { RobotWebhookChannel } from '../../../server/node/channels/robot-webhook-channel';
import { approvalBackend } from './approval-kit';

const W = '/flow/workflow/';
const posts: Array<{ url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }> = [];
const receiver: Server = createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => { text += chunk; });
  req.on('end', () => {
    posts.push({ url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : {} });
    if (req.url?.startsWith('/redirect')) { res.writeHead(307, { location: '/__demo/reset' }); res.end(); return; }
    res.setHeader('content-type', 'application/json');
    res.end(req.url?.startsWith('/refuses') ? '{"errcode":310000,"errmsg":"sign not match"}' : '{"errcode":0,"errmsg":"ok"}');
  });
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((done) => { receiver.listen(0, '127.0.0.1', done); });
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => { receiver.close(() => done()); }));
beforeEach(() => { posts.length = 0; });

/** A backend whose way out is the Node adapter (as demo-server and the real server mount it). */
async function backend(allow: readonly string[] = []) {
  const b = await approvalBackend();
  b.store.outboundAllow = allow;
  b.store.outbound = nodeOutboundRequests({ allow });
  await b.as('u-ceo');
  return b;
}
const robot = (url: string, extra: Partial<RobotSetting> = {}) => ({ channel: 'dingtalk', name: '人事群', url, modelIds: ['model-leave'], ...extra });

describe('group robots', () => {
  test.each([
    ['http://127.0.0.1:8090/__demo/import', '第 1 个机器人的地址不能使用：不能向本机回环地址发送请求：127.0.0.1'],
    ['http://169.254.169.254/latest/meta-data/', '第 1 个机器人的地址不能使用：不能向云平台元数据地址发送请求：169.254.169.254'],
    ['http://10.0.0.5/robot/send', '第 1 个机器人的地址不能使用：不能向内网地址发送请求：10.0.0.5'],
  ])('saving a robot whose webhook points at %s is refused', async (url, message) => {
    const b = await backend();
    const saved = await b.post(`${W}notify/robots`, { list: [robot(url)] });
    expect(saved.status).toBe(400);
    expect(saved.body.msg).toBe(message);
    expect((await b.get(`${W}notify/robots`)).body.data.list).toEqual([]);
  });

  test('a robot stored before the check (127.0.0.1, 169.254.169.254) is refused at send: 测试发送 and the delivery channel make no request', async () => {
    const b = await backend();
    const inside: RobotSetting[] = [
      { id: 'r-loop', channel: 'dingtalk', name: '回环', url: `http://127.0.0.1:${port}/robot/send?access_token=t` },
      { id: 'r-meta', channel: 'feishu', name: '元数据', url: 'http://169.254.169.254/latest/meta-data/' },
    ];
    await b.store.write((tx) => tx.settings.put({ key: ROBOTS_SETTING, value: inside }));
    const tested = await b.post(`${W}notify/test_robot`, { id: 'r-loop' });
    expect(tested.status).toBe(400);
    expect(tested.body.msg).toBe('测试发送失败：请求未发送：不能向本机回环地址发送请求：127.0.0.1');
    const channel = new RobotWebhookChannel('feishu', b.store.outbound);
    await expect(channel.send({ robot: inside[1]! }, { subject: '', text: '新的待办', html: '' })).rejects.toThrow('请求未发送：不能向云平台元数据地址发送请求：169.254.169.254');
    expect(posts).toEqual([]);
  });

  test('an allowlisted host passes: saved, and 测试发送 posts a signed DingTalk message with no redirect followed', async () => {
    const b = await backend(['127.0.0.1']);
    const saved = await b.post(`${W}notify/robots`, { list: [
      robot(`http://127.0.0.1:${port}/robot/send?access_token=t1`, { id: 'r-1', secret: 'SEC0123456789abcd' }),
      robot(`http://127.0.0.1:${port}/redirect`, { id: 'r-2', name: '跳转群' }),
    ] });
    expect(saved.status).toBe(200);
    const ok = await b.post(`${W}notify/test_robot`, { id: 'r-1' });
    expect(ok.status).toBe(200);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toMatch(/^\/robot\/send\?access_token=t1&timestamp=\d+&sign=/);
    expect(posts[0]!.headers.cookie).toBeUndefined();
    expect(posts[0]!.body).toEqual({ msgtype: 'text', text: { content: '【审批流】测试消息：群机器人「人事群」设置成功。' } });
    const redirected = await b.post(`${W}notify/test_robot`, { id: 'r-2' });
    expect(redirected.body.msg).toBe('测试发送失败：请求被重定向（HTTP 307），未跟随');
    expect(posts.map((p) => p.url)).toEqual([expect.stringMatching(/^\/robot\/send/), '/redirect']);
  });

  test('a robot\'s refusal in its answer (errcode) is a failed 测试发送', async () => {
    const b = await backend(['127.0.0.1']);
    await b.post(`${W}notify/robots`, { list: [robot(`http://127.0.0.1:${port}/refuses`, { id: 'r-1' })] });
    expect((await b.post(`${W}notify/test_robot`, { id: 'r-1' })).body.msg).toBe('测试发送失败：机器人接口拒绝：sign not match');
  });
});

describe('remote data sources (接口管理)', () => {
  test.each([
    ['http://127.0.0.1:8090/__demo/reset', '接口地址不能使用：不能向本机回环地址发送请求：127.0.0.1'],
    ['http://169.254.169.254/latest/meta-data/', '接口地址不能使用：不能向云平台元数据地址发送请求：169.254.169.254'],
    ['file:///etc/passwd', '接口地址不能使用：只能请求 http:// 或 https:// 地址：file:///etc/passwd'],
  ])('add_api and upd_api refuse a remote data address %s', async (url, message) => {
    const b = await backend();
    const added = await b.post(`${W}add_api`, { name: '内网接口', url, request_method: 'GET', request_content_type: 'application/json', params: [] });
    expect(added.status).toBe(400);
    expect(added.body.msg).toBe(message);
    const updated = await b.post(`${W}upd_api`, { id: 'api-agents', name: '代理商列表', url, request_method: 'POST', request_content_type: 'application/json', params: [] });
    expect(updated.status).toBe(400);
    expect((await b.get(`${W}get_api?id=api-agents`)).body.data.url).toBe('/api/demo/agents');
  });

  test('a path of the app\'s own services, a public address and an allowlisted inside host are saved', async () => {
    const b = await backend(['erp.internal']);
    for (const url of ['/api/demo/agents', 'https://crm.example.com/api/agents', 'http://erp.internal:8080/api/agents']) {
      const added = await b.post(`${W}add_api`, { name: '接口', url, request_method: 'GET', request_content_type: 'application/json', params: [] });
      expect({ url, status: added.status }).toEqual({ url, status: 200 });
    }
  });
});
