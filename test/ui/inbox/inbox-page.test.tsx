/** @jest-environment jest-fixed-jsdom */
// 消息中心 (issue 40): the top bar's bell shows the unread count and follows the pushes; the page lists the notices,
// opening one reads it and opens the instance, 全部已读 clears the count.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InboxCenter } from '../../../application/inbox/inbox-center';
import { InboxApi, type InboxNotice, type InboxPage, type NotifyPreferences } from '../../../application/ports/inbox-api';
import NotifySettingsPage from '../../../ui/inbox/notify-settings-page';
import { InboxBell } from '../../../ui/inbox/inbox-bell';
import InboxPageView from '../../../ui/inbox/inbox-page';
import { makeInstance } from '../../application/approvals/fakes';
import { makeContainer, renderWith } from '../approvals/render-with-container';

/** The stored notices of one person, as the backend keeps them. */
class FakeInboxApi implements InboxApi {
  notices: InboxNotice[] = [];
  marked: Array<readonly string[] | undefined> = [];
  async list(): Promise<InboxPage> {
    return { list: [...this.notices], unread: this.notices.filter((n) => !n.read).length };
  }
  async unreadCount(): Promise<number> { return (await this.list()).unread; }
  preferencesSaved: NotifyPreferences[] = [];
  async preferences(): Promise<NotifyPreferences> { return this.preferencesSaved.at(-1) ?? { email: true }; }
  async savePreferences(preferences: NotifyPreferences): Promise<NotifyPreferences> { this.preferencesSaved.push(preferences); return preferences; }
  async markRead(ids?: readonly string[]): Promise<number> {
    this.marked.push(ids);
    this.notices = this.notices.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
    return this.unreadCount();
  }
}

const notice = (id: string, change: Partial<InboxNotice> = {}): InboxNotice => ({
  id, kind: 'newTask', label: '新的待办', instanceId: 'inst-1', title: '张三的请假', createdAt: '2026-11-27T09:00:00.000Z', read: false, ...change,
});

function setUp() {
  const made = makeContainer();
  const inbox = new FakeInboxApi();
  made.container.bind(InboxApi).toConstantValue(inbox);
  made.container.bind(InboxCenter).toSelf().inSingletonScope();
  return { ...made, inbox };
}

test('the bell shows the unread count and follows the server’s `unread` push', async () => {
  const { container, inbox, fakes } = setUp();
  inbox.notices = [notice('m1')];
  renderWith(container, <InboxBell />);
  expect(await screen.findByRole('button', { name: '消息中心（1 条未读）' })).toBeInTheDocument();
  inbox.notices = [notice('m2', { kind: 'cc', label: '抄送' }), ...inbox.notices];
  act(() => fakes.notify.messages.next({ type: 'unread', payload: { count: 2 } }));
  expect(await screen.findByRole('button', { name: '消息中心（2 条未读）' })).toBeInTheDocument();
});

test('a change concerning the person reads the notices again (the demo has no `unread` push)', async () => {
  const { container, inbox, fakes } = setUp();
  renderWith(container, <InboxBell />);
  expect(await screen.findByRole('button', { name: '消息中心' })).toBeInTheDocument();
  inbox.notices = [notice('m1')];
  act(() => fakes.notify.changed({ reason: 'taskCreated', instanceId: 'inst-1', userIds: ['u-approver'] }));
  expect(await screen.findByRole('button', { name: '消息中心（1 条未读）' })).toBeInTheDocument();
});

test('the page lists the notices; opening one reads it and opens the instance; 全部已读 clears the rest', async () => {
  const { container, inbox, fakes } = setUp();
  fakes.instances.instances = [makeInstance('inst-1'), makeInstance('inst-2', { title: '王五的报销' })];
  inbox.notices = [
    notice('m2', { kind: 'approved', label: '已通过', instanceId: 'inst-2', title: '王五的报销' }),
    notice('m1'),
  ];
  renderWith(container, <InboxPageView />, '/messages');
  await screen.findByText('张三的请假');
  const items = [...document.querySelectorAll<HTMLElement>('.inbox-item')];
  expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('已通过王五的报销'), expect.stringContaining('新的待办张三的请假')]);
  fireEvent.click(within(items[0]!).getByText('王五的报销'));
  await waitFor(() => expect(inbox.marked).toEqual([['m2']]));
  expect(await screen.findByRole('dialog')).toHaveTextContent('王五的报销');
  fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
  await waitFor(() => expect(inbox.marked).toEqual([['m2'], undefined]));
  await waitFor(() => expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled());
});

test('通知设置: mail off and a quiet time are saved as the person chose', async () => {
  const { container, inbox } = setUp();
  renderWith(container, <NotifySettingsPage />, '/notifySettings');
  fireEvent.click(await screen.findByRole('switch', { name: '接收邮件通知' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '免打扰时段' }));
  fireEvent.change(screen.getByLabelText('免打扰开始'), { target: { value: '21:30' } });
  fireEvent.click(screen.getByRole('button', { name: '保 存' }));
  await waitFor(() => expect(inbox.preferencesSaved).toEqual([{ email: false, quiet: { from: '21:30', to: '08:00' } }]));
  expect(await screen.findByText('通知设置已保存')).toBeInTheDocument();
});
