/** @jest-environment jest-fixed-jsdom */
// Issue 39: 账号管理 on the real server: the accounts with their state; 停用 / 启用 after a confirmation; 重置密码 with
// the server's refusal shown in the dialog. In the in-browser demo (no passwords) the page says there are none.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import { SignInApi, SignInRefusal, type AccountSummary, type HandOver } from '../../../application/ports/sign-in-api';
import { AssigneeRoleApi } from '../../../application/ports/assignee-role-api';
import { OrganizationApi } from '../../../application/ports/organization-api';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import { FakeAssigneeRoleApi, FakeOrganizationApi } from '../../application/organisation/fake-org-apis';
import type { UserSummary } from '../../../application/ports/session-api';
import AccountManagePage from '../../../ui/admin/account-manage-page';
import { renderAdminRoutes } from './render-admin-routes';

class FakeAccounts implements SignInApi {
  readonly resets: Array<[string, string]> = [];
  readonly successors: Array<string | undefined> = [];
  list: AccountSummary[] = [
    { username: 'E0001', userId: 'u-ceo', name: '陈志远', disabled: false, defaultPassword: false },
    { username: 'E1001', userId: 'u-applicant', name: '张三', disabled: false, defaultPassword: true },
  ];
  constructor(readonly available = true) {}
  async accounts() { return this.list.map((a) => ({ ...a })); }
  async setDisabled(username: string, disabled: boolean, successorId?: string): Promise<HandOver | undefined> {
    this.list = this.list.map((a) => (a.username === username ? { ...a, disabled } : a));
    this.successors.push(successorId);
    return successorId ? { moved: 2, refused: [], namedIn: { flows: ['请假'], roles: [], departments: ['人事部'], supervised: [] } } : undefined;
  }
  async resetPassword(username: string, newPassword: string) {
    if (newPassword.length < 8) throw new SignInRefusal('新密码至少需要 8 个字符');
    this.resets.push([username, newPassword]);
    this.list = this.list.map((a) => (a.username === username ? { ...a, defaultPassword: false } : a));
  }
  async signIn(): Promise<UserSummary> { throw new SignInRefusal('-'); }
  async changePassword() {}
  async options() { return { singleSignOn: false }; }
  singleSignOnUrl() { return ''; }
  async signOut() {}
}

function renderPage(api: SignInApi) {
  const container = new Container();
  container.bind<SignInApi>(SignInApi).toConstantValue(api);
  container.bind(OrganizationApi).toConstantValue(new FakeOrganizationApi());
  container.bind(AssigneeRoleApi).toConstantValue(new FakeAssigneeRoleApi());
  container.bind(OrganisationDirectory).toSelf().inSingletonScope();
  renderAdminRoutes(container, '/accountManage', { '/accountManage': <AccountManagePage /> });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

test('lists the accounts, warns about the demo password, and disables one in a dialog that asks who takes over', async () => {
  const api = new FakeAccounts();
  renderPage(api);
  await screen.findByText('张三');
  expect(screen.getByText(/默认密码，任何人都能以他们的身份登录/)).toBeInTheDocument();
  expect(within(rowOf('张三')).getByText('默认密码')).toBeInTheDocument();
  fireEvent.click(within(rowOf('张三')).getByRole('button', { name: /停\s*用/ }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('离职交接');
  fireEvent.click(within(dialog).getByRole('button', { name: /^停\s*用$/ }));
  await waitFor(() => expect(within(rowOf('张三')).getByText('已停用')).toBeInTheDocument());
  expect(api.successors).toEqual([undefined]);
  expect(within(rowOf('张三')).getByRole('button', { name: /启\s*用/ })).toBeInTheDocument();
});

test('离职交接: the chosen successor is sent with the disable', async () => {
  const api = new FakeAccounts();
  renderPage(api);
  await screen.findByText('张三');
  fireEvent.click(within(rowOf('张三')).getByRole('button', { name: /停\s*用/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '选择交接人' }));
  const search = await screen.findByRole('searchbox', { name: '搜索成员' });
  const picker = search.closest('.ant-modal') as HTMLElement;
  fireEvent.change(search, { target: { value: '刘洋' } });
  const member = (await within(picker).findAllByText('刘洋'))[0]!.closest('.org-picker-member') as HTMLElement;
  fireEvent.click(within(member).getByRole('radio'));
  fireEvent.click(within(picker).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(within(dialog).getByText('刘洋')).toBeInTheDocument());
  fireEvent.click(within(dialog).getByRole('button', { name: /^停\s*用$/ }));
  await waitFor(() => expect(api.successors).toHaveLength(1));
  expect(api.successors[0]).toBe(new FakeOrganizationApi().staff.find((s) => s.name === '刘洋')!.id);
  // What still names the leaver is listed for the administrator to fix.
  expect(await screen.findByText('以下仍指向张三，请在组织架构或流程设计中调整：流程：请假；负责部门：人事部')).toBeInTheDocument();
});

test('重置密码: a refused password is explained in the dialog; an accepted one closes it', async () => {
  const api = new FakeAccounts();
  renderPage(api);
  await screen.findByText('张三');
  fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '重置密码' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'short' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('新密码至少需要 8 个字符');
  fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'zhangsan-2026' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
  await waitFor(() => expect(api.resets).toEqual([['E1001', 'zhangsan-2026']]));
  await waitFor(() => expect(within(rowOf('张三')).queryByText('默认密码')).toBeNull());
});

test('in the in-browser demo there are no accounts to manage', async () => {
  renderPage(new FakeAccounts(false));
  expect(await screen.findByText(/演示版没有账号/)).toBeInTheDocument();
});
