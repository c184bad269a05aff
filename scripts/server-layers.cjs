/**
 * The server's layers, said once: `.dependency-cruiser.cjs` builds its rules from them, and
 * `src/server/house-rules.test.ts` fails when a folder or file under src/server is in none of them (ADR 0028). An
 * import may only go down this list, never up or sideways:
 *
 *   common        shared by client and server; imports neither
 *   foundation    serves every feature and imports none of them
 *   features      lowest first; each may use those before it, through their index.ts
 *   composition   builds the app from the features' faces
 *   testing       what tests are built from (src/server/test/)
 */

/** Files and folders of src/server that know no feature. */
const FOUNDATION = {
  files: ['clock', 'env', 'libc', 'log', 'memory', 'paths'],
  folders: {
    db: 'schema, migrations, client (PGlite on its own thread), change feed',
    files: 'original files: directory, database or object storage',
    http: 'context, errors, body, entered text, rate limits',
    'injection-screen': 'what text hides or orders',
    jobs: 'queue + worker',
    mail: 'SMTP',
  },
};

/** The features, lowest first; features of one rank do not use each other. */
const FEATURES = [
  { audit: 'the audit log every feature may append to (auth too: role changes, applications)' },
  { auth: 'accounts: people, sessions, sign-in, profiles, creator applications' },
  { search: "the engine's search: analysis, BM25, vectors, index caches, ranking (no access rules)" },
  { packs: 'packs: rows, who may read or manage one, entitlements, catalog, sales pages, covers' },
  { ingest: "the engine's intake: extraction, chunking, indexing, documents, corpus packs" },
  {
    tokens: 'access tokens: personal ones made and revoked, and the verifier of every bearer of /mcp',
    records: "the record of every query a reader makes: creators' statistics, a reader's history",
  },
  { oauth: 'OAuth 2.1 for the MCP resource: metadata, clients, consent, tokens' },
  { selling: 'the books: ledger, query credits, earnings, payouts, creator figures' },
  { commerce: 'carts, orders, checkout, refunds, reviews, questions, library, offers' },
  {
    spending: 'what connected assistants may spend and buy: quotes, purchases within a budget, confirmations',
    teams: 'team licences: teams of N seats, invitations, members and their use',
  },
  {
    reading:
      "the one door between a caller and a pack's text: search, passages, outlines; entitlements, credits, records",
  },
  { answer: 'grounded answers with citations, over passages read through reading/' },
  { quality: "each pack's answer quality, measured by the engine on every edition" },
  { mcp: 'the MCP server', functions: "the spec's function endpoints" },
  {
    discovery:
      "where assistants find /mcp: the MCP Registry's server.json, the server card, the registry's domain proof",
  },
  { studio: 'the creator studio', admin: 'the admin console' },
];

/** Above every feature: builds and runs the app, describes it, seeds it, tests it. */
const COMPOSITION = {
  files: ['app', 'services', 'deps', 'main', 'workers'],
  folders: {
    openapi: "the API's description and its reference page",
    seed: 'demo creators and packs',
  },
};

/** What tests are built from; like tests themselves, it may reach inside any feature, and nothing else uses it. */
const TESTING = {
  files: [],
  folders: {
    test: 'test database and server, test browser, local providers, factories, the authorization matrix',
  },
};

module.exports = { FOUNDATION, FEATURES, COMPOSITION, TESTING };
