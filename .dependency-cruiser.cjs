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
      comment: 'only composition-root.ts (and test set-ups) import and bind concrete adapters',
      severity: 'error',
      from: { pathNot: ['^composition-root\\.ts$', '^adapters/', '^test/'] },
      to: { path: '^adapters/' },
    },
    {
      name: 'adapters-do-not-import-ui',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^ui/' },
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
