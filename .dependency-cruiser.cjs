/**
 * The server's layers, held by dependency-cruiser (run by `npm run lint`; ARCHITECTURE.md draws them and
 * docs/decisions/0028-enforced-layers.md says why). An import may only go down this list, never up or sideways:
 *
 *   common            shared by client and server; imports neither
 *   foundation        server/{clock,env,libc,log,memory,paths}.ts, db/, files/, http/, injection-screen/, jobs/, mail/:
 *                     no feature
 *   features, lowest first (each may use those before it, through their index.ts):
 */
const FEATURES = [
  ['audit'], //     the audit log every feature may append to (auth too: role changes, applications)
  ['auth'], //      accounts: people, sessions, sign-in, profiles, creator applications
  ['search'], //    the engine's search: analysis, BM25, vectors, index caches, ranking (no access rules)
  ['packs'], //     packs: rows, who may read or manage one, entitlements, catalog, sales pages, covers
  ['ingest'], //    the engine's intake: extraction, chunking, screening, indexing, documents, corpus packs
  ['access'], //    personal access tokens and the record of queries
  ['oauth'], //    OAuth 2.1 for the MCP resource (so far: reading client metadata documents)
  ['selling'], //   the books: ledger, query credits, earnings, payouts, creator figures
  ['commerce'], //  carts, orders, checkout, refunds, reviews, questions, library, offers
  ['answer'], //    reading a pack: the gated search service and grounded answers
  ['mcp', 'functions'], // delivery: the MCP server and the spec's function endpoints
  ['studio', 'admin'], //  the creator studio and the admin console
];
// Composition, above every feature: app.ts, services.ts, deps.ts, main.ts, workers.ts, openapi/, seed/, test/.

const S = '^src/server/';
const FOUNDATION = `${S}(clock|env|libc|log|memory|paths)\\.ts$|${S}(db|files|http|injection-screen|jobs|mail)/`;
const ALL = FEATURES.flat();
const feature = (names) => `${S}(${names.join('|')})/`;
const TESTS = '\\.test\\.tsx?$';
/** The app's composition, above every feature (tests and benchmarks may reach inside a feature; it may not). */
const COMPOSITION = `${S}(app|services|deps|main|workers)\\.ts$|${S}(openapi|seed)/`;

/** For each rank, the features of that rank may not import a feature of the same or a higher rank. */
const orderRules = FEATURES.map((rank, index) => ({
  name: `layer-order-${rank.join('-')}`,
  comment: `${rank.join(' and ')} may use only the features below them: ${ALL.slice(0, FEATURES.slice(0, index).flat().length).join(', ') || 'none'}`,
  severity: 'error',
  from: { path: feature(rank), pathNot: TESTS },
  to: { path: feature(FEATURES.slice(index).flat()), pathNot: `${S}$1/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A circle of imports has no bottom: invert one edge (an interface, or an event the lower one publishes).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'common-stands-alone',
      comment: 'src/common is shared by client and server and imports neither.',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'client-talks-over-http',
      comment: 'The client reaches the server over HTTP; it may import only the server’s types (AppType).',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'foundation-knows-no-feature',
      comment: 'db/, http/, jobs/, mail/, env, log and paths serve every feature and import none of them.',
      severity: 'error',
      from: { path: FOUNDATION, pathNot: TESTS },
      to: {
        path: `${S}(${ALL.join('|')})/|${S}(app|services|deps|main|workers)\\.ts$|${S}(openapi|seed|test)/`,
      },
    },
    {
      name: 'features-below-composition',
      comment:
        'A feature never imports the composition (app, services, deps, main, workers, openapi, seed, test).',
      severity: 'error',
      from: { path: feature(ALL), pathNot: TESTS },
      to: { path: `${S}(app|services|deps|main|workers)\\.ts$|${S}(openapi|seed|test)/` },
    },
    {
      name: 'features-meet-through-their-faces',
      comment: 'A feature uses another through its index.ts (its face), never by reaching into its files.',
      severity: 'error',
      from: { path: feature(ALL), pathNot: TESTS },
      to: { path: feature(ALL), pathNot: [`${S}$1/`, `${S}[^/]+/index\\.ts$`] },
    },
    {
      name: 'composition-uses-faces',
      comment: 'app.ts, services.ts and the other composition files build the app from the features’ faces.',
      severity: 'error',
      from: { path: COMPOSITION, pathNot: TESTS },
      to: { path: feature(ALL), pathNot: `${S}[^/]+/index\\.ts$` },
    },
    ...orderRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
