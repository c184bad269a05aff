// `npm run bench:mcp`: the MCP endpoint under load on the built server with the demo packs and the embedded
// database, no LLM — `tools/call search` on a demo pack exactly as an MCP client sends it (stateless JSON-RPC over
// Streamable HTTP, bearer token), at 50 concurrent requests for a bounded time; the same searches through the web
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
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
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
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  errors: number;
}

async function load(
  scenario: string,
  url: string,
  headers: Record<string, string>,
  bodies: string[],
): Promise<Row> {
  const requests = bodies.map((body) => ({ method: 'POST' as const, body }));
  await autocannon({ url, headers, requests, connections: 10, duration: 2 }); // warm-up: JIT, caches
  const run = await autocannon({ url, headers, requests, connections: CONNECTIONS, duration: DURATION_S });
  return {
    scenario,
    'req/s': Math.round(run.requests.average),
    'p50 ms': run.latency.p50,
    'p95 ms': run.latency.p97_5,
    'p99 ms': run.latency.p99,
    errors: run.errors + run.non2xx,
  };
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

  const rows: Row[] = [];
  rows.push(
    await load('MCP tools/call search (bearer token, k 5)', `${server.baseUrl}/mcp`, mcpHeaders, mcpBodies),
  );
  rows.push(
    await load(
      'MCP tools/call search (OAuth access token, k 5)',
      `${server.baseUrl}/mcp`,
      {
        ...mcpHeaders,
        authorization: `Bearer ${oauth.accessToken}`,
      },
      mcpBodies,
    ),
  );
  // The same searches from a 2026-07-28 client: no initialize, the per-request envelope and its headers.
  const envelope = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  rows.push(
    await load(
      'MCP 2026-07-28 tools/call search (personal token, k 5)',
      `${server.baseUrl}/mcp`,
      {
        ...mcpHeaders,
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': 'tools/call',
        'mcp-name': 'search',
      },
      QUERIES.map((query, id) =>
        JSON.stringify({
          jsonrpc: '2.0',
          id,
          method: 'tools/call',
          params: { name: 'search', arguments: { query, pack_ids: [packId], k: 5 }, _meta: envelope },
        }),
      ),
    ),
  );
  // The personal token again: the OAuth figure is bracketed by the peer, so drift shows.
  rows.push(
    await load(
      'MCP tools/call search (personal token again)',
      `${server.baseUrl}/mcp`,
      mcpHeaders,
      mcpBodies,
    ),
  );
  rows.push(
    await load('MCP tools/list (bearer token: the transport floor)', `${server.baseUrl}/mcp`, mcpHeaders, [
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    ]),
  );
  // The peer in the same run: the same searches through the web API, signed in with a session cookie.
  const web = await sessionHeaders(server.baseUrl);
  const webBodies = QUERIES.map((query) => JSON.stringify({ query, pack_ids: [packId], k: 5 }));
  rows.push(
    await load(
      'web API POST /api/search (session cookie, k 5)',
      `${server.baseUrl}/api/search`,
      web,
      webBodies,
    ),
  );
  console.log(
    `\nMCP under load: ${CONNECTIONS} concurrent requests for ${DURATION_S} s, embedded database, no LLM ` +
      `(issue 23 target: search p99 ≤ 50 ms; before it, 99 ms)`,
  );
  console.table(
    rows.map((row) => ({
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

/** The slowest MCP search scenario's throughput over the web API search's, from the same run. */
function mcpToWebRatio(
  searches: { scenario: string; 'req/s': number }[],
  rows: { scenario: string; 'req/s': number }[],
) {
  const web = rows.find((row) => /web API POST \/api\/search/.test(row.scenario))?.['req/s'] ?? 0;
  const slowest = Math.min(...searches.map((row) => row['req/s']));
  const ratio = slowest / Math.max(1, web);
  return {
    figure: `${ratio.toFixed(2)} (slowest MCP era ${slowest.toLocaleString('en')} against web ${web.toLocaleString('en')} req/s)`,
    pass: ratio >= 0.9,
  };
}
