import type { Feature } from '../../application/shell/feature-modules';
import type { FeatureContribution } from '../shell/feature-contribution';
import { lazyPage, page } from '../shell/lazy-page';

const OrganisationAdminPage = lazyPage(() => import(/* webpackChunkName: "page-organisation-admin" */ './organisation-admin-page'));

const ADMIN: readonly Feature[] = ['admin'];

/** 组织架构 (issue 39): departments, people, import / export, 离职交接; right 组织管理. */
export const organisationAdminContribution: FeatureContribution = {
  routes: [
    { path: '/organisation', title: '组织架构', layout: 'main', ...page(OrganisationAdminPage), features: ADMIN, nav: { group: '管理', order: 82 }, right: 'organisation' },
  ],
};
