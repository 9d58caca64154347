import { Navigate } from 'react-router-dom';
import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { InstanceListKind } from '../approvals/instance-list-page';
import type { Feature } from '../../application/shell/feature-modules';
import type { RightKind } from '../../domain/permissions';
import { LAUNCH_SHORTCUTS, launchUrl } from '../../application/filler/launch-shortcuts';

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
  /** Starts downloading the page's chunk (called before its feature use cases are awaited). */
  preload?: () => Promise<unknown>;
  /** The feature use cases the page resolves; bound (their chunk loaded) before it renders. */
  features?: readonly Feature[];
  /** The admin right the page needs (issue 25); without it the route shows the 403 page with the reason. */
  right?: RightKind;
}

/**
 * A lazily loaded page whose chunk can also be asked for ahead of rendering (in parallel with its use cases).
 * Once the chunk is in, a newly mounted page renders it directly instead of through React.lazy: a lazy
 * component suspends on its first render even when its chunk has arrived, and React then keeps the fallback
 * up for at least 300 ms (its reveal throttle), e.g. on the print route opened with its chunks preloaded.
 * Each mount keeps the kind it started with, so a re-render never swaps the component (and loses state).
 */
function lazyPage<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () => importer().then((module) => {
    loaded = module.default;
    return module;
  });
  const Lazy = lazy(preload);
  function Page(props: P) {
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}

type LazyPage<P extends object = object> = ComponentType<P> & { preload(): Promise<unknown> };

const ApplicationCenterPage = lazyPage(() => import(/* webpackChunkName: "page-application-center" */ '../approvals/application-center-page'));
const InstanceListPage = lazyPage(() => import(/* webpackChunkName: "page-instance-list" */ '../approvals/instance-list-page'));
const FlowQueryPage = lazyPage(() => import(/* webpackChunkName: "page-flow-query" */ '../approvals/flow-query-page'));
const FlowDynamicPage = lazyPage(() => import(/* webpackChunkName: "page-flow-dynamic" */ '../approvals/flow-dynamic-page'));
const FlowStatisticsPage = lazyPage(() => import(/* webpackChunkName: "page-flow-statistics" */ '../approvals/flow-statistics-page'));
const TravelExportPage = lazyPage(() => import(/* webpackChunkName: "page-travel-export" */ '../approvals/travel-export-page'));
const BatchApprovePage = lazyPage(() => import(/* webpackChunkName: "page-batch-approve" */ '../approvals/batch-approve-page'));
const OcrPage = lazyPage(() => import(/* webpackChunkName: "page-ocr" */ '../ocr/ocr-page'));
const LaunchPage = lazyPage(() => import(/* webpackChunkName: "page-launch" */ '../filler/launch-page'));
const FlowManagePage = lazyPage(() => import(/* webpackChunkName: "page-flow-manage" */ '../admin/flow-manage-page'));
const ApiManagePage = lazyPage(() => import(/* webpackChunkName: "page-api-manage" */ '../admin/api-manage-page'));
const RoleManagePage = lazyPage(() => import(/* webpackChunkName: "page-role-manage" */ '../admin/role-manage-page'));
const FormValueManagePage = lazyPage(() => import(/* webpackChunkName: "page-form-value-manage" */ '../admin/form-value-manage-page'));
const OperationLogPage = lazyPage(() => import(/* webpackChunkName: "page-operation-log" */ '../admin/operation-log-page'));
const FormListPage = lazyPage(() => import(/* webpackChunkName: "page-form-list" */ '../admin/form-list-page'));
const FormDetailPage = lazyPage(() => import(/* webpackChunkName: "page-form-detail" */ '../admin/form-detail-page'));
const FlowPermissionsPage = lazyPage<{ manage?: boolean }>(() => import(/* webpackChunkName: "page-flow-permissions" */ '../admin/flow-permissions-page'));
const DataTablePage = lazyPage(() => import(/* webpackChunkName: "page-data-table" */ '../admin/data-table-page'));
const DataTableDetailPage = lazyPage(() => import(/* webpackChunkName: "page-data-table-detail" */ '../admin/data-table-detail-page'));
const DataTableLogPage = lazyPage(() => import(/* webpackChunkName: "page-data-table-log" */ '../admin/data-table-log-page'));
const DataTableAuthPage = lazyPage(() => import(/* webpackChunkName: "page-data-table-auth" */ '../admin/data-table-auth-page'));
const TableEditorPage = lazyPage(() => import(/* webpackChunkName: "page-table-editor" */ '../admin/table-editor-page'));
const TimingTasksPage = lazyPage(() => import(/* webpackChunkName: "page-timing-tasks" */ '../admin/timing-tasks-page'));
const TimingTaskDetailPage = lazyPage(() => import(/* webpackChunkName: "page-timing-task-detail" */ '../admin/timing-task-detail-page'));
const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ './home-page'));
const PrintPage = lazyPage(() => import(/* webpackChunkName: "page-print" */ '../print/print-page'));
const ShowFlowPreviewPage = lazyPage(() => import(/* webpackChunkName: "page-show-flow-preview" */ '../flow-view/show-flow-preview-page'));
const InstanceFlowPage = lazyPage(() => import(/* webpackChunkName: "page-instance-flow" */ '../flow-view/instance-flow-page'));
const LoginPage = lazyPage(() => import(/* webpackChunkName: "page-login" */ './login-page'));

type Rendering = Pick<PageRoute, 'render' | 'preload'>;

function list(kind: InstanceListKind): Rendering {
  return { render: () => <InstanceListPage kind={kind} />, preload: InstanceListPage.preload };
}

/** A route that only forwards: the user lands on the target page, never on an empty frame. */
function redirect(to: string): Rendering {
  return { render: () => <Navigate replace to={to} /> };
}

function page(Component: LazyPage): Rendering {
  return { render: () => <Component />, preload: Component.preload };
}

const APPROVALS: readonly Feature[] = ['approvals'];
const FILLER: readonly Feature[] = ['filler'];
const ADMIN: readonly Feature[] = ['admin'];
const PRINT: readonly Feature[] = ['print'];

export const MAIN_ROUTES: PageRoute[] = [
  { path: '/flowapplicationcenter', title: '审批中心', layout: 'main', ...page(ApplicationCenterPage), features: APPROVALS },
  { path: '/flowLaunch', title: '发起申请', layout: 'main', ...page(LaunchPage), features: FILLER },
  { path: '/newFlowLaunch', title: '发起申请', layout: 'main', ...page(LaunchPage), features: FILLER },
  { path: '/flowdynamic', title: '流程动态', layout: 'main', ...page(FlowDynamicPage), features: APPROVALS },
  { path: '/flowcompetencemanagement', title: '流程权限管理', layout: 'main', render: () => <FlowPermissionsPage manage />, preload: FlowPermissionsPage.preload, features: ADMIN, right: 'flow' },
  { path: '/flowcompetenceIndex', title: '流程权限', layout: 'main', ...page(FlowPermissionsPage), features: ADMIN, right: 'flow' },
  { path: '/flowCenter', title: '流程中心', layout: 'main', ...redirect('/flowapplicationcenter') },
  { path: '/approvedFlow', title: '我已审批', layout: 'main', ...list('approved'), features: APPROVALS },
  { path: '/mySubmitFlow', title: '我的申请', layout: 'main', ...list('my'), features: APPROVALS },
  { path: '/approvingFlow', title: '待我审批', layout: 'main', ...list('work'), features: APPROVALS },
  { path: '/copyFlow', title: '抄送我的', layout: 'main', ...list('cc'), features: APPROVALS },
  { path: '/flowQuery', title: '流程查询', layout: 'main', ...page(FlowQueryPage), features: APPROVALS },
  { path: '/formValueManage', title: '表单值管理', layout: 'main', ...page(FormValueManagePage), features: ADMIN, right: 'formValue' },
  { path: '/apiManage', title: '接口管理', layout: 'main', ...page(ApiManagePage), features: ADMIN, right: 'api' },
  { path: '/flowStatis', title: '流程统计', layout: 'main', ...page(FlowStatisticsPage), features: APPROVALS, right: 'flow' },
  { path: '/travelDerivation', title: '出差数据导出', layout: 'main', ...page(TravelExportPage), features: APPROVALS, right: 'flow' },
  { path: '/dataTable', title: '数据表', layout: 'main', ...page(DataTablePage), features: ADMIN },
  { path: '/dataTableLog', title: '数据表日志', layout: 'main', ...page(DataTableLogPage), features: ADMIN },
  { path: '/dataTableDetail', title: '数据表详情', layout: 'main', ...page(DataTableDetailPage), features: ADMIN },
  { path: '/dataTableAuth', title: '数据表权限', layout: 'main', ...page(DataTableAuthPage), features: ADMIN, right: 'dataTable' },
  { path: '/timing-tasks', title: '定时任务', layout: 'main', ...page(TimingTasksPage), features: ADMIN, right: 'timingTask' },
  { path: '/timing-task-detail', title: '定时任务详情', layout: 'main', ...page(TimingTaskDetailPage), features: ADMIN, right: 'timingTask' },
  { path: '/role-manage', title: '角色管理', layout: 'main', ...page(RoleManagePage), features: ADMIN, right: 'system' },
  ...LAUNCH_SHORTCUTS.map((s): PageRoute => ({ path: s.path, title: s.title, layout: 'main', ...redirect(launchUrl(s.model)) })),
  { path: '/workflow/sprites/:formId', title: '表单详情', layout: 'main', ...page(FormDetailPage), features: ADMIN, right: 'flow' },
  { path: '/workflow/sprites', title: '表单列表', layout: 'main', ...page(FormListPage), features: ADMIN, right: 'flow' },
  { path: '/operationLog', title: '操作日志', layout: 'main', ...page(OperationLogPage), features: ADMIN, right: 'operationLog' },
  { path: '/ocr', title: 'OCR识别问题', layout: 'main', ...page(OcrPage), features: APPROVALS },
  { path: '/batchApprove', title: '批量审批', layout: 'main', ...page(BatchApprovePage), features: APPROVALS },
  { path: '/flowManage', title: '流程管理', layout: 'main', ...page(FlowManagePage), features: ADMIN, right: 'flow' },
  { path: '/home', title: '首页', layout: 'main', ...page(HomePage) },
];

export const BARE_ROUTES: PageRoute[] = [
  { path: '/tableEditor', title: '表格编辑', layout: 'bare', ...page(TableEditorPage), features: ADMIN },
  { path: '/flowMyFormPreview/print', title: '打印预览', layout: 'bare', ...page(PrintPage), features: PRINT },
  { path: '/ctb-show-flow', title: '流程展示', layout: 'bare', ...page(InstanceFlowPage), features: APPROVALS },
  { path: '/show-flow-preview', title: '流程预览', layout: 'bare', ...page(ShowFlowPreviewPage), features: APPROVALS },
  { path: '/print/:id', title: '打印', layout: 'bare', ...page(PrintPage), features: PRINT },
  { path: '/login', title: '登录', layout: 'bare', ...page(LoginPage) },
];
