/** @jest-environment jest-fixed-jsdom */
// Issue 38, finding 2: a 子流程 child started for someone else says who really started it, everywhere the
// applicant is named: 由 张三 通过「张三的请假」发起 (card and list here; the drawer reads the same text).
import { render, screen } from '@testing-library/react';
import { InstanceCard } from '../../../ui/approvals/instance-card';
import { startedForText, type InstanceSummary } from '../../../application/ports/instance-api';
import { makeInstance, summaryOf } from '../../application/approvals/fakes';

const startedFor = { userId: 'u-applicant', name: '张三', parentInstanceId: 'inst-7', parentTitle: '张三的请假' };

test('startedForText: 由 {parent\'s initiator} 通过「{parent title}」发起', () => {
  expect(startedForText(startedFor)).toBe('由 张三 通过「张三的请假」发起');
});

test('a card of a child started for someone else names who started it and through what', () => {
  const row = { ...summaryOf(makeInstance('i1')), applicant: { id: 'u-ceo', name: '陈志远', department: '总经办' }, startedFor } as InstanceSummary;
  render(<InstanceCard item={row} onOpen={() => undefined} actionLabel="审批" />);
  expect(screen.getByText('由 张三 通过「张三的请假」发起')).toBeInTheDocument();
});
