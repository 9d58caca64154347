import type { Feature } from '../../application/shell/feature-modules';
import { LAUNCH_SHORTCUTS, launchUrl } from '../../application/filler/launch-shortcuts';
import type { FeatureContribution, PageRoute } from '../shell/feature-contribution';
import { lazyPage, page, redirect } from '../shell/lazy-page';

const LaunchPage = lazyPage(() => import(/* webpackChunkName: "page-launch" */ './launch-page'));

const FILLER: readonly Feature[] = ['filler'];

/** The filler's pages: 发起申请 (both addresses) and the launch shortcuts of spec 2 (each forwards to its flow). */
export const fillerContribution: FeatureContribution = {
  routes: [
    { path: '/flowLaunch', title: '发起申请', layout: 'main', ...page(LaunchPage), features: FILLER },
    { path: '/newFlowLaunch', title: '发起申请', layout: 'main', ...page(LaunchPage), features: FILLER },
    ...LAUNCH_SHORTCUTS.map((s): PageRoute => ({ path: s.path, title: s.title, layout: 'main', ...redirect(launchUrl(s.model)) })),
  ],
};
