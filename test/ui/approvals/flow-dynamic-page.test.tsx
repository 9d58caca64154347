/** @jest-environment jest-fixed-jsdom */
import '../controls/message-channel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import FlowDynamicPage from '../../../ui/approvals/flow-dynamic-page';
import { APPROVER, failure, makeInstance } from '../../application/approvals/fakes';
import { makeContainer, renderWith } from './render-with-container';
import { preloadAppChunks } from '../../setup/preload-chunks';

beforeAll(preloadAppChunks);

function withDecision() {
  const made = makeContainer();
  made.fakes.instances.instances = [makeInstance('a', {
    status: 'approved', currentApproverIds: [],
    history: [{ action: 'approve', nodeId: 'n1', nodeName: '直属主管', userId: APPROVER.id, userName: APPROVER.name, at: '2024-05-02T09:00:00.000Z' }],
  })];
  return made;
}

test('流程动态 shows who did what on which instance, and a click opens the instance', async () => {
  const { container } = withDecision();
  renderWith(container, <FlowDynamicPage />, '/flowdynamic');
  const [title] = await screen.findAllByText('张三的请假 a', {}, { timeout: 10_000 });
  expect(screen.getByText('已同意')).toBeInTheDocument();
  expect(screen.getAllByText('直属主管').length).toBeGreaterThan(0);
  fireEvent.click(title!);
  await waitFor(() => expect(document.querySelector('.instance-view[data-instance-id="a"]')).not.toBeNull(), { timeout: 10_000 });
});

test('流程动态 without events says so; a failed load says so in Chinese and 重试 loads again', async () => {
  const { container, fakes } = makeContainer();
  fakes.instances.failNext.set('getMyInstances', [failure(500)]);
  renderWith(container, <FlowDynamicPage />, '/flowdynamic');
  expect(await screen.findByText('流程动态加载失败', {}, { timeout: 10_000 })).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: /重\s?试/ }, { timeout: 10_000 }));
  expect(await screen.findByText('还没有与你相关的流程动态', {}, { timeout: 10_000 })).toBeInTheDocument();
});
