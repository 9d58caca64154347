/** @jest-environment jest-fixed-jsdom */
// Issue 27 in the lists: the 审批编号 column (shown when a row has a number) and the 已撤销 status everywhere.
import { render, screen, within } from '@testing-library/react';
import type { InstanceListState } from '../../../application/approvals/instance-list';
import { INSTANCE_STATUSES, INSTANCE_STATUS_LABELS } from '../../../application/shared/instance-status';
import { InstanceTable } from '../../../ui/approvals/instance-table';
import { InstanceCard } from '../../../ui/approvals/instance-card';
import { noticeText } from '../../../ui/approvals/instance-notice-toasts';
import { makeInstance, summaryOf } from '../../application/approvals/fakes';

const stateOf = (items: unknown[]) => ({ items, total: items.length, page: 0, pageSize: 10, loading: false, failed: false }) as unknown as InstanceListState;
const table = (items: unknown[]) => render(<InstanceTable state={stateOf(items)} onPage={() => undefined} onOpen={() => undefined} onRetry={() => undefined} />);

test('serialNo: a list with numbered rows has the 审批编号 column (— for a row without one)', () => {
  const numbered = { ...summaryOf(makeInstance('a', { title: '张三报销：椅子' })), serialNo: 'BX-20261125-0001' };
  const plain = summaryOf(makeInstance('b', { title: '王五的请假' }));
  table([numbered, plain]);
  expect(screen.getByRole('columnheader', { name: '审批编号' })).toBeInTheDocument();
  expect(within(screen.getByText('张三报销：椅子').closest('tr') as HTMLElement).getByText('BX-20261125-0001')).toBeInTheDocument();
  expect(within(screen.getByText('王五的请假').closest('tr') as HTMLElement).getByText('—')).toBeInTheDocument();
});

test('serialNo: a list without numbered rows keeps its columns', () => {
  table([summaryOf(makeInstance('b', { title: '王五的请假' }))]);
  expect(screen.queryByRole('columnheader', { name: '审批编号' })).toBeNull();
});

test('serialNo on a phone card; revoked shows 已撤销 on the card', () => {
  const item = { ...summaryOf(makeInstance('a', { title: '张三报销：椅子', status: 'revoked', currentApproverIds: [] })), serialNo: 'BX-20261125-0001' };
  render(<InstanceCard item={item} actionLabel="查看" onOpen={() => undefined} />);
  expect(screen.getByText('审批编号：BX-20261125-0001')).toBeInTheDocument();
  expect(screen.getByText('已撤销')).toBeInTheDocument();
});

test('revoked: the status filters offer 已撤销 and the push tells the people concerned', () => {
  expect(INSTANCE_STATUSES.map((s) => INSTANCE_STATUS_LABELS[s])).toContain('已撤销');
  expect(noticeText({ reason: 'instanceFinished', status: 'revoked', instanceId: 'a', title: '张三报销：椅子' } as never)).toBe('审批「张三报销：椅子」已被发起人撤销');
});

test('title: a long rule-built title cut by its column shows whole on hover (the link\'s title)', () => {
  const long = '张三报销：服务器扩容垫付（8000元）';
  table([{ ...summaryOf(makeInstance('a', { title: long })), serialNo: 'BX-20261127-0001' }]);
  expect(screen.getByText(long).closest('[title]')).toHaveAttribute('title', long);
});
