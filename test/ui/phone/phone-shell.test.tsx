/** @jest-environment jest-fixed-jsdom */
// Issue 20, the responsive shell: below 768 px a compact top bar and a bottom tab bar (审批中心, 待我审批 with its
// count, 我的申请, 我的); from 768 px the desktop layout as it was. The designer says it needs a wider screen.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { MainLayout } from '../../../ui/shell/main-layout';
import { DesktopOnly } from '../../../ui/shell/desktop-only';
import { phoneViewport } from './phone-viewport';
import { shellServices } from './shell-services';

let viewport: ReturnType<typeof phoneViewport>;
afterEach(() => viewport.restore());

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function renderShell(services = shellServices(), path = '/mySubmitFlow') {
  render(
    <ContainerProvider container={services.container}>
      <MemoryRouter initialEntries={[path]}>
        <MainLayout>
          <Routes><Route path="*" element={<Where />} /></Routes>
        </MainLayout>
      </MemoryRouter>
    </ContainerProvider>,
  );
  return services;
}

const tabBar = () => screen.getByRole('navigation', { name: '底部导航' });

test('on a phone the bottom tab bar has 审批中心, 待我审批, 我的申请 and 我的, and the top bar is compact', async () => {
  viewport = phoneViewport(390);
  renderShell();
  const links = within(tabBar()).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['审批中心', '/flowapplicationcenter'], ['待我审批', '/approvingFlow'], ['我的申请', '/mySubmitFlow'],
  ]);
  expect(within(tabBar()).getByRole('button', { name: '我的' })).toBeInTheDocument();
  // The count and the user move to the tab bar; 意见反馈 is spelled out (nothing to hover over on a phone).
  expect(document.querySelector('.app-header-phone')).toBeInTheDocument();
  expect(document.querySelector('.app-header .pending-count-badge')).toBeNull();
  expect(document.querySelector('.app-header .user-menu')).toBeNull();
  expect(screen.getByRole('button', { name: '意见反馈' })).toHaveTextContent('意见反馈');
  expect(document.querySelector('.app-layout')).toHaveClass('app-layout-phone');
  await screen.findByTestId('location');
});

test('the current tab is marked, and tapping a tab navigates there', async () => {
  viewport = phoneViewport(390);
  renderShell();
  expect(within(tabBar()).getByRole('link', { name: '我的申请' })).toHaveAttribute('aria-current', 'page');
  fireEvent.click(within(tabBar()).getByRole('link', { name: '待我审批' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/approvingFlow');
  expect(within(tabBar()).getByRole('link', { name: /待我审批/ })).toHaveAttribute('aria-current', 'page');
});

test('the 待我审批 tab carries the to-approve count and follows it: nothing at zero, 99+ above 99', async () => {
  viewport = phoneViewport(390);
  const services = renderShell();
  expect(document.querySelector('.tab-bar-badge')).toBeNull();
  act(() => services.count.next(3));
  expect(document.querySelector('.tab-bar-badge')).toHaveTextContent('3');
  act(() => services.count.next(2));
  expect(document.querySelector('.tab-bar-badge')).toHaveTextContent('2');
  act(() => services.count.next(120));
  expect(document.querySelector('.tab-bar-badge')).toHaveTextContent('99+');
  act(() => services.count.next(0));
  expect(document.querySelector('.tab-bar-badge')).toBeNull();
});

test('on a phone the session is loaded by the tab bar (the top bar has no user menu)', async () => {
  viewport = phoneViewport(390);
  const services = renderShell();
  await act(async () => undefined);
  expect(services.calls.loads).toBeGreaterThan(0);
});

test('我的 opens a sheet with the user, the other lists and the user menu actions', async () => {
  viewport = phoneViewport(390);
  const services = renderShell();
  fireEvent.click(within(tabBar()).getByRole('button', { name: '我的' }));
  const sheet = await screen.findByRole('dialog');
  expect(await within(sheet).findByText('李四')).toBeInTheDocument();
  expect(within(sheet).getByText('审批人')).toBeInTheDocument();
  const lists = within(within(sheet).getByRole('navigation', { name: '更多列表' })).getAllByRole('link');
  expect(lists.map((link) => link.textContent)).toEqual(['消息中心', '我已审批', '抄送我的', '流程查询', '批量审批']);
  expect(within(sheet).getByRole('menuitem', { name: '切换为申请人' })).toBeEnabled();
  expect(within(sheet).getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  fireEvent.click(within(sheet).getByRole('link', { name: '抄送我的' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/copyFlow');
  fireEvent.click(within(tabBar()).getByRole('button', { name: '我的' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
  expect(services.calls.logouts).toBe(1);
});

test('on a desktop the top bar asks for the signed-in person with its first render, once, not when the user menu\'s chunk arrives', async () => {
  viewport = phoneViewport(1024);
  const services = renderShell();
  // The first desktop render of this file (React keeps a lazy component resolved once it came in): the effects of
  // the first render have run and the person is being loaded before the menu's chunk is in.
  expect(services.calls.loads).toBe(1);
  expect(document.querySelector('.app-header .user-menu')).toBeNull();
  await waitFor(() => expect(document.querySelector('.app-header .user-menu')).toBeInTheDocument());
  expect(services.calls.loads).toBe(1);
});

test('from 768 px the desktop layout stays: no tab bar, the count and the user menu in the top bar', async () => {
  viewport = phoneViewport(1024);
  renderShell();
  expect(screen.queryByRole('navigation', { name: '底部导航' })).toBeNull();
  expect(document.querySelector('.app-header .pending-count-badge')).toBeInTheDocument();
  // The user menu's code is a chunk of its own (issue 31): it comes in just after the bar.
  await waitFor(() => expect(document.querySelector('.app-header .user-menu')).toBeInTheDocument());
  expect(document.querySelector('.app-layout')).not.toHaveClass('app-layout-phone');
});

test('turning the window across 768 px switches between the two layouts', () => {
  viewport = phoneViewport(1024);
  renderShell();
  expect(screen.queryByRole('navigation', { name: '底部导航' })).toBeNull();
  viewport.resize(390);
  expect(tabBar()).toBeInTheDocument();
  viewport.resize(800);
  expect(screen.queryByRole('navigation', { name: '底部导航' })).toBeNull();
});

test('the designer says plainly on a phone that it needs a wider screen, and never renders there', () => {
  viewport = phoneViewport(390);
  const designer = jest.fn(() => <div>designer</div>);
  const Designer = designer as unknown as () => React.ReactElement;
  render(<MemoryRouter><Routes><Route path="*" element={<><DesktopOnly what="流程设计"><Designer /></DesktopOnly><Where /></>} /></Routes></MemoryRouter>);
  expect(screen.getByRole('status')).toHaveTextContent('流程设计需要更宽的屏幕');
  expect(screen.getByRole('status')).toHaveTextContent('请在电脑上打开此页面');
  expect(designer).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '返回审批中心' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/flowapplicationcenter');
});

test('the designer renders as before from 768 px', () => {
  viewport = phoneViewport(1280);
  render(<MemoryRouter><DesktopOnly what="流程设计"><div>designer</div></DesktopOnly></MemoryRouter>);
  expect(screen.getByText('designer')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

test('我的 holds 消息中心 with the unread count (issue 40)', async () => {
  viewport = phoneViewport(390);
  const services = renderShell();
  act(() => services.inbox.next({ list: [], unread: 3 }));
  fireEvent.click(within(tabBar()).getByRole('button', { name: '我的' }));
  const link = await screen.findByRole('link', { name: /消息中心/ });
  expect(link).toHaveTextContent('消息中心（3）');
  fireEvent.click(link);
  expect(screen.getByTestId('location')).toHaveTextContent('/messages');
});
