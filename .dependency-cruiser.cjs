/** Import rules of DESIGN.md: one direction, no cycles. */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'client-only-browser-shared',
      comment: 'The client imports shared/src only; the AppRouter type import is the one exception.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(server|worker|shared/node|migrations|scripts)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-types-only-from-router',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(server|worker|shared/node)/', pathNot: '^server/src/router\\.ts$' },
    },
    {
      name: 'shared-imports-nothing-of-apps',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(client|server|worker|scripts|e2e|migrations)/' },
    },
    {
      name: 'shared-src-is-browser-safe',
      severity: 'error',
      from: { path: '^shared/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^shared/node/' },
    },
    {
      name: 'shared-src-no-node-builtins',
      severity: 'error',
      from: { path: '^shared/src/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'worker-not-server',
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-feature-through-its-service',
      comment:
        'A server feature uses another feature only through that feature\'s services (*.service.ts): its repository, routes and helpers are its own. ' +
        'The one read model shared on purpose is signing/signature-view.ts (a report\'s signer and addenda), which reports and exports show; ' +
        'it is apart from signing.service.ts because signing itself goes through the reports service, and the two services would import each other.',
      severity: 'error',
      from: { path: '^server/src/features/([^/]+)/', pathNot: ['\\.test\\.ts$', '^server/src/features/caseload/'] },
      to: { path: '^server/src/features/[^/]+/', pathNot: ['^server/src/features/$1/', '\\.service\\.ts$', '^server/src/features/signing/signature-view\\.ts$'] },
    },
    {
      name: 'caseload-through-services-and-the-report-list',
      comment:
        'The caseload pages are the report list, paged and filtered: besides other features\' services they read the list\'s own ' +
        'columns and card facts (reports.repo.ts) and map rows with the list\'s mapping (report-mapping.ts), so a card looks the same on every page.',
      severity: 'error',
      from: { path: '^server/src/features/caseload/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^server/src/features/[^/]+/',
        pathNot: [
          '^server/src/features/caseload/', '\\.service\\.ts$', '^server/src/features/signing/signature-view\\.ts$',
          '^server/src/features/reports/(reports\\.repo|report-mapping)\\.ts$',
        ],
      },
    },
    {
      name: 'server-not-worker-internals',
      comment: 'The server may use the worker\'s engine types and job contracts only through shared/.',
      severity: 'error',
      from: { path: '^server/', pathNot: '\\.test\\.ts$' },
      to: { path: '^worker/', pathNot: '^worker/src/engines/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
}
