import type { Feature } from '../../application/shell/feature-modules';
import type { FeatureContribution } from '../shell/feature-contribution';
import { lazyPage, page } from '../shell/lazy-page';

const PrintPage = lazyPage(() => import(/* webpackChunkName: "page-print" */ './print-page'));

const PRINT: readonly Feature[] = ['print'];

/** The print pages (bare: no main layout around the sheet). */
export const printContribution: FeatureContribution = {
  routes: [
    { path: '/flowMyFormPreview/print', title: '打印预览', layout: 'bare', ...page(PrintPage), features: PRINT },
    { path: '/print/:id', title: '打印', layout: 'bare', ...page(PrintPage), features: PRINT },
  ],
};
