// `npm run bench:mcp`: the MCP endpoint under load on the built server with the demo packs and the embedded
// database, no LLM — `tools/call search` on a demo pack exactly as an MCP client sends it (stateless JSON-RPC over
// Streamable HTTP, bearer token), at 50 concurrent requests in interleaved rounds; the same searches through the web
// API (`POST /api/search`, session cookie) in the same run as the peer. Then the injection screen's precision
// and recall on both labelled sets (overall, per language, false flags on benign security writing), and its cost per
// passage. Figures are printed, never asserted.
import autocannon from 'autocannon';
import { screenPassage } from '../src/server/injection-screen';
import { INJECTION_SET_2 } from '../src/server/ingest/fixtures/injection-set-2';
import { injectionScreenQualities, printQualities } from './mcp/injection-quality';
import { INJECTION_SET } from './mcp/injection-set';
import { measureRoundTrips, oauthRoundTrip, registerClient } from './mcp/oauth-flow';
import { startBuiltServer } from './support/server';
import { searchableDemoPack } from './support/demo-packs';
import { accessToken, mcpSearchRequests } from './support/mcp-search';
import { sessionHeaders, signInAs } from './support/session';
import { recordTargets } from './support/targets';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const PACK = 'specialty-coffee-brewing';
const QUERIES = [
  'water temperature for pour-over',
  'brew ratio',
  'sour cup fix',
  'espresso grind size',
  'water hardness',
  'how long should a pour-over take',
  'storing coffee beans',
  'dialing in which variable first',
];

interface Row {
  scenario: string;
  'req/s': number;
  /** Each round's throughput, in round order (not printed). */
  rounds?: number[];
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  errors: number;
}

interface Scenario {
  scenario: string;
  url: string;
  headers: Record<string, string>;
  bodies: string[];
}

const ROUNDS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Every scenario under load, interleaved: each is warmed up first, then run once per round for a third of the
 * duration, in the same order each round. A machine's pace drifts over a minute (its neighbours, the heap settling),
 * and a scenario run once, after the others, would meet a different machine than they did; each figure is the
 * median of its rounds.
 */
async function load(scenarios: Scenario[]): Promise<Row[]> {
  const requestsOf = (s: Scenario) => s.bodies.map((body) => ({ method: 'POST' as const, body }));
  for (const s of scenarios) {
    await autocannon({
      url: s.url,
      headers: s.headers,
      requests: requestsOf(s),
      connections: 10,
      duration: 2,
    }); // JIT, caches
  }
  const runs = scenarios.map(() => [] as autocannon.Result[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, s] of scenarios.entries()) {
      const duration = Math.max(1, Math.round(DURATION_S / ROUNDS));
      runs[i]!.push(
        await autocannon({
          url: s.url,
          headers: s.headers,
          requests: requestsOf(s),
          connections: CONNECTIONS,
          duration,
        }),
      );
    }
  }
  return scenarios.map((s, i) => {
    const rounds = runs[i]!;
    return {
      scenario: s.scenario,
      'req/s': Math.round(median(rounds.map((run) => run.requests.average))),
      rounds: rounds.map((run) => run.requests.average),
      'p50 ms': median(rounds.map((run) => run.latency.p50)),
      'p95 ms': median(rounds.map((run) => run.latency.p97_5)),
      'p99 ms': median(rounds.map((run) => run.latency.p99)),
      errors: rounds.reduce((n, run) => n + run.errors + run.non2xx, 0),
    };
  });
}

const server = await startBuiltServer({
  KENJA_RATE_LIMIT_MCP: '10000000/1m',
  KENJA_RATE_LIMIT_SEARCH: '10000000/1m',
});
try {
  const admin = await signInAs(server.baseUrl, 'admin');
  const packId = await searchableDemoPack(admin, PACK, QUERIES[0]!);
  await server.settled(); // the other demo packs are indexed on both cores for a while after this one
  const token = await accessToken(admin, 'bench');
  // The same person's assistant connected by OAuth instead: its access token, and the round trip's server time.
  const oauth = await oauthRoundTrip(server.baseUrl, admin, await registerClient(server.baseUrl));
  const roundTrips = await measureRoundTrips(server.baseUrl, admin, 50);

  const { headers: mcpHeaders, bodies: mcpBodies } = mcpSearchRequests(token, packId, QUERIES);
  const check = await fetch(`${server.baseUrl}/mcp`, {
    method: 'POST',
    headers: mcpHeaders,
    body: mcpBodies[0],
  });
  const checked = (await check.json()) as { result?: { structuredContent?: { passages: unknown[] } } };
  if (!checked.result?.structuredContent?.passages.length)
    throw new Error(`MCP search found nothing: ${check.status}`);

  const mcpUrl = `${server.baseUrl}/mcp`;
  // The same searches from a 2026-07-28 client: no initialize, the per-request envelope and its headers.
  const envelope = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const modernBodies = QUERIES.map((query, id) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'search', arguments: { query, pack_ids: [packId], k: 5 }, _meta: envelope },
    }),
  );
  const modernHeaders = {
    ...mcpHeaders,
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': 'tools/call',
    'mcp-name': 'search',
  };
  // The peer in the same run: the same searches through the web API, signed in with a session cookie.
  const webBodies = QUERIES.map((query) => JSON.stringify({ query, pack_ids: [packId], k: 5 }));
  const rows = await load([
    {
      scenario: 'MCP tools/call search (bearer token, k 5)',
      url: mcpUrl,
      headers: mcpHeaders,
      bodies: mcpBodies,
    },
    {
      scenario: 'MCP tools/call search (OAuth access token, k 5)',
      url: mcpUrl,
      headers: { ...mcpHeaders, authorization: `Bearer ${oauth.accessToken}` },
      bodies: mcpBodies,
    },
    {
      scenario: 'MCP 2026-07-28 tools/call search (personal token, k 5)',
      url: mcpUrl,
      headers: modernHeaders,
      bodies: modernBodies,
    },
    {
      scenario: 'MCP tools/list (bearer token: the transport floor)',
      url: mcpUrl,
      headers: mcpHeaders,
      bodies: [JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' })],
    },
    {
      scenario: 'web API POST /api/search (session cookie, k 5)',
      url: `${server.baseUrl}/api/search`,
      headers: await sessionHeaders(server.baseUrl),
      bodies: webBodies,
    },
  ]);
  console.log(
    `\nMCP under load: ${CONNECTIONS} concurrent requests, ${ROUNDS} interleaved rounds of ${Math.round(DURATION_S / ROUNDS)} s ` +
      `(median of the rounds), embedded database, no LLM ` +
      `(issue 23 target: search p99 ≤ 50 ms; before it, 99 ms)`,
  );
  console.table(
    rows.map(({ rounds: _rounds, ...row }) => ({
      ...row,
      target: /tools\/call search/.test(String(row.scenario))
        ? Number(row['p99 ms']) <= 50
          ? 'pass'
          : 'FAIL'
        : '',
    })),
  );
  const searches = rows.filter((row) => /tools\/call search/.test(row.scenario));
  const worstP99 = Math.max(...searches.map((row) => row['p99 ms']));
  recordTargets('bench:mcp', {
    'reads.mcp': {
      figure:
        `p99 ${searches.map((row) => row['p99 ms']).join(' / ')} ms at ` +
        `${searches.map((row) => row['req/s']).join(' / ')} req/s (tools/list, the transport alone: ` +
        `p99 ${rows.find((row) => /tools\/list/.test(row.scenario))?.['p99 ms']} ms)`,
      pass: worstP99 <= 50,
    },
    // Issue 53, item 4: the slowest era's MCP search throughput against the web API's, in this run.
    'mcp.ratio': mcpToWebRatio(searches, rows),
  });
  // Clients that send again as soon as they are answered wait, on average, as many answers as there are clients:
  // at 50 of them a p99 of 50 ms needs well over 1,000 searches a second from one serving thread.
  console.log('  (50 clients at once: p99 ≈ 50 ÷ req/s at best; tools/list is the transport alone)');
  console.log('\nOAuth round trip, server time per step over 50 sequential connections (embedded database)');
  console.table(roundTrips);
} finally {
  await server.stop();
}

console.log('\nInjection screen on the labelled sets (positive class: hostile)');
printQualities(injectionScreenQualities());

// Cost on both sets: the first's short passages four times over (about the size of a chunk), the second as written.
for (const [name, passages] of [
  ['first set, each passage ×4', INJECTION_SET.map((p) => p.text.repeat(4))],
  ['second set', INJECTION_SET_2.map((p) => p.text)],
] as const) {
  const started = performance.now();
  let screened = 0;
  while (performance.now() - started < 1000) {
    for (const text of passages) screenPassage(text);
    screened += passages.length;
  }
  const perPassage = (performance.now() - started) / screened;
  console.log(
    `Screen cost (${name}): ${(perPassage * 1000).toFixed(1)} µs per passage of about ${Math.round(
      passages.reduce((n, p) => n + p.length, 0) / passages.length,
    )} characters`,
  );
}

/**
 * The slowest MCP search scenario's throughput over the web API search's, round by round (the scenarios of a round
 * ran one after another, on the same machine, minutes apart from other rounds): the median of the rounds' ratios.
 */
function mcpToWebRatio(searches: Row[], rows: Row[]) {
  const web = rows.find((row) => /web API POST \/api\/search/.test(row.scenario));
  const perRound = (web?.rounds ?? []).map(
    (webRate, round) => Math.min(...searches.map((row) => row.rounds?.[round] ?? 0)) / Math.max(1, webRate),
  );
  const ratio = perRound.length > 0 ? median(perRound) : 0;
  const slowest = Math.min(...searches.map((row) => row['req/s']));
  return {
    figure:
      `${ratio.toFixed(2)}, the median of ${perRound.map((r) => r.toFixed(2)).join(' / ')} by round (slowest MCP ` +
      `era ${slowest.toLocaleString('en')} against web ${(web?.['req/s'] ?? 0).toLocaleString('en')} req/s, medians)`,
    pass: ratio >= 0.9,
  };
}
