// Unit and component tests. Node environment by default; a test that needs the DOM starts with
// `/** @jest-environment jest-fixed-jsdom */` (plain jsdom lacks fetch's Request, which msw needs).
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
}];

const fs = require('node:fs');
const path = require('node:path');

/**
 * The backend suites that drive the HTTP routes through test/adapters/demo/approval-kit.ts: the store contract's
 * seed (issue 37). The second project runs them again on PGlite (TEST_STORE=pglite).
 */
const backendSuites = () => {
  const dir = path.join(__dirname, 'test/adapters/demo');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.test.ts') && fs.readFileSync(path.join(dir, f), 'utf8').includes('approvalBackend'))
    .map((f) => `<rootDir>/test/adapters/demo/${f}`);
};

const base = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(m?j|t)sx?$': swc },
  // bpmn-moddle and feelin (and their parts) ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs|rettime|until-async|@open-draft|dompurify|bpmn-moddle|moddle|moddle-xml|min-dash|saxen|feelin|lezer-feel|temporal-polyfill|temporal-utils)/)'],
  setupFiles: ['<rootDir>/test/setup/reflect.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/after-env.ts', '<rootDir>/test/setup/console-guard.ts'],
  // The app imports some antd ES modules directly (the locale, the lazily loaded desktop date picker); jest runs
  // CommonJS, so tests read the lib/ twin.
  moduleNameMapper: { '\\.(css|less)$': '<rootDir>/test/setup/style-stub.js', '^antd/es/(.*)$': 'antd/lib/$1' },
  // A test waits on conditions, never on time; its limit only has to catch a hang. 2 minutes, because on a
  // loaded 2-core machine (cold cache, another CPU-heavy job) a designer UI test can take ~7x its quiet 10 s.
};

/**
 * The registry-driven suites (issue 44): every list they check comes from the registries. The project
 * "registries with scratch types" runs them again with a test-only control type, node type and action registered
 * (test/scratch-types/register.ts), proving a new type needs no edit elsewhere.
 */
const REGISTRY_SUITES = [
  'domain/controls/registry.test.ts', 'domain/controls/control-types.test.ts', 'domain/model/form-json-roundtrip.test.ts',
  'domain/model/form-json-property.test.ts', 'domain/validation/every-control-type.test.ts', 'ui/controls/control-type-completeness.test.ts',
  'ui/controls/control-view.test.tsx', 'ui/designer/frameset-tab.test.tsx', 'adapters/demo/seed-covers-every-type.test.ts',
  'domain/flow/registries-complete.test.ts', 'domain/flow/bpmn/bpmn-completeness.test.ts', 'domain/flow/history-words-complete.test.ts',
  'ui/flow-designer/node-ui-complete.test.ts', 'ui/flow-designer/card-header-colours.test.ts', 'adapters/cli/help-lists-registries.test.ts',
].map((suite) => `<rootDir>/test/${suite}`);

module.exports = {
  maxWorkers: 2,
  testTimeout: 120000,
  projects: [
    { ...base, displayName: 'unit' },
    { ...base, displayName: 'backend on PGlite', testMatch: backendSuites(), setupFiles: [...base.setupFiles, '<rootDir>/test/setup/store-pglite.ts'] },
    { ...base, displayName: 'registries with scratch types', testMatch: REGISTRY_SUITES, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/test/setup/scratch-types.ts'] },
  ],
};
