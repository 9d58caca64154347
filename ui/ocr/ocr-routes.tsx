import type { FeatureContribution } from '../shell/feature-contribution';
import { lazyPage, page } from '../shell/lazy-page';

const OcrPage = lazyPage(() => import(/* webpackChunkName: "page-ocr" */ './ocr-page'));

/** The OCR problem list (its use cases are the approvals feature's). */
export const ocrContribution: FeatureContribution = {
  routes: [
    { path: '/ocr', title: 'OCR识别问题', layout: 'main', ...page(OcrPage), features: ['approvals'], nav: { group: '审批', order: 80 } },
  ],
};
