import type { Feature } from '../../application/shell/feature-modules';
import type { FeatureContribution } from '../shell/feature-contribution';
import { lazyPage, page } from '../shell/lazy-page';

const ShowFlowPreviewPage = lazyPage(() => import(/* webpackChunkName: "page-show-flow-preview" */ './show-flow-preview-page'));
const InstanceFlowPage = lazyPage(() => import(/* webpackChunkName: "page-instance-flow" */ './instance-flow-page'));

const APPROVALS: readonly Feature[] = ['approvals'];

/** The read-only flow pages (/ctb-show-flow, /show-flow-preview), bare for embedding. */
export const flowViewContribution: FeatureContribution = {
  routes: [
    { path: '/ctb-show-flow', title: '流程展示', layout: 'bare', ...page(InstanceFlowPage), features: APPROVALS },
    { path: '/show-flow-preview', title: '流程预览', layout: 'bare', ...page(ShowFlowPreviewPage), features: APPROVALS },
  ],
};
