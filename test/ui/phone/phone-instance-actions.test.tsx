/** @jest-environment jest-fixed-jsdom */
// Issue 20, the instance view's bottom action bar on a phone: exactly 更多 / 拒绝 / 同意 for the approver; 同意
// and 拒绝 through the comment sheet (拒绝 needs its reason: 请填写拒绝理由); 更多 → 退回, 转交, 加签, 评论 in an
// action sheet; the desktop keeps its comment box and buttons.
import '../controls/message-channel';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InstanceDrawer } from '../../../ui/approvals/instance-drawer';
import { makeInstance } from '../../application/approvals/fakes';
import { approverOffers } from '../../application/approvals/offers';
import { makeContainer, renderWith } from '../approvals/render-with-container';
import { preloadAppChunks } from '../../setup/preload-chunks';
import { phoneViewport } from './phone-viewport';

beforeAll(preloadAppChunks);

let viewport: ReturnType<typeof phoneViewport> | undefined;
afterEach(() => viewport?.restore());

const viewer = {
  taskId: 't1', nodeId: 'n1', editableControlIds: [], actions: approverOffers([{ nodeId: 'start', name: '发起人' }]), canWithdraw: false, canUrge: false, rejectNeedsComment: true,
  returnTargets: [{ nodeId: 'start', name: '发起人' }],
};

function openOnPhone() {
  viewport = phoneViewport(390);
  const { container, fakes } = makeContainer();
  fakes.instances.instances = [makeInstance('a', { viewer })];
  renderWith(container, <InstanceDrawer instanceId="a" onClose={() => undefined} />);
  return fakes;
}

/** antd spaces out two-character button labels (同 意): match them either way. */
const named = (label: string) => new RegExp(`^${label.split('').join('\\s*')}$`);
/** A sheet or dialog by its class (antd's ids are all "test-id" under jest, so dialogs have no usable name). */
const opened = async (className: string) => {
  const selector = `[role="dialog"].${className}, .${className} [role="dialog"]`;
  await waitFor(() => expect(document.querySelector(selector)).not.toBeNull());
  return document.querySelector(selector) as HTMLElement;
};
const bar = () => screen.findByRole('toolbar', { name: '审批操作' });
const names = (root: HTMLElement) => within(root).getAllByRole('button').map((b) => b.textContent?.replace(/\s+/g, ''));

test('the phone bottom bar holds exactly 更多, 拒绝 and 同意, with no comment box on the page', async () => {
  openOnPhone();
  expect(names(await bar())).toEqual(['更多', '拒绝', '同意']);
  expect(screen.queryByLabelText('审批意见')).toBeNull();
});

test('同意 on a phone opens the comment sheet; 确认同意 approves with the comment typed there', async () => {
  const fakes = openOnPhone();
  fireEvent.click(within(await bar()).getByRole('button', { name: named('同意') }));
  const sheet = await opened('comment-sheet-approve');
  fireEvent.change(within(sheet).getByLabelText('审批意见'), { target: { value: '同意，注意休息' } });
  fireEvent.click(within(sheet).getByRole('button', { name: '确认同意' }));
  await waitFor(() => expect(document.querySelector('.instance-drawer .status-tag')).toHaveTextContent('已通过'));
  expect(fakes.instances.actions.at(-1)?.action).toMatchObject({ action: 'approve', comment: '同意，注意休息' });
  expect(await screen.findByText('审批成功')).toBeInTheDocument();
});

test('拒绝 on a phone needs a reason: 请填写拒绝理由 in the sheet, nothing sent; with a reason it rejects', async () => {
  const fakes = openOnPhone();
  fireEvent.click(within(await bar()).getByRole('button', { name: named('拒绝') }));
  const sheet = await opened('comment-sheet-reject');
  expect(within(sheet).getByLabelText('审批意见')).toHaveAttribute('placeholder', '请填写拒绝理由（必填）');
  fireEvent.click(within(sheet).getByRole('button', { name: '确认拒绝' }));
  expect(await within(sheet).findByRole('alert')).toHaveTextContent('请填写拒绝理由');
  expect(fakes.instances.actions).toHaveLength(0);
  fireEvent.change(within(sheet).getByLabelText('审批意见'), { target: { value: '材料不全' } });
  fireEvent.click(within(sheet).getByRole('button', { name: '确认拒绝' }));
  await waitFor(() => expect(document.querySelector('.instance-drawer .status-tag')).toHaveTextContent('已拒绝'));
  expect(fakes.instances.actions.at(-1)?.action).toMatchObject({ action: 'reject', comment: '材料不全' });
});

test('closing the comment sheet keeps what was typed', async () => {
  openOnPhone();
  fireEvent.click(within(await bar()).getByRole('button', { name: named('拒绝') }));
  const sheet = await opened('comment-sheet-reject');
  fireEvent.change(within(sheet).getByLabelText('审批意见'), { target: { value: '再想想' } });
  fireEvent.click(within(sheet).getByRole('button', { name: named('取消') }));
  fireEvent.click(within(await bar()).getByRole('button', { name: named('同意') }));
  const again = await opened('comment-sheet-approve');
  expect(within(again).getByLabelText('审批意见')).toHaveValue('再想想');
});

test('更多 on a phone opens an action sheet with 退回, 转交, 加签 and 评论; 转交 opens its dialog', async () => {
  openOnPhone();
  fireEvent.click(within(await bar()).getByRole('button', { name: named('更多') }));
  const sheet = await opened('action-sheet');
  expect(names(sheet)).toEqual(['退回', '转交', '加签', '评论', '取消']);
  fireEvent.click(within(sheet).getByRole('button', { name: named('转交') }));
  expect(await screen.findByText('转交', { selector: '.action-transfer .ant-modal-title' })).toBeInTheDocument();
});

test('the desktop keeps its comment box and every action button in the footer', async () => {
  const { container, fakes } = makeContainer();
  fakes.instances.instances = [makeInstance('a', { viewer })];
  renderWith(container, <InstanceDrawer instanceId="a" onClose={() => undefined} />);
  expect(await screen.findByLabelText('审批意见')).toBeInTheDocument();
  expect(screen.queryByRole('toolbar', { name: '审批操作' })).toBeNull();
  for (const name of ['退回', '转交', '加签', '评论']) expect(screen.getByRole('button', { name: named(name) })).toBeInTheDocument();
});
