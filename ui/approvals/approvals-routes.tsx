import type { Feature } from '../../application/shell/feature-modules';
import type { FeatureContribution, PageRoute } from '../shell/feature-contribution';
import { lazyPage, page, redirect } from '../shell/lazy-page';
import type { InstanceListKind } from './instance-list-page';

const ApplicationCenterPage = lazyPage(() => import(/* webpackChunkName: "page-application-center" */ './application-center-page'));
const InstanceListPage = lazyPage(() => import(/* webpackChunkName: "page-instance-list" */ './instance-list-page'));
const FlowQueryPage = lazyPage(() => import(/* webpackChunkName: "page-flow-query" */ './flow-query-page'));
const FlowDynamicPage = lazyPage(() => import(/* webpackChunkName: "page-flow-dynamic" */ './flow-dynamic-page'));
const TravelExportPage = lazyPage(() => import(/* webpackChunkName: "page-travel-export" */ './travel-export-page'));
const DelegationPage = lazyPage(() => import(/* webpackChunkName: "page-delegation" */ './delegation-page'));
const NotifySettingsPage = lazyPage(() => import(/* webpackChunkName: "page-notify-settings" */ '../inbox/notify-settings-page'));
const InboxPage = lazyPage(() => import(/* webpackChunkName: "page-inbox" */ '../inbox/inbox-page'));
const BatchApprovePage = lazyPage(() => import(/* webpackChunkName: "page-batch-approve" */ './batch-approve-page'));

const APPROVALS: readonly Feature[] = ['approvals'];

function list(kind: InstanceListKind): Pick<PageRoute, 'render' | 'preload' | 'features'> {
  return { render: () => <InstanceListPage kind={kind} />, preload: InstanceListPage.preload, features: APPROVALS };
}

/** The approvals feature's pages: 审批中心, the four lists, 消息中心, 流程查询, 批量审批, 流程动态, 出差数据导出, 代理设置. */
export const approvalsContribution: FeatureContribution = {
  routes: [
    { path: '/flowapplicationcenter', title: '审批中心', layout: 'main', ...page(ApplicationCenterPage), features: APPROVALS, nav: { group: '审批', order: 10 } },
    { path: '/flowdynamic', title: '流程动态', layout: 'main', ...page(FlowDynamicPage), features: APPROVALS },
    { path: '/flowCenter', title: '流程中心', layout: 'main', ...redirect('/flowapplicationcenter'), nav: { group: '管理', order: 20, right: 'flow' } },
    { path: '/approvedFlow', title: '我已审批', layout: 'main', ...list('approved'), nav: { group: '审批', order: 40 } },
    { path: '/mySubmitFlow', title: '我的申请', layout: 'main', ...list('my'), nav: { group: '审批', order: 20 } },
    { path: '/approvingFlow', title: '待我审批', layout: 'main', ...list('work'), nav: { group: '审批', order: 30 } },
    { path: '/copyFlow', title: '抄送我的', layout: 'main', ...list('cc'), nav: { group: '审批', order: 50 } },
    { path: '/flowQuery', title: '流程查询', layout: 'main', ...page(FlowQueryPage), features: APPROVALS, nav: { group: '审批', order: 60 } },
    { path: '/travelDerivation', title: '出差数据导出', layout: 'main', ...page(TravelExportPage), features: APPROVALS, right: 'flow' },
    { path: '/delegation', title: '代理设置', layout: 'main', ...page(DelegationPage), features: APPROVALS },
    { path: '/messages', title: '消息中心', layout: 'main', ...page(InboxPage), features: APPROVALS },
    { path: '/notifySettings', title: '通知设置', layout: 'main', ...page(NotifySettingsPage) },
    { path: '/batchApprove', title: '批量审批', layout: 'main', ...page(BatchApprovePage), features: APPROVALS, nav: { group: '审批', order: 70 } },
  ],
};
