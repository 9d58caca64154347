/** @jest-environment jest-fixed-jsdom */
// Feature use cases are bound on demand: a fresh container has only what every route needs (the top bar's
// count and the route reporter); each feature's use cases appear once FeatureModules.load(feature) resolves.
import type { Container } from 'inversify';
import { createContainer, createLoadedContainer } from '../composition-root';
import { demoRuntimeConfig } from '../adapters/demo/demo-runtime-config';
import { PrintView } from '../application/print/print-view';
import { FEATURES, FeatureModules, type Feature } from '../application/shell/feature-modules';
import { DesignerSession } from '../application/designer/designer-session';
import { DesignerLookups } from '../application/designer/designer-lookups';
import { FillSessionFactory } from '../application/filler/fill-session-factory';
import { InstanceLists } from '../application/approvals/instance-list';
import { InstanceReview } from '../application/approvals/instance-review';
import { ApiDefinitionsAdmin } from '../application/admin/api-definitions-admin';
import { FormValuesAdmin } from '../application/admin/form-values-admin';
import { PendingCount } from '../application/approvals/pending-count';
import { InstanceChanges } from '../application/approvals/instance-changes';
import { RouteChangeReporter } from '../application/shell/route-change-reporter';

// The admin feature's chunk can be made to fail to download (as offline); see the retry test below.
let mockFailAdminChunk = false;
jest.mock('../application/admin/admin-module', () => {
  if (mockFailAdminChunk) throw Object.assign(new Error('Loading chunk feature-admin failed.'), { name: 'ChunkLoadError' });
  return jest.requireActual('../application/admin/admin-module');
});

const fresh = () => createContainer(demoRuntimeConfig('http://localhost'));
const modulesOf = (container: Container) => container.get<FeatureModules>(FeatureModules);

/** One use case of each feature, to tell whether the feature is bound. */
const USE_CASE_OF: Record<Feature, new (...args: never[]) => unknown> = {
  designer: DesignerSession,
  filler: FillSessionFactory,
  approvals: InstanceLists,
  admin: ApiDefinitionsAdmin,
  print: PrintView,
};

describe('feature modules of the composition root', () => {
  // First in the file: a module that failed is not cached, so this must run before anything loads admin.
  test('a feature whose chunk failed to load can be loaded again later (retry)', async () => {
    const container = fresh();
    const modules = modulesOf(container);
    mockFailAdminChunk = true;
    const failed = modules.load('admin');
    await expect(failed).rejects.toThrow('Loading chunk feature-admin failed.');
    expect(modules.isLoaded('admin')).toBe(false);
    expect(container.isBound(ApiDefinitionsAdmin)).toBe(false);
    mockFailAdminChunk = false;
    const retry = modules.load('admin');
    expect(retry).not.toBe(failed);
    await retry;
    expect(modules.isLoaded('admin')).toBe(true);
    expect(container.get(ApiDefinitionsAdmin)).toBeInstanceOf(ApiDefinitionsAdmin);
  });

  test('a fresh container binds no feature use case (no DesignerSession, no FillSessionFactory)', () => {
    const container = fresh();
    for (const feature of FEATURES) {
      expect(container.isBound(USE_CASE_OF[feature])).toBe(false);
      expect(modulesOf(container).isLoaded(feature)).toBe(false);
    }
    expect(() => container.get(DesignerSession)).toThrow();
    expect(() => container.get(FillSessionFactory)).toThrow();
  });

  test('a fresh container resolves what every route needs: PendingCount, InstanceChanges, RouteChangeReporter', () => {
    const container = fresh();
    expect(container.get(PendingCount)).toBeInstanceOf(PendingCount);
    expect(container.get(InstanceChanges)).toBeInstanceOf(InstanceChanges);
    expect(container.get(RouteChangeReporter)).toBeInstanceOf(RouteChangeReporter);
    // The count and the approvals feature share one event stream: a singleton, not a per-feature copy.
    expect(container.get(PendingCount)).toBe(container.get(PendingCount));
  });

  test('loading the designer binds its use cases and marks it loaded, and nothing else', async () => {
    const container = fresh();
    const modules = modulesOf(container);
    await modules.load('designer');
    expect(modules.isLoaded('designer')).toBe(true);
    expect(container.get(DesignerSession)).toBeInstanceOf(DesignerSession);
    expect(container.get(DesignerLookups)).toBeInstanceOf(DesignerLookups);
    expect(container.get(DesignerSession)).toBe(container.get(DesignerSession));
    expect(modules.isLoaded('filler')).toBe(false);
    expect(container.isBound(FillSessionFactory)).toBe(false);
  });

  test('isLoaded turns true only when the load has resolved', async () => {
    const modules = modulesOf(fresh());
    const load = modules.load('filler');
    expect(modules.isLoaded('filler')).toBe(false);
    await load;
    expect(modules.isLoaded('filler')).toBe(true);
  });

  test('a feature loads once: repeated and concurrent loads share one promise and bind nothing twice', async () => {
    const container = fresh();
    const modules = modulesOf(container);
    const first = modules.load('designer');
    const concurrent = modules.load('designer');
    expect(concurrent).toBe(first);
    await Promise.all([first, concurrent]);
    const again = modules.load('designer');
    expect(again).toBe(first);
    await again;
    // A duplicate binding would make this resolution ambiguous (inversify throws).
    expect(() => container.get(DesignerSession)).not.toThrow();
    expect(container.getAll(DesignerSession)).toHaveLength(1);
  });

  test('the feature modules are per container: loading in one container binds nothing in another', async () => {
    const a = fresh();
    const b = fresh();
    await modulesOf(a).load('approvals');
    expect(a.get(InstanceReview)).toBeInstanceOf(InstanceReview);
    expect(modulesOf(b).isLoaded('approvals')).toBe(false);
    expect(b.isBound(InstanceReview)).toBe(false);
  });

  test('createLoadedContainer binds all five features', async () => {
    const container = await createLoadedContainer(demoRuntimeConfig('http://localhost'));
    const modules = modulesOf(container);
    for (const feature of FEATURES) {
      expect(modules.isLoaded(feature)).toBe(true);
      expect(container.get(USE_CASE_OF[feature])).toBeInstanceOf(USE_CASE_OF[feature]);
    }
    expect(container.get(FormValuesAdmin)).toBeInstanceOf(FormValuesAdmin);
    // Loading again afterwards is a no-op.
    await modules.load('admin');
    expect(container.getAll(ApiDefinitionsAdmin)).toHaveLength(1);
  });

  test('FEATURES lists the five feature areas', () => {
    expect([...FEATURES].sort()).toEqual(['admin', 'approvals', 'designer', 'filler', 'print']);
  });
});
