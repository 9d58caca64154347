/**
 * The feature areas whose use cases are bound on demand. In the browser each is its own chunk, so a route
 * downloads only the use cases it uses (the filler never loads the designer's). composition-root.ts
 * implements it; the UI asks for a feature before it renders a page that resolves its use cases.
 */
export type Feature = 'designer' | 'filler' | 'approvals' | 'admin' | 'print';

export const FEATURES: readonly Feature[] = ['designer', 'filler', 'approvals', 'admin', 'print'];

export interface FeatureModules {
  /** Binds the feature's use cases into the container; the same promise for every call (loaded once). */
  load(feature: Feature): Promise<void>;
  isLoaded(feature: Feature): boolean;
}

export const FeatureModules = Symbol.for('FeatureModules');
