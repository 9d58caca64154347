/** @jest-environment jest-fixed-jsdom */
// Issue 27: a timeout reminder (timeout action remind) reaches the holder where they look — a 超时提醒 tag with
// its time on the task in 待我审批 (desktop list and phone card) and a 超时提醒 row in the timeline.
import { render, screen, within } from '@testing-library/react';
import type { InstanceListState } from '../../../application/approvals/instance-list';
import type { InstanceSummary } from '../../../application/ports/instance-api';
import { ApprovalTimeline } from '../../../ui/approvals/approval-timeline';
import { InstanceCard } from '../../../ui/approvals/instance-card';
import { InstanceTable } from '../../../ui/approvals/instance-table';
import { makeInstance, summaryOf } from '../../application/approvals/fakes';

const waitingAtBoss = { nodeId: 'n-boss', nodeName: '总经理审批', userIds: ['u-approver'], userNames: ['李四'], reminders: [{ userId: 'u-approver', at: '2026-11-23T13:00' }] };
const reminded: InstanceSummary = { ...summaryOf(makeInstance('a', { title: '张三的报销', currentNodes: [waitingAtBoss] })), reminderAt: '2026-11-23T13:00' };
const quiet: InstanceSummary = summaryOf(makeInstance('b', { title: '王五的请假' }));

test('超时提醒 tag: a reminded task in the 待我审批 table carries 超时提醒 with its time; a task not reminded carries none', () => {
  const state = { items: [reminded, quiet], total: 2, page: 0, pageSize: 10, loading: false, failed: false } as unknown as InstanceListState;
  render(<InstanceTable state={state} actionLabel="审批" onPage={() => undefined} onOpen={() => undefined} onRetry={() => undefined} />);
  const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
  expect(within(row('张三的报销')).getByText('超时提醒 11-23 13:00')).toBeInTheDocument();
  expect(within(row('王五的请假')).queryByText(/超时提醒/)).toBeNull();
});

test('超时提醒 tag: the phone card of a reminded task shows 超时提醒 with its time', () => {
  render(<InstanceCard item={reminded} onOpen={() => undefined} actionLabel="审批" />);
  expect(screen.getByRole('button', { name: '审批 张三的报销' })).toHaveTextContent('超时提醒 11-23 13:00');
});

test('超时提醒 row: the timeline lists the reminder with its holder and time before the node still waiting', () => {
  const instance = makeInstance('a', { title: '张三的报销', currentNodes: [waitingAtBoss] });
  const { container } = render(<ApprovalTimeline instance={instance} names={{ 'u-approver': '李四' }} />);
  const rows = [...container.querySelectorAll('.timeline-node')].map((el) => el.textContent ?? '');
  const reminder = rows.findIndex((text) => text.includes('超时提醒'));
  expect(rows[reminder]).toMatch(/总经理审批.*李四.*超时提醒.*2026-11-23 13:00/);
  expect(rows.findIndex((text) => text.includes('审批中'))).toBeGreaterThan(reminder);
});
