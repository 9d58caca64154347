import type { ReactNode } from 'react';
import type { Feature } from '../../application/shell/feature-modules';
import type { RightKind } from '../../domain/permissions';

/** The side navigation's groups, in the order they are shown. */
export const NAV_GROUPS = ['审批', '管理'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * One route of spec section 2, declared by the feature that owns the page. `layout: 'main'` pages render inside
 * the main layout (top bar); `'bare'` pages (the spec's "outside /main") render on their own.
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
  /**
   * The page's entry in the side navigation (its label is the title); `order` sorts a group's entries; `right`
   * hides the entry (only) from whoever lacks it, for pages that stay open to all (each data table decides).
   */
  nav?: { readonly group: NavGroup; readonly order: number; readonly right?: RightKind; readonly needsPasswords?: true };
  /** The admin right the page needs (issue 25): without it the route shows the 403 page with the reason. */
  right?: RightKind;
}

/** What a feature adds to the app shell: its pages (each possibly with a side-navigation entry). */
export interface FeatureContribution {
  readonly routes: readonly PageRoute[];
}
