/** @jest-environment jest-fixed-jsdom */
// Issue 32, item 11: the spec lists the main-layout pages "under /main"; /main/flowManage used to fall through
// to the catch-all redirect (审批中心). Both /main/<page> and the short <page> open the page.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Navigate, NavLink, Route, useLocation } from 'react-router-dom';
import { RoutesUnderMain, shortPathOf } from '../../../ui/shell/routes-under-main';
import { routeAt } from '../../../ui/shell/route-at';

function Page({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <output>{pathname + search}</output>
      <NavLink to="/flowManage" className={({ isActive }) => (isActive ? 'selected' : '')}>流程管理</NavLink>
    </main>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RoutesUnderMain>
        <Route path="/flowapplicationcenter" element={<Page name="审批中心" />} />
        <Route path="/flowManage" element={<Page name="流程管理" />} />
        <Route path="/workflow/sprites/:formId" element={<Page name="表单详情" />} />
        <Route path="*" element={<Navigate to="/flowapplicationcenter" replace />} />
      </RoutesUnderMain>
    </MemoryRouter>,
  );
}

describe('paths under /main open their page instead of redirecting to 审批中心', () => {
  it.each([
    ['/main/flowManage?tab=2', '流程管理', '/flowManage?tab=2'],
    ['/main/workflow/sprites/form-1', '表单详情', '/workflow/sprites/form-1'],
    ['/flowManage', '流程管理', '/flowManage'],
  ])('%s shows %s', (path, title, seen) => {
    renderAt(path);
    expect(screen.getByRole('heading').textContent).toBe(title);
    expect(screen.getByRole('status').textContent).toBe(seen);
  });

  it('the side navigation marks the page opened under /main as the current one', () => {
    renderAt('/main/flowManage');
    expect(screen.getByRole('link', { name: '流程管理' }).className).toBe('selected');
  });

  it('/main itself and an unknown page under it still go to 审批中心', () => {
    renderAt('/main/no-such-page');
    expect(screen.getByRole('heading').textContent).toBe('审批中心');
    expect(shortPathOf('/main')).toBe('/main');
    expect(shortPathOf('/mainly')).toBe('/mainly');
  });

  it('the opening route preloads the page of /main/<page> too', () => {
    expect(routeAt('/main/approvingFlow')?.title).toBe('待我审批');
  });
});
