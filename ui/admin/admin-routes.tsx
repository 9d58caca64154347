import type { Feature } from '../../application/shell/feature-modules';
import type { FeatureContribution } from '../shell/feature-contribution';
import { lazyPage, page } from '../shell/lazy-page';

const FlowManagePage = lazyPage(() => import(/* webpackChunkName: "page-flow-manage" */ './flow-manage-page'));
const ApiManagePage = lazyPage(() => import(/* webpackChunkName: "page-api-manage" */ './api-manage-page'));
const RoleManagePage = lazyPage(() => import(/* webpackChunkName: "page-role-manage" */ './role-manage-page'));
const FormValueManagePage = lazyPage(() => import(/* webpackChunkName: "page-form-value-manage" */ './form-value-manage-page'));
const OperationLogPage = lazyPage(() => import(/* webpackChunkName: "page-operation-log" */ './operation-log-page'));
const FormListPage = lazyPage(() => import(/* webpackChunkName: "page-form-list" */ './form-list-page'));
const FormDetailPage = lazyPage(() => import(/* webpackChunkName: "page-form-detail" */ './form-detail-page'));
const FlowPermissionsPage = lazyPage<{ manage?: boolean }>(() => import(/* webpackChunkName: "page-flow-permissions" */ './flow-permissions-page'));
const DataTablePage = lazyPage(() => import(/* webpackChunkName: "page-data-table" */ './data-table-page'));
const DataTableDetailPage = lazyPage(() => import(/* webpackChunkName: "page-data-table-detail" */ './data-table-detail-page'));
const DataTableLogPage = lazyPage(() => import(/* webpackChunkName: "page-data-table-log" */ './data-table-log-page'));
const DataTableAuthPage = lazyPage(() => import(/* webpackChunkName: "page-data-table-auth" */ './data-table-auth-page'));
const TableEditorPage = lazyPage(() => import(/* webpackChunkName: "page-table-editor" */ './table-editor-page'));
const TimingTasksPage = lazyPage(() => import(/* webpackChunkName: "page-timing-tasks" */ './timing-tasks-page'));
const FlowVersionsPage = lazyPage(() => import(/* webpackChunkName: "page-flow-versions" */ './flow-versions/flow-versions-page'));
const AccountManagePage = lazyPage(() => import(/* webpackChunkName: "page-account-manage" */ './account-manage-page'));
const GroupRobotsPage = lazyPage(() => import(/* webpackChunkName: "page-group-robots" */ './group-robots-page'));
const TimingTaskDetailPage = lazyPage(() => import(/* webpackChunkName: "page-timing-task-detail" */ './timing-task-detail-page'));

const ADMIN: readonly Feature[] = ['admin'];

/** The administration pages: flows, forms, interfaces, form values, data tables, timing tasks, roles, rights, logs. */
export const adminContribution: FeatureContribution = {
  routes: [
    { path: '/flowcompetencemanagement', title: '流程权限管理', layout: 'main', render: () => <FlowPermissionsPage manage />, preload: FlowPermissionsPage.preload, features: ADMIN, nav: { group: '管理', order: 90 }, right: 'flow' },
    { path: '/flowcompetenceIndex', title: '流程权限', layout: 'main', ...page(FlowPermissionsPage), features: ADMIN, right: 'flow' },
    { path: '/formValueManage', title: '表单值管理', layout: 'main', ...page(FormValueManagePage), features: ADMIN, nav: { group: '管理', order: 50 }, right: 'formValue' },
    { path: '/apiManage', title: '接口管理', layout: 'main', ...page(ApiManagePage), features: ADMIN, nav: { group: '管理', order: 40 }, right: 'api' },
    { path: '/dataTable', title: '数据表', layout: 'main', ...page(DataTablePage), features: ADMIN, nav: { group: '管理', order: 60, right: 'dataTable' } },
    { path: '/dataTableLog', title: '数据表日志', layout: 'main', ...page(DataTableLogPage), features: ADMIN },
    { path: '/dataTableDetail', title: '数据表详情', layout: 'main', ...page(DataTableDetailPage), features: ADMIN },
    { path: '/dataTableAuth', title: '数据表权限', layout: 'main', ...page(DataTableAuthPage), features: ADMIN, right: 'dataTable' },
    { path: '/timing-tasks', title: '定时任务', layout: 'main', ...page(TimingTasksPage), features: ADMIN, nav: { group: '管理', order: 70 }, right: 'timingTask' },
    { path: '/timing-task-detail', title: '定时任务详情', layout: 'main', ...page(TimingTaskDetailPage), features: ADMIN, right: 'timingTask' },
    { path: '/role-manage', title: '角色管理', layout: 'main', ...page(RoleManagePage), features: ADMIN, nav: { group: '管理', order: 80 }, right: 'system' },
    { path: '/workflow/sprites/:formId', title: '表单详情', layout: 'main', ...page(FormDetailPage), features: ADMIN, right: 'flow' },
    { path: '/workflow/sprites', title: '表单列表', layout: 'main', ...page(FormListPage), features: ADMIN, nav: { group: '管理', order: 30 }, right: 'flow' },
    { path: '/accountManage', title: '账号管理', layout: 'main', ...page(AccountManagePage), features: ADMIN, nav: { group: '管理', order: 85, needsPasswords: true }, right: 'system' },
    { path: '/groupRobots', title: '群机器人', layout: 'main', ...page(GroupRobotsPage), features: ADMIN, nav: { group: '管理', order: 100 }, right: 'system' },
    { path: '/operationLog', title: '操作日志', layout: 'main', ...page(OperationLogPage), features: ADMIN, nav: { group: '管理', order: 110 }, right: 'operationLog' },
    { path: '/flowVersions', title: '版本记录', layout: 'main', ...page(FlowVersionsPage), features: ADMIN, right: 'flow' },
    { path: '/flowManage', title: '流程管理', layout: 'main', ...page(FlowManagePage), features: ADMIN, nav: { group: '管理', order: 10 }, right: 'flow' },
    { path: '/tableEditor', title: '表格编辑', layout: 'bare', ...page(TableEditorPage), features: ADMIN },
  ],
};
