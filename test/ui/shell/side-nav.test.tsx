/** @jest-environment jest-fixed-jsdom */
// The side navigation: plain links in two groups (审批 / 管理), the current page marked, clicks navigate; the
// 管理 entries show only to whoever holds their right (issue 25).
import 'reflect-metadata';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RightKind } from '../../../domain/permissions';
import { MyRights } from '../../../application/shell/my-rights';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { SideNav } from '../../../ui/shell/side-nav';
import { EVERY_RIGHT, myRightsDouble } from './my-rights-double';

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
  ['群机器人', '/groupRobots'],
  ['操作日志', '/operationLog'],
];

function LocationDisplay() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The navigation at `path` for someone holding `rights` (a 系统管理员 unless told). */
function renderAt(path: string, rights: readonly RightKind[] = EVERY_RIGHT) {
  const container = new Container();
  container.bind(MyRights).toConstantValue(myRightsDouble(rights).service);
  return render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[path]}>
        <SideNav />
        <Routes>
          <Route path="*" element={<LocationDisplay />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
}

test('an ordinary employee sees no 管理 group at all, only 审批', () => {
  renderAt('/', []);
  expect(screen.queryByRole('group', { name: '管理' })).toBeNull();
  expect(within(screen.getByRole('group', { name: '审批' })).getAllByRole('link')).toHaveLength(APPROVAL_ITEMS.length);
});

test('a 流程管理员 (子管理员) sees the flow entries only: 流程管理, 流程中心, 表单列表, 流程权限管理, 流程统计', () => {
  renderAt('/', ['flow']);
  const links = within(screen.getByRole('group', { name: '管理' })).getAllByRole('link').map((link) => link.textContent);
  expect(links).toEqual(['流程管理', '流程中心', '表单列表', '流程权限管理', '流程统计']);
});

test('each unscoped right shows its own entry: 接口管理, 定时任务, 操作日志', () => {
  renderAt('/', ['api', 'timingTask', 'operationLog']);
  const links = within(screen.getByRole('group', { name: '管理' })).getAllByRole('link').map((link) => link.textContent);
  expect(links).toEqual(['接口管理', '定时任务', '操作日志']);
});

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
