/** @jest-environment jest-fixed-jsdom */
// Issue 14, item 11: after a voluntary 退出登录, /login said the session had expired and mentioned a draft.
// It now says what happened: logged out, expired (with the draft), or nothing when opened directly.
import 'reflect-metadata';
import { act, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { Subject } from 'rxjs';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiErrors, type ApiErrorNotice, type SessionEnd } from '../../../application/ports/api-errors';
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

async function endSessionWith(end: SessionEnd) {
  const errors = new FakeApiErrors();
  const container = new Container();
  container.bind<ApiErrors>(ApiErrors).toConstantValue(errors);
  render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={['/mySubmitFlow']}>
        <ApiErrorToaster />
        <Routes>
          <Route path="/mySubmitFlow" element={<p>我的申请</p>} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
  act(() => errors.endSession(end));
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
