// The dependency rule of the design card, checked on every test run (`npm run lint`). Do not relax it:
// add a port in application/ instead.
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
      to: { pathNot: ['^server/stores/', '^server/core/', '^domain/', '^application/ports/', '(^|/)node_modules/(dexie|pg|pg-[a-z-]+|@electric-sql/pglite|kysely|decimal\\.js|dayjs)/', '^(node:)?(fs|fs/promises|path|crypto|events|os)$'] },
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
