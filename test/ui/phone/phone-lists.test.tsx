/** @jest-environment jest-fixed-jsdom */
// Issue 20, lists on a phone: cards (flow, title, applicant, where it waits, status, time), the filters in a
// sheet, 加载更多 instead of a pager, pull to refresh; the desktop keeps its table.
import '../controls/message-channel';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import InstanceListPage from '../../../ui/approvals/instance-list-page';
import { makeInstance } from '../../application/approvals/fakes';
import { makeContainer, renderWith } from '../approvals/render-with-container';
import { preloadAppChunks } from '../../setup/preload-chunks';
import { phoneViewport } from './phone-viewport';
import { PULL_THRESHOLD } from '../../../ui/shell/pull-to-refresh';

beforeAll(preloadAppChunks);

let viewport: ReturnType<typeof phoneViewport>;
afterEach(() => viewport.restore());

function seeded(count: number) {
  const { container, fakes } = makeContainer();
  fakes.instances.instances = Array.from({ length: count }, (_, i) => makeInstance(`i${i + 1}`, {
    currentNodes: [{ nodeId: 'n1', nodeName: '部门负责人', userIds: ['u-approver'], userNames: ['李四'] }],
  }));
  return { container, fakes };
}

const cards = () => [...document.querySelectorAll('.instance-card')];

test('on a phone a list shows cards, not a table: flow, status, title, applicant, current step, time', async () => {
  viewport = phoneViewport(390);
  const { container } = seeded(2);
  renderWith(container, <InstanceListPage kind="work" />);
  const card = await screen.findByRole('button', { name: '审批 张三的请假 i1' });
  expect(document.querySelector('.instance-table')).toBeNull();
  expect(document.querySelector('.ant-pagination')).toBeNull();
  expect(card).toHaveTextContent('请假');
  expect(card).toHaveTextContent('审批中');
  expect(card).toHaveTextContent('申请人：张三 · 销售部');
  expect(card).toHaveTextContent('当前：部门负责人（李四）');
  expect(card).toHaveTextContent(/2024-05-02 \d\d:00 提交/);
  expect(cards()).toHaveLength(2);
});

test('tapping a card opens the instance (?instanceId= in the URL, as on the desktop)', async () => {
  viewport = phoneViewport(390);
  const { container } = seeded(1);
  renderWith(container, <InstanceListPage kind="work" />);
  fireEvent.click(await screen.findByRole('button', { name: '审批 张三的请假 i1' }));
  expect(await screen.findByText('表单内容', {}, { timeout: 10000 })).toBeInTheDocument();
});

test('加载更多 adds the next rows below the ones shown, until 已全部加载', async () => {
  viewport = phoneViewport(390);
  const { container } = seeded(23);
  renderWith(container, <InstanceListPage kind="work" />);
  await screen.findByRole('button', { name: '审批 张三的请假 i1' });
  expect(cards()).toHaveLength(10);
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  await waitFor(() => expect(cards()).toHaveLength(20));
  expect(cards()[0]).toHaveAttribute('data-instance-id', 'i1');
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  await waitFor(() => expect(cards()).toHaveLength(23));
  expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  expect(screen.getByText('已全部加载，共 23 条')).toBeInTheDocument();
});

test('the filters live in a sheet: 筛选 opens it, 确定 applies them and the button counts them', async () => {
  viewport = phoneViewport(390);
  const { container, fakes } = seeded(3);
  fakes.instances.userId = 'u-applicant';
  renderWith(container, <InstanceListPage kind="my" />);
  await screen.findByRole('button', { name: '查看 张三的请假 i1' });
  fireEvent.click(screen.getByRole('button', { name: /^筛\s*选$/ }));
  const sheet = await screen.findByRole('dialog');
  fireEvent.change(within(sheet).getByLabelText('提交开始日期'), { target: { value: '2024-05-01' } });
  fireEvent.change(within(sheet).getByLabelText('提交结束日期'), { target: { value: '2024-05-03' } });
  fireEvent.click(within(sheet).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: '筛选（1）' })).toBeInTheDocument());
  const last = fakes.instances.calls.filter((call) => call.method === 'getMyInstances').at(-1)!;
  expect(last.args[0]).toMatchObject({ createdFrom: '2024-05-01', createdTo: '2024-05-03', page: 0 });
  // 重置 clears them all.
  fireEvent.click(screen.getByRole('button', { name: '筛选（1）' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /重\s*置/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: /^筛\s*选$/ })).toBeInTheDocument());
});

test('the keyword searches from the page itself', async () => {
  viewport = phoneViewport(390);
  const { container, fakes } = seeded(3);
  renderWith(container, <InstanceListPage kind="work" />);
  await screen.findByRole('button', { name: '审批 张三的请假 i1' });
  fireEvent.change(screen.getByLabelText('关键字'), { target: { value: 'i2' } });
  fireEvent.keyDown(screen.getByLabelText('关键字'), { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(cards()).toHaveLength(1));
  expect(cards()[0]).toHaveAttribute('data-instance-id', 'i2');
  expect(fakes.instances.calls.at(-1)!.args[1]).toMatchObject({ keyword: 'i2' });
});

function pull(distance: number) {
  const target = document.querySelector('.pull-to-refresh')!;
  fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: 100 + distance }] });
}

test('pull to refresh: 下拉刷新, past the threshold 松开刷新, and letting go reloads the list', async () => {
  viewport = phoneViewport(390);
  const { container, fakes } = seeded(1);
  renderWith(container, <InstanceListPage kind="work" />);
  await screen.findByRole('button', { name: '审批 张三的请假 i1' });
  const loads = () => fakes.instances.calls.filter((call) => call.method === 'getWorkInstances').length;
  const before = loads();
  pull(PULL_THRESHOLD); // damped to half: not far enough
  expect(document.querySelector('.pull-indicator')).toHaveTextContent('下拉刷新');
  fireEvent.touchEnd(document.querySelector('.pull-to-refresh')!);
  expect(loads()).toBe(before);
  fakes.instances.instances.push(makeInstance('new'));
  pull(PULL_THRESHOLD * 2 + 10);
  expect(document.querySelector('.pull-indicator')).toHaveTextContent('松开刷新');
  await act(async () => { fireEvent.touchEnd(document.querySelector('.pull-to-refresh')!); });
  await waitFor(() => expect(cards()).toHaveLength(2));
  expect(loads()).toBe(before + 1);
  await waitFor(() => expect(document.querySelector('.pull-indicator')).toHaveTextContent(''));
});

test('from 768 px the list is the table with its pager, as before', async () => {
  viewport = phoneViewport(1280);
  const { container } = seeded(12);
  renderWith(container, <InstanceListPage kind="work" />);
  expect(await screen.findByText('张三的请假 i1')).toBeInTheDocument();
  expect(document.querySelector('.instance-table')).toBeInTheDocument();
  expect(screen.getByText('共 12 条')).toBeInTheDocument();
  expect(cards()).toHaveLength(0);
});

test('on a phone the instance view opens full-screen, with the drawer\'s own actions in its bottom bar', async () => {
  viewport = phoneViewport(390);
  const { container } = seeded(1);
  renderWith(container, <InstanceListPage kind="work" />);
  fireEvent.click(await screen.findByRole('button', { name: '审批 张三的请假 i1' }));
  await screen.findByText('表单内容', {}, { timeout: 10000 });
  const root = document.querySelector('.instance-drawer-phone');
  expect(root).toBeInTheDocument();
  expect(root!.querySelector<HTMLElement>('.ant-drawer-content-wrapper')!.style.width).toBe('100%');
  const footer = root!.querySelector('.ant-drawer-footer')!;
  expect(within(footer as HTMLElement).getByRole('button', { name: /同\s*意/ })).toBeInTheDocument();
  expect(within(footer as HTMLElement).getByRole('button', { name: /拒\s*绝/ })).toBeInTheDocument();
});

test('批量审批 on a phone: cards with a check box each, the selection counted for 批量同意', async () => {
  viewport = phoneViewport(390);
  const { container } = seeded(3);
  const { default: BatchApprovePage } = await import('../../../ui/approvals/batch-approve-page');
  renderWith(container, <BatchApprovePage />);
  await screen.findByRole('button', { name: '审批 张三的请假 i1' });
  expect(document.querySelector('.instance-table')).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: '选择 张三的请假 i1' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '选择 张三的请假 i3' }));
  expect(document.querySelector('.batch-selected')).toHaveTextContent('已选 2 条');
  fireEvent.click(screen.getByRole('checkbox', { name: '选择 张三的请假 i1' }));
  expect(document.querySelector('.batch-selected')).toHaveTextContent('已选 1 条');
});
