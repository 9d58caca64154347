/** @jest-environment jest-fixed-jsdom */
// The side navigation: plain links in two groups (审批 / 管理), the current page marked, clicks navigate.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SideNav } from '../../../ui/shell/side-nav';

const APPROVAL_ITEMS: Array<[string, string]> = [
  ['审批中心', '/flowapplicationcenter'],
  ['我的申请', '/mySubmitFlow'],
  ['待我审批', '/approvingFlow'],
  ['我已审批', '/approvedFlow'],
  ['抄送我的', '/copyFlow'],
  ['流程查询', '/flowQuery'],
  ['批量审批', '/batchApprove'],
  ['OCR识别问题', '/ocr'],
];
const ADMIN_ITEMS: Array<[string, string]> = [
  ['流程管理', '/flowManage'],
  ['流程中心', '/flowCenter'],
  ['表单列表', '/workflow/sprites'],
  ['接口管理', '/apiManage'],
  ['表单值管理', '/formValueManage'],
  ['数据表', '/dataTable'],
  ['定时任务', '/timing-tasks'],
  ['角色管理', '/role-manage'],
  ['流程权限管理', '/flowcompetencemanagement'],
  ['流程统计', '/flowStatis'],
  ['操作日志', '/operationLog'],
];

function LocationDisplay() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SideNav />
      <Routes>
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('the navigation is labelled 主导航 and has the two groups 审批 and 管理', () => {
  renderAt('/');
  const nav = screen.getByRole('navigation', { name: '主导航' });
  expect(within(nav).getByRole('group', { name: '审批' })).toBeInTheDocument();
  expect(within(nav).getByRole('group', { name: '管理' })).toBeInTheDocument();
});

test.each([
  ['审批', APPROVAL_ITEMS],
  ['管理', ADMIN_ITEMS],
] as const)('every item of the %s group is a link to its page, in order', (group, items) => {
  renderAt('/');
  const links = within(screen.getByRole('group', { name: group })).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(items);
});

test('我的申请 links to /mySubmitFlow and 表单值管理 to /formValueManage', () => {
  renderAt('/');
  expect(screen.getByRole('link', { name: '我的申请' })).toHaveAttribute('href', '/mySubmitFlow');
  expect(screen.getByRole('link', { name: '表单值管理' })).toHaveAttribute('href', '/formValueManage');
});

test('the current page\'s item is marked aria-current="page" and side-nav-item-selected, and no other', () => {
  renderAt('/approvingFlow');
  const current = screen.getByRole('link', { name: '待我审批' });
  expect(current).toHaveAttribute('aria-current', 'page');
  expect(current).toHaveClass('side-nav-item', 'side-nav-item-selected');
  const others = screen.getAllByRole('link').filter((link) => link !== current);
  expect(others).toHaveLength(APPROVAL_ITEMS.length + ADMIN_ITEMS.length - 1);
  for (const link of others) {
    expect(link).not.toHaveAttribute('aria-current');
    expect(link).not.toHaveClass('side-nav-item-selected');
    expect(link).toHaveClass('side-nav-item');
  }
});

test('an item is selected on its exact path only, as the antd Menu was (表单详情 does not select 表单列表)', () => {
  renderAt('/workflow/sprites/edit');
  expect(screen.getByRole('link', { name: '表单列表' })).not.toHaveAttribute('aria-current');
});

test('clicking an item navigates to its page and moves the selection there', () => {
  renderAt('/mySubmitFlow');
  expect(screen.getByTestId('location')).toHaveTextContent('/mySubmitFlow');
  fireEvent.click(screen.getByRole('link', { name: '操作日志' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/operationLog');
  expect(screen.getByRole('link', { name: '操作日志' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: '我的申请' })).not.toHaveAttribute('aria-current');
});
