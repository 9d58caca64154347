import { approvalsContribution } from '../approvals/approvals-routes';
import { adminContribution } from '../admin/admin-routes';
import { organisationAdminContribution } from '../organisation-admin/organisation-admin-routes';
import { fillerContribution } from '../filler/filler-routes';
import { flowStatisticsContribution } from '../flow-statistics/flow-statistics-routes';
import { flowViewContribution } from '../flow-view/flow-view-routes';
import { ocrContribution } from '../ocr/ocr-routes';
import { printContribution } from '../print/print-routes';
import type { RightKind } from '../../domain/permissions';
import { NAV_GROUPS, type FeatureContribution, type NavGroup, type PageRoute } from './feature-contribution';
import { shellContribution } from './shell-routes';

export type { PageRoute } from './feature-contribution';

/**
 * Every route of spec section 2, collected from the features that declare them (each in its own
 * `<feature>-routes.tsx`, its pages lazy chunks there). Only this list of contributions is central.
 */
const CONTRIBUTIONS: readonly FeatureContribution[] = [
  approvalsContribution, flowStatisticsContribution, fillerContribution, adminContribution, organisationAdminContribution, ocrContribution, printContribution, flowViewContribution, shellContribution,
];

const ROUTES: readonly PageRoute[] = CONTRIBUTIONS.flatMap((contribution) => contribution.routes);

export const MAIN_ROUTES: PageRoute[] = ROUTES.filter((route) => route.layout === 'main');
export const BARE_ROUTES: PageRoute[] = ROUTES.filter((route) => route.layout === 'bare');

export interface NavEntry {
  readonly path: string;
  readonly label: string;
  /** The right the entry needs (issue 25): without it the entry is not shown. */
  readonly right?: RightKind;
  /** Only where people sign in with passwords (the real server; not the in-browser demo). */
  readonly needsPasswords?: true;
}

export interface NavSection {
  readonly label: NavGroup;
  readonly items: readonly NavEntry[];
}

/** The side navigation of some routes: those that asked for an entry, by group, sorted by their order. */
export function navOf(routes: readonly PageRoute[]): NavSection[] {
  return NAV_GROUPS.map((group) => ({
    label: group,
    items: routes
      .filter((route) => route.nav?.group === group)
      .sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0))
      .map((route) => {
        const right = route.nav?.right ?? route.right;
        return { path: route.path, label: route.title, ...(right !== undefined ? { right } : {}), ...(route.nav?.needsPasswords ? { needsPasswords: true as const } : {}) };
      }),
  }));
}

/** The app's side navigation (ui/shell/side-nav.tsx). */
export const NAV: readonly NavSection[] = navOf(ROUTES);
