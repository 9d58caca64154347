import type { FeatureContribution } from '../shell/feature-contribution';
import { lazyPage, page } from '../shell/lazy-page';

const FlowStatisticsPage = lazyPage(() => import(/* webpackChunkName: "page-flow-statistics" */ './flow-statistics-page'));

/** 流程统计 (its use case is bound with the approvals feature's). */
export const flowStatisticsContribution: FeatureContribution = {
  routes: [
    { path: '/flowStatis', title: '流程统计', layout: 'main', ...page(FlowStatisticsPage), features: ['approvals'], nav: { group: '管理', order: 100 }, right: 'flow' },
  ],
};
