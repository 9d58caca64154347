/** @jest-environment jest-fixed-jsdom */
// 我的 → 代理设置 (issue 27): my delegations listed with whether each is in force; 删除 asks first.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DelegationApi, type DelegationDraft, type DelegationList } from '../../../application/ports/delegation-api';
import { delegationPhase } from '../../../application/approvals/delegation-settings';
import DelegationPage from '../../../ui/approvals/delegation-page';
import { makeContainer, renderWith } from './render-with-container';

class FakeDelegationApi implements DelegationApi {
  list_: DelegationList = { list: [], mayManageOthers: false };
  removed: string[] = [];
  saved: DelegationDraft[] = [];
  async list() { return this.list_; }
  async save(draft: DelegationDraft) { this.saved.push(draft); return { id: 'd-new' }; }
  async remove(id: string) { this.removed.push(id); this.list_ = { ...this.list_, list: this.list_.list.filter((d) => d.id !== id) }; }
  async inForce() { return []; }
}

function setUp(list: DelegationList) {
  const { container } = makeContainer();
  const api = new FakeDelegationApi();
  api.list_ = list;
  container.bind(DelegationApi).toConstantValue(api);
  renderWith(container, <DelegationPage />, '/delegation');
  return api;
}

it('代理设置 lists my delegations with delegate, time and flows; 删除 asks, then removes', async () => {
  const api = setUp({ list: [{ id: 'd1', from: 'u-approver', to: 'u-applicant', start: '2020-01-01T09:00', end: '2020-01-08T09:00' }], mayManageOthers: false });
  expect(await screen.findByText('2020-01-01 09:00 至 2020-01-08 09:00')).toBeTruthy();
  expect(screen.getByText('全部流程')).toBeTruthy();
  expect(screen.getByText('已结束')).toBeTruthy();
  expect(screen.queryByText('被代理人')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '删除' }));
  await screen.findByText('删除该代理？');
  fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!);
  await waitFor(() => expect(api.removed).toEqual(['d1']));
  expect(await screen.findByText('还没有设置代理')).toBeTruthy();
});

it('a 系统管理员 sees whose delegation each is (被代理人)', async () => {
  setUp({ list: [], mayManageOthers: true });
  expect(await screen.findByText('被代理人')).toBeTruthy();
});

it('delegation phase: 未开始 before start, 生效中 in [start, end), 已结束 from end', () => {
  const d = { start: '2026-11-23T00:00', end: '2026-11-30T00:00' };
  expect(['2026-11-22T23:59', '2026-11-23T00:00', '2026-11-29T23:59:59', '2026-11-30T00:00'].map((now) => delegationPhase(d, now)))
    .toEqual(['upcoming', 'active', 'active', 'ended']);
});
