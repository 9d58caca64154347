/** @jest-environment jest-fixed-jsdom */
// The lists follow the flow (issue 17): 当前节点 and 待处理人 columns for instances still waiting.
import { render, screen, within } from '@testing-library/react';
import type { InstanceListState } from '../../../application/approvals/instance-list';
import { InstanceTable } from '../../../ui/approvals/instance-table';
import { makeInstance, summaryOf } from '../../application/approvals/fakes';

test('a pending row shows the node waiting and its people; a finished row shows none', () => {
  const waiting = summaryOf(makeInstance('a', {
    title: '张三的报销', currentNodes: [{ nodeId: 'n-boss', nodeName: '总经理会签', userIds: ['u-ceo', 'u-approver'], userNames: ['陈志远', '李四'] }],
  }));
  const done = summaryOf(makeInstance('b', { title: '王五的请假', status: 'approved', currentApproverIds: [] }));
  const state = { items: [waiting, done], total: 2, page: 0, pageSize: 10, loading: false, failed: false } as unknown as InstanceListState;
  render(<InstanceTable state={state} onPage={() => undefined} onOpen={() => undefined} onRetry={() => undefined} />);
  const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
  expect(within(row('张三的报销')).getByText('总经理会签')).toBeInTheDocument();
  expect(within(row('张三的报销')).getByText('陈志远、李四')).toBeInTheDocument();
  expect(within(row('王五的请假')).getAllByText('-')).toHaveLength(2);
});

// Issue 32, item 13: five requests titled 赵六的设备申领 looked the same on the desktop; the phone cards
// already showed the key fields.
test('a desktop list row shows its key fields (up to 3) under the title, so same-titled rows differ', () => {
  const laptop = { ...summaryOf(makeInstance('a', { title: '赵六的设备申领' })), summary: [
    { label: '设备', text: '笔记本电脑' }, { label: '数量', text: '2' }, { label: '用途', text: '研发' }, { label: '备注', text: '第四个不显示' },
  ] };
  const monitor = { ...summaryOf(makeInstance('b', { title: '赵六的设备申领' })), summary: [{ label: '设备', text: '显示器' }] };
  const none = summaryOf(makeInstance('c', { title: '王五的请假' }));
  const state = { items: [laptop, monitor, none], total: 3, page: 0, pageSize: 10, loading: false, failed: false } as unknown as InstanceListState;
  const { container } = render(<InstanceTable state={state} onPage={() => undefined} onOpen={() => undefined} onRetry={() => undefined} />);
  const lines = [...container.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('.instance-row-fields')?.textContent ?? '');
  expect(lines).toEqual(['设备：笔记本电脑 · 数量：2 · 用途：研发', '设备：显示器', '']);
});
