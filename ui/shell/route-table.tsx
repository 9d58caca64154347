import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { InstanceListKind } from '../approvals/instance-list-page';

/**
 * Every route of spec section 2. `layout: 'main'` pages render inside the main layout (top bar);
 * `'bare'` pages (the spec's "outside /main") render on their own. Feature pages load lazily so the
 * initial bundle stays small and the designer / rich-text editor never load on a list page.
 */
export interface PageRoute {
  path: string;
  title: string;
  layout: 'main' | 'bare';
  render: () => ReactNode;
}

const ApplicationCenterPage = lazy(() => import('../approvals/application-center-page'));
const InstanceListPage = lazy(() => import('../approvals/instance-list-page'));
const FlowQueryPage = lazy(() => import('../approvals/flow-query-page'));
const BatchApprovePage = lazy(() => import('../approvals/batch-approve-page'));
const OcrPage = lazy(() => import('../ocr/ocr-page'));
const LaunchPage = lazy(() => import('../filler/launch-page'));
const AdminPage = lazy(() => import('../admin/admin-page'));
const FlowManagePage = lazy(() => import('../admin/flow-manage-page'));
const ApiManagePage = lazy(() => import('../admin/api-manage-page'));
const FormValueManagePage = lazy(() => import('../admin/form-value-manage-page'));
const HomePage = lazy(() => import('./home-page'));
const LoginPage = lazy(() => import('./login-page'));

function list(kind: InstanceListKind) {
  return () => <InstanceListPage kind={kind} />;
}

function admin(title: string) {
  return () => <AdminPage title={title} />;
}

function page(Component: LazyExoticComponent<ComponentType>) {
  return () => <Component />;
}

export const MAIN_ROUTES: PageRoute[] = [
  { path: '/flowapplicationcenter', title: '审批中心', layout: 'main', render: page(ApplicationCenterPage) },
  { path: '/flowLaunch', title: '发起申请', layout: 'main', render: page(LaunchPage) },
  { path: '/newFlowLaunch', title: '发起申请', layout: 'main', render: page(LaunchPage) },
  { path: '/flowdynamic', title: '流程动态', layout: 'main', render: admin('流程动态') },
  { path: '/flowcompetencemanagement', title: '流程权限管理', layout: 'main', render: admin('流程权限管理') },
  { path: '/flowcompetenceIndex', title: '流程权限', layout: 'main', render: admin('流程权限') },
  { path: '/flowCenter', title: '流程中心', layout: 'main', render: admin('流程中心') },
  { path: '/approvedFlow', title: '我已审批', layout: 'main', render: list('approved') },
  { path: '/mySubmitFlow', title: '我的申请', layout: 'main', render: list('my') },
  { path: '/approvingFlow', title: '待我审批', layout: 'main', render: list('work') },
  { path: '/copyFlow', title: '抄送我的', layout: 'main', render: list('cc') },
  { path: '/flowQuery', title: '流程查询', layout: 'main', render: page(FlowQueryPage) },
  { path: '/formValueManage', title: '表单值管理', layout: 'main', render: page(FormValueManagePage) },
  { path: '/apiManage', title: '接口管理', layout: 'main', render: page(ApiManagePage) },
  { path: '/flowStatis', title: '流程统计', layout: 'main', render: admin('流程统计') },
  { path: '/travelDerivation', title: '出差数据导出', layout: 'main', render: admin('出差数据导出') },
  { path: '/dataTable', title: '数据表', layout: 'main', render: admin('数据表') },
  { path: '/dataTableLog', title: '数据表日志', layout: 'main', render: admin('数据表日志') },
  { path: '/dataTableDetail', title: '数据表详情', layout: 'main', render: admin('数据表详情') },
  { path: '/dataTableAuth', title: '数据表权限', layout: 'main', render: admin('数据表权限') },
  { path: '/timing-tasks', title: '定时任务', layout: 'main', render: admin('定时任务') },
  { path: '/timing-task-detail', title: '定时任务详情', layout: 'main', render: admin('定时任务详情') },
  { path: '/role-manage', title: '角色管理', layout: 'main', render: admin('角色管理') },
  { path: '/workflow/createTravelOfSale', title: '销售出差申请', layout: 'main', render: admin('销售出差申请') },
  { path: '/workflow/createTravel', title: '出差申请', layout: 'main', render: admin('出差申请') },
  { path: '/workflow/createWipeOff', title: '报销申请', layout: 'main', render: admin('报销申请') },
  { path: '/workflow/createWipeOffOfSale', title: '销售报销申请', layout: 'main', render: admin('销售报销申请') },
  { path: '/workflow/sprites/:formId', title: '表单详情', layout: 'main', render: admin('表单详情') },
  { path: '/workflow/sprites', title: '表单列表', layout: 'main', render: admin('表单列表') },
  { path: '/operationLog', title: '操作日志', layout: 'main', render: admin('操作日志') },
  { path: '/ocr', title: 'OCR识别问题', layout: 'main', render: page(OcrPage) },
  { path: '/batchApprove', title: '批量审批', layout: 'main', render: page(BatchApprovePage) },
  { path: '/flowManage', title: '流程管理', layout: 'main', render: page(FlowManagePage) },
  { path: '/home', title: '首页', layout: 'main', render: page(HomePage) },
];

export const BARE_ROUTES: PageRoute[] = [
  { path: '/tableEditor', title: '表格编辑', layout: 'bare', render: admin('表格编辑') },
  { path: '/flowMyFormPreview/print', title: '打印预览', layout: 'bare', render: admin('打印预览') },
  { path: '/ctb-show-flow', title: '流程展示', layout: 'bare', render: admin('流程展示') },
  { path: '/show-flow-preview', title: '流程预览', layout: 'bare', render: admin('流程预览') },
  { path: '/print/:id', title: '打印', layout: 'bare', render: admin('打印') },
  { path: '/login', title: '登录', layout: 'bare', render: page(LoginPage) },
];
