/** @jest-environment jest-fixed-jsdom */
import '../controls/message-channel';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import InstanceListPage from '../../../ui/approvals/instance-list-page';
import { PendingCountBadge } from '../../../ui/approvals/pending-count-badge';
import { NoticeModeDialog } from '../../../ui/notice-mode/notice-mode-dialog';
import { failure, makeInstance } from '../../application/approvals/fakes';
import { makeContainer, renderWith } from './render-with-container';
import { preloadAppChunks } from '../../setup/preload-chunks';

// The toast host and the control types are there before the first render (no wait on a cold chunk).
beforeAll(preloadAppChunks);

describe('instance list page', () => {
  test('待我审批 lists the rows with Chinese status tags and paging total', async () => {
    const { container, fakes } = makeContainer();
    fakes.instances.instances = [makeInstance('a'), makeInstance('b')];
    renderWith(container, <InstanceListPage kind="work" />);
    expect(await screen.findByText('张三的请假 a')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(document.querySelectorAll('.instance-table .status-tag')[0]).toHaveTextContent('审批中');
  });

  test('a 500 from the instance list shows 加载失败 with 重试, and the page keeps working', async () => {
    const { container, fakes } = makeContainer();
    fakes.instances.instances = [makeInstance('a')];
    fakes.instances.failNext.set('getMyInstances', [failure(500)]);
    fakes.instances.userId = 'u-applicant';
    renderWith(container, <InstanceListPage kind="my" />);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('张三的请假 a')).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).toBeNull();
  });

  test('clicking a row opens the instance view over the list', async () => {
    const { container, fakes } = makeContainer();
    fakes.instances.instances = [makeInstance('a')];
    renderWith(container, <InstanceListPage kind="work" />);
    fireEvent.click(await screen.findByText('张三的请假 a'));
    await waitFor(() => expect(document.querySelector('.instance-view[data-instance-id="a"]')).not.toBeNull());
  });
});

describe('notification mode dialog', () => {
  test('shows 正常提醒 (99) when none is stored, saves 弱提醒 (10)', async () => {
    const { container, fakes } = makeContainer();
    renderWith(container, <NoticeModeDialog flow={{ id: 'leave', name: '请假' }} onClose={() => undefined} />);
    const normal = await screen.findByRole('radio', { name: /正常提醒/ });
    await waitFor(() => expect(normal).toBeChecked());
    fireEvent.click(screen.getByRole('radio', { name: /弱提醒/ }));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fakes.flows.sets).toEqual([['leave', 10]]));
    expect(await screen.findByText('提醒设置已保存')).toBeInTheDocument();
  });

  test('a failed save shows 设置提醒失败', async () => {
    const { container, fakes } = makeContainer();
    fakes.flows.failSet = true;
    renderWith(container, <NoticeModeDialog flow={{ id: 'leave', name: '请假' }} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('radio', { name: /不提醒/ }));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('设置提醒失败')).toBeInTheDocument();
  });
});

describe('pending count badge', () => {
  test('shows the to-approve count and follows new-work notifications', async () => {
    const { container, fakes } = makeContainer();
    fakes.instances.instances = [makeInstance('a')];
    renderWith(container, <PendingCountBadge />);
    await waitFor(() => expect(document.querySelector('.pending-count-badge')).toHaveAttribute('data-count', '1'), { timeout: 3000 });
    fakes.instances.instances.push(makeInstance('b'));
    act(() => fakes.notify.changed({ reason: 'taskCreated', instanceId: 'b' }));
    await waitFor(() => expect(document.querySelector('.pending-count-badge')).toHaveAttribute('data-count', '2'), { timeout: 3000 });
  });
});
