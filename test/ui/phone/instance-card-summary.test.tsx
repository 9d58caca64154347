/** @jest-environment jest-fixed-jsdom */
// Issue 20: a phone's instance card shows the key field summary (请假类型：事假) between the title and the
// applicant; a row without one, or with malformed entries, still shows its card (the field is read leniently).
import { render, screen } from '@testing-library/react';
import { InstanceCard } from '../../../ui/approvals/instance-card';
import type { InstanceSummary } from '../../../application/ports/instance-api';
import { makeInstance, summaryOf } from '../../application/approvals/fakes';

const row = (summary: unknown): InstanceSummary => ({ ...summaryOf(makeInstance('i1')), summary } as InstanceSummary);

test('a card shows the key fields of the instance: 请假类型：事假, 请假天数：2 天', () => {
  render(<InstanceCard item={row([{ label: '请假类型', text: '事假' }, { label: '请假天数', text: '2 天' }])} onOpen={() => undefined} actionLabel="审批" />);
  const fields = [...document.querySelectorAll('.instance-card-field')].map((el) => el.textContent);
  expect(fields).toEqual(['请假类型：事假', '请假天数：2 天']);
  expect(screen.getByRole('button', { name: '审批 张三的请假 i1' })).toHaveTextContent(/张三的请假 i1请假类型：事假请假天数：2 天申请人：张三/);
});

test('a row without a summary, or with malformed entries, shows its card without them', () => {
  const { unmount } = render(<InstanceCard item={row(undefined)} onOpen={() => undefined} actionLabel="查看" />);
  expect(document.querySelector('.instance-card-fields')).toBeNull();
  unmount();
  render(<InstanceCard item={row([null, { label: 1, text: 'x' }, { label: '天数', text: '3' }, 'oops'])} onOpen={() => undefined} actionLabel="查看" />);
  expect([...document.querySelectorAll('.instance-card-field')].map((el) => el.textContent)).toEqual(['天数：3']);
});

test('issue 32: a phone card of a returned instance says 已退回 (待重新提交), not 审批中', () => {
  const returned = { ...row(undefined), currentNodes: [{ nodeId: 'start', nodeName: '发起人', userIds: ['u-applicant'], userNames: ['张三'], kind: 'resubmit' as const }] };
  render(<InstanceCard item={returned} onOpen={() => undefined} actionLabel="查看" />);
  expect(document.querySelector('.status-tag')).toHaveTextContent('已退回 (待重新提交)');
});
