// The dependency rule of the design card, checked on every test run (`npm run lint`). Do not relax it:
// add a port in application/ instead.
// ui/ feature folders, lowest first: a folder imports only the folders before it (and ui/hooks), so two
// features never import each other (issue 44: ui/approvals and ui/flow-statistics did). A page that needs two
// features lives in the higher one. ui/shell is the frame: every feature draws in it, and its route table alone
// reaches up to each feature's `*-routes.tsx`. The designer's folders still import one another both ways
// (controls ⇄ uploads, controls ⇄ designer ⇄ print, designer ⇄ flow-designer): they form one layer until they are
// untangled. A new ui/ folder must be listed here, or lint fails.
const UI_FEATURE_LAYERS = [
  ['icons'], ['org-picker'], ['rich-text'], ['export'], ['notice-mode'],
  ['uploads', 'controls', 'designer', 'flow-designer', 'print'],
  ['approvals', 'inbox'], ['flow-statistics', 'ocr', 'filler', 'flow-view'], ['admin', 'organisation-admin'],
];

function uiFeatureLayerRules() {
  const listed = UI_FEATURE_LAYERS.flat();
  const rules = UI_FEATURE_LAYERS.slice(0, -1).map((layer, index) => ({
    name: `ui-features-import-downward-${layer.join('-')}`,
    comment: `ui/${layer.join(', ui/')} never import a ui/ feature listed after them in UI_FEATURE_LAYERS (no cycle between ui/ feature folders)`,
    severity: 'error',
    from: { path: `^ui/(${layer.join('|')})/` },
    to: { path: `^ui/(${UI_FEATURE_LAYERS.slice(index + 1).flat().join('|')})/` },
  }));
  rules.push({
    name: 'ui-folder-listed-in-layers',
    comment: 'every ui/ folder but shell and hooks has its place in UI_FEATURE_LAYERS',
    severity: 'error',
    from: { path: '^ui/' },
    to: { path: '^ui/[^/]+/', pathNot: `^ui/(shell|hooks|${listed.join('|')})/` },
  });
  return rules;
}

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only domain/, decimal.js and dayjs (plus node: built-ins for nothing: none allowed)',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', '(^|/)node_modules/(decimal\\.js|dayjs)/'] },
    },
    {
      name: 'application-imports-domain-rxjs-inversify',
      comment: 'application/ imports only application/, domain/, rxjs, inversify and reflect-metadata',
      severity: 'error',
      from: { path: '^application/' },
      to: { pathNot: ['^application/', '^domain/', '(^|/)node_modules/(rxjs|inversify|@inversifyjs|reflect-metadata|decimal\\.js|dayjs)/'] },
    },
    {
      name: 'ui-never-imports-adapters',
      comment: 'ui/ talks to use cases (application/) and never to an adapter',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^adapters/' },
    },
    {
      name: 'only-composition-root-knows-adapters',
      comment: 'only composition-root.ts, the Node server composition (server/node) and test set-ups import and bind concrete adapters',
      severity: 'error',
      from: { pathNot: ['^composition-root\\.ts$', '^adapters/', '^test/', '^server/node/'] },
      to: { path: '^adapters/' },
    },
    {
      name: 'adapters-do-not-import-ui',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^ui/' },
    },
    ...uiFeatureLayerRules(),
    {
      name: 'server-core-is-framework-free',
      comment: 'server/core (the backend use cases and their ports) imports only itself, domain/ and the wire types (application/ports): no msw, Dexie, pg, node: built-ins',
      severity: 'error',
      from: { path: '^server/core/' },
      to: { pathNot: ['^server/core/', '^domain/', '^application/ports/', '(^|/)node_modules/(decimal\\.js|dayjs)/'] },
    },
    {
      name: 'server-http-is-fetch-only',
      comment: 'server/http (routes: Request → core → Response) imports the core, domain/ and the wire types only',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { pathNot: ['^server/http/', '^server/core/', '^domain/', '^application/ports/', '(^|/)node_modules/(decimal\\.js|dayjs)/'] },
    },
    {
      name: 'server-stores-implement-the-store-port',
      comment: 'server/stores implement the core Store port over memory, Dexie and PostgreSQL',
      severity: 'error',
      from: { path: '^server/stores/' },
      to: { pathNot: ['^server/stores/', '^server/core/', '^domain/', '^application/ports/', '(^|/)node_modules/(dexie|pg|pg-[a-z-]+|@electric-sql/pglite|kysely|decimal\\.js|dayjs)/', '^(node:)?(fs|fs/promises|path|crypto|events|os|stream)$'] },
    },
    {
      name: 'the-app-never-imports-the-server',
      comment: 'the SPA (domain, application, ui, composition root) talks to the backend over HTTP only',
      severity: 'error',
      from: { path: '^(domain|application|ui)/|^composition-root\\.ts$' },
      to: { path: '^server/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    exclude: { path: '^dist' },
  },
};
