/**
 * The server's layers, held by dependency-cruiser (run by `npm run lint`; ARCHITECTURE.md draws them and
 * docs/decisions/0028-enforced-layers.md says why). Which folder is in which layer is said once, in
 * scripts/server-layers.cjs; src/server/house-rules.test.ts fails when a folder or file is in none.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser reads CommonJS config
const layers = require('./scripts/server-layers.cjs');

const FEATURES = layers.FEATURES.map((rank) => Object.keys(rank));
const S = '^src/server/';
/** A layer's files and folders as one path pattern. */
const either = ({ files, folders }) =>
  [files.length > 0 && `${S}(${files.join('|')})\\.ts$`, `${S}(${Object.keys(folders).join('|')})/`]
    .filter(Boolean)
    .join('|');
const FOUNDATION = either(layers.FOUNDATION);
const ALL = FEATURES.flat();
const feature = (names) => `${S}(${names.join('|')})/`;
const TESTS = '\\.test\\.tsx?$';
/** The app's composition, above every feature (tests and benchmarks may reach inside a feature; it may not). */
const COMPOSITION = either(layers.COMPOSITION);
const TESTING = either(layers.TESTING);

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
      comment:
        'The foundation (db/, http/, jobs/, mail/, env, log…) serves every feature and imports none of them.',
      severity: 'error',
      from: { path: FOUNDATION, pathNot: TESTS },
      to: { path: `${feature(ALL)}|${COMPOSITION}|${TESTING}` },
    },
    {
      name: 'features-below-composition',
      comment:
        'A feature never imports the composition (app, services, deps, main, workers, openapi, seed, test).',
      severity: 'error',
      from: { path: feature(ALL), pathNot: TESTS },
      to: { path: `${COMPOSITION}|${TESTING}` },
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
