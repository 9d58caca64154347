/** @jest-environment jest-fixed-jsdom */
// The top bar's user menu: the signed-in user, and a click-open menu with the demo identity switch and 退出登录.
import 'reflect-metadata';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { SessionApi, type DemoIdentity, type UserSummary } from '../../../application/ports/session-api';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { UserMenu } from '../../../ui/shell/user-menu';
import { DemoDataApi } from '../../../application/ports/demo-data-api';
import { backupFileName } from '../../../ui/shell/demo-data-menu';
import { within } from '@testing-library/react';
import { AssigneeRoleApi } from '../../../application/ports/assignee-role-api';
import { OrganizationApi } from '../../../application/ports/organization-api';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import { FakeAssigneeRoleApi, FakeOrganizationApi } from '../../application/organisation/fake-org-apis';
import { SignInApi, SignInRefusal } from '../../../application/ports/sign-in-api';
import '../controls/message-channel';

const APPLICANT: UserSummary = { id: 'u1', name: '张三', employeeNumber: 'E001', department: '销售部', departmentId: 'd1', identity: 'applicant' };
const APPROVER: UserSummary = { id: 'u2', name: '李四', employeeNumber: 'E002', department: '管理部', departmentId: 'd2', identity: 'approver' };

/** A SessionApi that records what the menu asks of it. */
class FakeSession implements SessionApi {
  readonly user = new BehaviorSubject<UserSummary | undefined>(undefined);
  readonly user$ = this.user.asObservable();
  readonly switched: DemoIdentity[] = [];
  loads = 0;
  logouts = 0;

  constructor(readonly canSwitchIdentity: boolean, private readonly signedIn: UserSummary = APPLICANT) {}

  async load(): Promise<UserSummary> {
    this.loads += 1;
    this.user.next(this.signedIn);
    return this.signedIn;
  }

  async switchIdentity(identity: DemoIdentity): Promise<UserSummary> {
    this.switched.push(identity);
    const next = identity === 'applicant' ? APPLICANT : APPROVER;
    this.user.next(next);
    return next;
  }

  async switchUser(userId: string): Promise<UserSummary> {
    this.switched.push(userId as DemoIdentity);
    const next = { ...APPROVER, id: userId, identity: undefined };
    this.user.next(next);
    return next;
  }

  logout(): void {
    this.logouts += 1;
    this.user.next(undefined);
  }
}

/** The real server's password calls: records them; the old password must be 'old-password'. */
class FakeSignIn implements SignInApi {
  readonly available = true;
  readonly changes: Array<[string, string]> = [];
  signOuts = 0;
  async signIn(): Promise<UserSummary> { return APPLICANT; }
  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    if (oldPassword !== 'old-password') throw new SignInRefusal('原密码不正确');
    this.changes.push([oldPassword, newPassword]);
  }
  constructor(readonly singleSignOn = false) {}
  async options(): Promise<{ singleSignOn: boolean }> { return { singleSignOn: this.singleSignOn }; }
  singleSignOnUrl(returnTo: string): string { return `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`; }
  async accounts() { return []; }
  async setDisabled(): Promise<undefined> { return undefined; }
  async resetPassword(): Promise<void> {}
  async signOut(): Promise<void> { this.signOuts += 1; }
}

async function renderMenu(session: FakeSession, signIn?: SignInApi) {
  const container = new Container();
  container.bind<SessionApi>(SessionApi).toConstantValue(session);
  if (signIn) container.bind<SignInApi>(SignInApi).toConstantValue(signIn);
  const result = render(<ContainerProvider container={container}><UserMenu /></ContainerProvider>);
  await screen.findByText(session.user.value?.name ?? '张三');
  return result;
}

const trigger = () => document.querySelector('.user-menu') as HTMLElement;
const openMenu = async () => {
  fireEvent.click(trigger());
  return screen.findByRole('menu');
};
const item = (name: string) => screen.getByRole('menuitem', { name });

let consoleError: jest.SpyInstance;
beforeEach(() => { consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => consoleError.mockRestore());

test('loads the session on mount and shows the user with the identity tag', async () => {
  const session = new FakeSession(true);
  await renderMenu(session);
  expect(session.loads).toBe(1);
  expect(trigger()).toHaveTextContent('张三');
  expect(document.querySelector('.user-identity-tag')).toHaveTextContent('申请人');
  expect(trigger()).toHaveAttribute('data-identity', 'applicant');
});

test('shows 加载中 until the user is known', () => {
  const session = new FakeSession(true);
  session.load = () => new Promise<UserSummary>(() => undefined);
  const container = new Container();
  container.bind<SessionApi>(SessionApi).toConstantValue(session);
  render(<ContainerProvider container={container}><UserMenu /></ContainerProvider>);
  expect(trigger()).toHaveTextContent('加载中');
});

test('clicking the user opens a menu with 切换为申请人, 切换为审批人, 切换为其他成员… and 退出登录; the current identity is disabled', async () => {
  await renderMenu(new FakeSession(true));
  expect(screen.queryByRole('menu')).toBeNull();
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  await openMenu();
  expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['切换为申请人', '切换为审批人', '切换为其他成员…', '退出登录']);
  expect(item('切换为申请人')).toBeDisabled();
  expect(item('切换为审批人')).toBeEnabled();
  expect(item('退出登录')).toBeEnabled();
});

test('for the approver, 切换为审批人 is the disabled item', async () => {
  await renderMenu(new FakeSession(true, APPROVER));
  await openMenu();
  expect(item('切换为审批人')).toBeDisabled();
  expect(item('切换为申请人')).toBeEnabled();
});

test('the menu opens from the keyboard too (Enter)', async () => {
  await renderMenu(new FakeSession(true));
  fireEvent.keyDown(trigger(), { key: 'Enter' });
  expect(await screen.findByRole('menu')).toBeInTheDocument();
});

test('退出登录 calls logout once and closes the menu', async () => {
  const session = new FakeSession(true);
  await renderMenu(session);
  await openMenu();
  fireEvent.click(item('退出登录'));
  expect(session.logouts).toBe(1);
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
});

test('切换为审批人 switches the identity, then reloads the page', async () => {
  const session = new FakeSession(true);
  await renderMenu(session);
  await openMenu();
  consoleError.mockClear();
  await act(async () => { fireEvent.click(item('切换为审批人')); });
  expect(session.switched).toEqual(['approver']);
  // jsdom cannot reload (and location cannot be replaced): it reports the attempted navigation instead.
  await waitFor(() => {
    const reported = consoleError.mock.calls.flat().map((arg: unknown) => (arg instanceof Error ? arg.message : String(arg)));
    expect(reported.some((text) => /Not implemented: navigation/.test(text))).toBe(true);
  });
});

test('without identity switching (live profile) only 退出登录 is offered', async () => {
  const session = new FakeSession(false);
  await renderMenu(session);
  await openMenu();
  expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['退出登录']);
  expect(screen.queryByText(/切换为/)).toBeNull();
  expect(screen.queryByRole('separator')).toBeNull();
  fireEvent.click(item('退出登录'));
  expect(session.logouts).toBe(1);
});

test('切换为其他成员…: search the organisation by department, pick a person, switch to them, reload', async () => {
  const session = new FakeSession(true);
  const container = new Container();
  container.bind<SessionApi>(SessionApi).toConstantValue(session);
  container.bind(OrganizationApi).toConstantValue(new FakeOrganizationApi());
  container.bind(AssigneeRoleApi).toConstantValue(new FakeAssigneeRoleApi());
  container.bind(OrganisationDirectory).toSelf().inSingletonScope();
  const reloads: number[] = [];
  render(<ContainerProvider container={container}><UserMenu reload={() => reloads.push(1)} /></ContainerProvider>);
  await screen.findByText('张三');
  await openMenu();
  fireEvent.click(item('切换为其他成员…'));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  fireEvent.change(await within(dialog).findByRole('searchbox', { name: '搜索成员' }), { target: { value: '华北区' } });
  fireEvent.click(within(dialog).getByRole('radio', { name: '秦岚' }));
  await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: /^切\s*换$/ })); });
  expect(session.switched).toEqual(['u-north-head']);
  expect(reloads).toEqual([1]);
});

/** A DemoDataApi that records what the menu asks of it; `refuse` makes the next import fail. */
class FakeDemoData implements DemoDataApi {
  readonly available = true;
  resets = 0;
  imported: string[] = [];
  refuse = false;
  async reset(): Promise<void> { this.resets += 1; }
  async exportAll(): Promise<string> { return '{"format":"approval-demo-data"}'; }
  async importAll(text: string): Promise<void> {
    if (this.refuse) throw new Error('导入失败：这不是审批流演示数据的备份文件');
    this.imported.push(text);
  }
}

async function renderDemoMenu(data: FakeDemoData) {
  const container = new Container();
  container.bind<SessionApi>(SessionApi).toConstantValue(new FakeSession(true));
  container.bind<DemoDataApi>(DemoDataApi).toConstantValue(data);
  const reloads: number[] = [];
  render(<ContainerProvider container={container}><UserMenu reload={() => reloads.push(1)} /></ContainerProvider>);
  await screen.findByText('张三');
  await openMenu();
  return reloads;
}

test('demo profile: the menu offers 导出演示数据, 导入演示数据 and 重置演示数据', async () => {
  await renderDemoMenu(new FakeDemoData());
  expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['切换为申请人', '切换为审批人', '切换为其他成员…', '导出演示数据', '导入演示数据', '重置演示数据', '退出登录']);
});

test('重置演示数据 asks for a confirmation first: 取消 keeps the data, 确定重置 resets and reloads', async () => {
  const data = new FakeDemoData();
  const reloads = await renderDemoMenu(data);
  fireEvent.click(item('重置演示数据'));
  expect(screen.getByRole('alertdialog')).toHaveTextContent('所有数据都会丢失');
  fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
  expect(data.resets).toBe(0);
  fireEvent.click(item('重置演示数据'));
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '确定重置' })); });
  expect([data.resets, reloads.length]).toEqual([1, 1]);
});

test('导入演示数据: the chosen file is imported after a confirmation; a refused file changes nothing and no reload', async () => {
  const data = new FakeDemoData();
  const reloads = await renderDemoMenu(data);
  const input = screen.getByLabelText('选择演示数据文件');
  const file = new File(['{"backup":1}'], 'backup.json', { type: 'application/json' });
  await act(async () => { fireEvent.change(input, { target: { files: [file] } }); });
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('导入「backup.json」将替换当前的全部演示数据');
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '确定导入' })); });
  expect([data.imported, reloads.length]).toEqual([['{"backup":1}'], 1]);

  data.refuse = true;
  await act(async () => { fireEvent.change(screen.getByLabelText('选择演示数据文件'), { target: { files: [file] } }); });
  const confirmImport = await screen.findByRole('button', { name: '确定导入' });
  await act(async () => { fireEvent.click(confirmImport); });
  expect(reloads.length).toBe(1);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('导出演示数据 downloads the backup as 审批流演示数据-<date>.json', async () => {
  const urls: Blob[] = [];
  const created = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => { urls.push(blob as Blob); return 'blob:demo'; });
  URL.revokeObjectURL = () => undefined;
  const clicks: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicks.push(this.download); });
  await renderDemoMenu(new FakeDemoData());
  await act(async () => { fireEvent.click(item('导出演示数据')); });
  expect(clicks).toEqual([backupFileName()]);
  expect(await urls[0]!.text()).toBe('{"format":"approval-demo-data"}');
  created.mockRestore();
  click.mockRestore();
});

describe('on the real server (passwords, issue 39)', () => {
  test('the menu offers 修改密码 and 退出登录, and never 切换为其他成员', async () => {
    await renderMenu(new FakeSession(false), new FakeSignIn());
    await openMenu();
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['修改密码', '退出登录']);
    expect(screen.queryByText(/切换为/)).toBeNull();
  });

  test('退出登录 ends the server session, then the app goes to /login', async () => {
    const session = new FakeSession(false);
    const signIn = new FakeSignIn();
    await renderMenu(session, signIn);
    await openMenu();
    fireEvent.click(item('退出登录'));
    await waitFor(() => expect(session.logouts).toBe(1));
    expect(signIn.signOuts).toBe(1);
  });

  test('修改密码: the new password twice; a wrong old password shows the server\'s reason; a right one saves', async () => {
    const signIn = new FakeSignIn();
    await renderMenu(new FakeSession(false), signIn);
    await openMenu();
    fireEvent.click(item('修改密码'));
    const dialog = await screen.findByRole('dialog');
    const fill = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('原密码', 'not-it');
    fill('新密码', 'a-new-secret');
    fill('确认新密码', 'a-new-secreT');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('两次输入的新密码不一致')).toBeInTheDocument();
    fill('确认新密码', 'a-new-secret');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('原密码不正确');
    fill('原密码', 'old-password');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(signIn.changes).toEqual([['old-password', 'a-new-secret']]));
  });
});
