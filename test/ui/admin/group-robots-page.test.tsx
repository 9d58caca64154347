/** @jest-environment jest-fixed-jsdom */
// 群机器人 (issue 40): an administrator adds, edits, deletes and 测试发送 the group robots of DingTalk, WeCom and
// Feishu, per flow or per department; the signature secret is shown masked and sent only when typed anew; a
// refused address (issue 38's outbound check) is said in Chinese.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import { FlowModelApi } from '../../../application/ports/flow-model-api';
import { GroupRobotsApi, type GroupRobot, type GroupRobotSave } from '../../../application/ports/group-robots-api';
import { OrganizationApi } from '../../../application/ports/organization-api';
import GroupRobotsPage from '../../../ui/admin/group-robots-page';
import { preloadAppChunks } from '../../setup/preload-chunks';
import { renderAdminRoutes } from './render-admin-routes';

beforeAll(preloadAppChunks);
const WAIT = { timeout: 10_000 };

/** The robots in memory, answering as the server does: secrets kept when left out, shown masked. */
class MemoryGroupRobotsApi implements GroupRobotsApi {
  saves: GroupRobotSave[][] = [];
  tested: string[] = [];
  secrets = new Map<string, string>([['r-1', 'SEC0123456789abcd']]);
  robots: GroupRobot[] = [
    { id: 'r-1', channel: 'dingtalk', name: '人事审批群', url: 'https://oapi.dingtalk.com/robot/send?access_token=t1', secretMask: '******abcd', modelIds: ['model-leave'], deptIds: [] },
  ];
  async list() { return this.robots; }
  async save(list: readonly GroupRobotSave[]) {
    this.saves.push([...list]);
    if (list.some((r) => r.url.includes('127.0.0.1'))) {
      throw { config: {}, code: 400, data: { code: 400, msg: '第 2 个机器人的地址不能使用：不能向本机回环地址发送请求：127.0.0.1' } };
    }
    this.robots = list.map((r, i) => {
      const id = r.id ?? `r-new-${i}`;
      if (r.secret !== undefined) { if (r.secret) this.secrets.set(id, r.secret); else this.secrets.delete(id); }
      const secret = this.secrets.get(id);
      const { secret: _s, ...rest } = r;
      return { ...rest, id, ...(secret ? { secretMask: `******${secret.slice(-4)}` } : {}) };
    });
    return this.robots;
  }
  async test(id: string) {
    this.tested.push(id);
    if (id !== 'r-1') throw { config: {}, code: 400, data: { code: 400, msg: '测试发送失败：请求未发送：不能向云平台元数据地址发送请求：169.254.169.254' } };
  }
}

function renderPage() {
  const api = new MemoryGroupRobotsApi();
  const container = new Container();
  container.bind(GroupRobotsApi).toConstantValue(api);
  container.bind(FlowModelApi).toConstantValue({
    getCategoryList: async () => [{ id: 'c-1', name: '人事', models: [{ id: 'model-leave', name: '请假', categoryId: 'c-1', description: '', status: 'active' }, { id: 'model-trip', name: '出差', categoryId: 'c-1', description: '', status: 'active' }] }],
  } as unknown as FlowModelApi);
  container.bind(OrganizationApi).toConstantValue({ getAllDepartments: async () => [{ id: 'd-hr', name: '人事部' }] } as unknown as OrganizationApi);
  renderAdminRoutes(container, '/groupRobots', { '/groupRobots': <GroupRobotsPage /> });
  return api;
}

const rowOf = async (name: string) => (await screen.findByText(name, {}, WAIT)).closest('tr') as HTMLElement;

test('the list shows each robot\'s kind, address, masked secret and flows; the secret never in full', async () => {
  renderPage();
  const row = within(await rowOf('人事审批群'));
  expect(row.getByText('钉钉')).toBeInTheDocument();
  expect(row.getByText('******abcd')).toBeInTheDocument();
  expect(await row.findByText('请假', {}, WAIT)).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('SEC0123456789abcd');
});

test('添加机器人: a Feishu robot is saved with its secret; the others keep theirs unsent', async () => {
  const api = renderPage();
  await rowOf('人事审批群');
  fireEvent.click(screen.getByRole('button', { name: '添加机器人' }));
  const form = within(screen.getByRole('region', { name: '添加机器人' }));
  fireEvent.mouseDown(form.getByRole('combobox', { name: '机器人类型' }));
  fireEvent.click(await screen.findByTitle('飞书', {}, WAIT));
  fireEvent.change(form.getByLabelText('机器人名称'), { target: { value: '财务群' } });
  fireEvent.change(form.getByLabelText('Webhook 地址'), { target: { value: 'https://open.feishu.cn/open-apis/bot/v2/hook/abc' } });
  fireEvent.change(form.getByLabelText('签名密钥'), { target: { value: 'feishu-secret-9876' } });
  fireEvent.click(form.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('已保存机器人「财务群」', {}, WAIT)).toBeInTheDocument();
  const sent = api.saves.at(-1)!;
  expect(sent.find((r) => r.id === 'r-1')).not.toHaveProperty('secret');
  expect(sent.find((r) => r.name === '财务群')).toMatchObject({ channel: 'feishu', secret: 'feishu-secret-9876' });
  expect(within(await rowOf('财务群')).getByText('******9876')).toBeInTheDocument();
});

test('编辑 keeps the stored secret when the field stays empty; a refused address is said in Chinese', async () => {
  const api = renderPage();
  fireEvent.click(within(await rowOf('人事审批群')).getByRole('button', { name: '编辑「人事审批群」' }));
  const form = within(screen.getByRole('region', { name: '编辑机器人' }));
  expect(form.getByPlaceholderText('已设置（******abcd），不修改请留空')).toBeInTheDocument();
  fireEvent.change(form.getByLabelText('机器人名称'), { target: { value: '人事群' } });
  fireEvent.click(form.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('已保存机器人「人事群」', {}, WAIT)).toBeInTheDocument();
  expect(api.saves.at(-1)![0]).not.toHaveProperty('secret');
  expect(api.secrets.get('r-1')).toBe('SEC0123456789abcd');

  fireEvent.click(screen.getByRole('button', { name: '添加机器人' }));
  const adding = within(screen.getByRole('region', { name: '添加机器人' }));
  fireEvent.change(adding.getByLabelText('机器人名称'), { target: { value: '内网群' } });
  fireEvent.change(adding.getByLabelText('Webhook 地址'), { target: { value: 'http://127.0.0.1:8090/__demo/reset' } });
  fireEvent.click(adding.getByRole('button', { name: '保存' }));
  expect(await adding.findByText('第 2 个机器人的地址不能使用：不能向本机回环地址发送请求：127.0.0.1', {}, WAIT)).toBeInTheDocument();
});

test('测试发送 says whether the message went; 删除 removes the robot after confirming', async () => {
  const api = renderPage();
  fireEvent.click(within(await rowOf('人事审批群')).getByRole('button', { name: '测试发送「人事审批群」' }));
  expect(await screen.findByText('已向「人事审批群」发送测试消息', {}, WAIT)).toBeInTheDocument();
  expect(api.tested).toEqual(['r-1']);
  fireEvent.click(screen.getByRole('button', { name: '删除「人事审批群」' }));
  fireEvent.click(await screen.findByRole('button', { name: '删除' }, WAIT));
  expect(await screen.findByText('已删除机器人「人事审批群」', {}, WAIT)).toBeInTheDocument();
  expect(api.saves.at(-1)).toEqual([]);
  await waitFor(() => expect(screen.getByText('还没有群机器人')).toBeInTheDocument(), WAIT);
});
