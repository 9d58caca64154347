/** @jest-environment jest-fixed-jsdom */
// Issue 14, item 11: after a voluntary 退出登录, /login said the session had expired and mentioned a draft.
// It now says what happened: logged out, expired (with the draft), or nothing when opened directly.
import 'reflect-metadata';
import '../controls/message-channel';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { BehaviorSubject, Subject } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiErrors, type ApiErrorNotice, type SessionEnd } from '../../../application/ports/api-errors';
import { SessionApi, type UserSummary } from '../../../application/ports/session-api';
import { SignInApi, SignInRefusal } from '../../../application/ports/sign-in-api';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { ApiErrorToaster } from '../../../ui/shell/api-error-toaster';
import LoginPage from '../../../ui/shell/login-page';

class FakeApiErrors implements ApiErrors {
  readonly errors = new Subject<ApiErrorNotice>();
  readonly ends = new Subject<SessionEnd>();
  readonly errors$ = this.errors.asObservable();
  readonly sessionEnded$ = this.ends.asObservable();
  report(notice: ApiErrorNotice): void { this.errors.next(notice); }
  endSession(end: SessionEnd): void { this.ends.next(end); }
}

const ZHANGSAN: UserSummary = { id: 'u-applicant', name: '张三', employeeNumber: 'E1001', department: '行政部', departmentId: 'd-admin' };

/** The real server's sign-in: one password works, everything else is refused with the server's text. */
class FakeSignInApi implements SignInApi {
  readonly available = true;
  readonly tries: Array<[string, string]> = [];
  async signIn(username: string, password: string): Promise<UserSummary> {
    this.tries.push([username, password]);
    if (username === 'E1001' && password === 'yunshan2026') return ZHANGSAN;
    throw new SignInRefusal('用户名或密码错误');
  }
  async changePassword(): Promise<void> {}
  constructor(readonly singleSignOn = false) {}
  async options(): Promise<{ singleSignOn: boolean }> { return { singleSignOn: this.singleSignOn }; }
  singleSignOnUrl(returnTo: string): string { return `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`; }
  async accounts() { return []; }
  async setDisabled(): Promise<undefined> { return undefined; }
  async resetPassword(): Promise<void> {}
  async signOut(): Promise<void> {}
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderApp(container: Container, start: string) {
  render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[start]}>
        <ApiErrorToaster />
        <Where />
        <Routes>
          <Route path="/mySubmitFlow" element={<p>我的申请</p>} />
          <Route path="/flowapplicationcenter" element={<p>审批中心</p>} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
}

async function endSessionWith(end: SessionEnd, { signedIn = true, signIn }: { signedIn?: boolean; signIn?: SignInApi } = {}) {
  const errors = new FakeApiErrors();
  const container = new Container();
  container.bind<ApiErrors>(ApiErrors).toConstantValue(errors);
  container.bind<SessionApi>(SessionApi).toConstantValue({ user$: new BehaviorSubject(signedIn ? ZHANGSAN : undefined) } as unknown as SessionApi);
  if (signIn) container.bind<SignInApi>(SignInApi).toConstantValue(signIn);
  renderApp(container, '/mySubmitFlow?tab=2');
  await act(async () => { errors.endSession(end); });
}

test('after 退出登录, /login says 您已退出登录 and mentions neither an expired session nor a draft', async () => {
  await endSessionWith({ reason: 'logout', redirectTo: '/login' });
  expect(await screen.findByText('您已退出登录')).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('过期');
  expect(document.body).not.toHaveTextContent('草稿');
});

test('after an expired session, /login says 登录已过期 and that the draft was kept', async () => {
  await endSessionWith({ reason: 'loginExpired', redirectTo: '/login' });
  expect(await screen.findByText('登录已过期')).toBeInTheDocument();
  expect(document.body).toHaveTextContent('草稿');
});

test('/login opened directly claims nothing about a session or a draft', async () => {
  render(<MemoryRouter initialEntries={['/login']}><LoginPage /></MemoryRouter>);
  expect(await screen.findByText('请登录')).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('草稿');
});

describe('signing in on the real server (issue 39)', () => {
  test('an expired session lands on /login with 登录已过期; signing in returns to the page that sent the user', async () => {
    const signIn = new FakeSignInApi();
    await endSessionWith({ reason: 'loginExpired', redirectTo: '/login' }, { signIn });
    expect(await screen.findByText('登录已过期')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'E1001' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'yunshan2026' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('我的申请')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/mySubmitFlow?tab=2');
  });

  test('a wrong password shows 用户名或密码错误 and stays on /login', async () => {
    const signIn = new FakeSignInApi();
    await endSessionWith({ reason: 'loginExpired', redirectTo: '/login' }, { signIn });
    fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'E1001' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  });

  test('an empty form is not sent', async () => {
    const signIn = new FakeSignInApi();
    await endSessionWith({ reason: 'loginExpired', redirectTo: '/login' }, { signIn });
    fireEvent.click(await screen.findByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('请输入密码')).toBeInTheDocument());
    expect(signIn.tries).toEqual([]);
  });

  test('a first visit without a session says 请登录, not that a session expired', async () => {
    await endSessionWith({ reason: 'loginExpired', redirectTo: '/login' }, { signedIn: false, signIn: new FakeSignInApi() });
    expect(await screen.findByText('请登录')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('过期');
  });

  test('after 退出登录 and signing in again the app opens at 审批中心', async () => {
    await endSessionWith({ reason: 'logout', redirectTo: '/login' }, { signIn: new FakeSignInApi() });
    expect(await screen.findByText('您已退出登录')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'E1001' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'yunshan2026' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('审批中心')).toBeInTheDocument();
  });
});

describe('企业账号登录 (single sign-on configured on the server)', () => {
  test('/login offers 企业账号登录, which starts at the server with the page to return to', async () => {
    await endSessionWith({ reason: 'loginExpired', redirectTo: '/login' }, { signIn: new FakeSignInApi(true) });
    const button = await screen.findByRole('link', { name: /企业账号登录/ });
    expect(button).toHaveAttribute('href', `/api/auth/oidc/start?returnTo=${encodeURIComponent('/mySubmitFlow?tab=2')}`);
  });

  test('without it, /login shows only the password form', async () => {
    await endSessionWith({ reason: 'loginExpired', redirectTo: '/login' }, { signIn: new FakeSignInApi(false) });
    await screen.findByLabelText('用户名');
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByText('企业账号登录')).toBeNull();
  });

  test('a refused single sign-on comes back to /login with the reason', async () => {
    const container = new Container();
    container.bind<SignInApi>(SignInApi).toConstantValue(new FakeSignInApi(true));
    const reason = '企业账号「E9999」没有对应的成员或账号已停用，请联系管理员';
    render(
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={[`/login?sso_error=${encodeURIComponent(reason)}`]}><LoginPage /></MemoryRouter>
      </ContainerProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });
});
