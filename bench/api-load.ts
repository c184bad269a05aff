import autocannon from 'autocannon';
import { startBuiltServer } from './support/server';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

const SCENARIOS = [
  { name: 'GET /api/packs (no filter)', path: '/api/packs' },
  { name: 'GET /api/packs?q=marketing', path: '/api/packs?q=marketing' },
  {
    name: 'GET /api/packs?q=料理&category=…',
    path: `/api/packs?q=${encodeURIComponent('料理')}&category=cooking-culinary-arts`,
  },
];

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** `GET /api/packs` under 50 concurrent connections on the embedded database (target: p99 < 20 ms). */
export async function benchApiLoad(): Promise<LoadResult[]> {
  const server = await startBuiltServer();
  try {
    const results: LoadResult[] = [];
    for (const scenario of SCENARIOS) {
      const url = `${server.baseUrl}${scenario.path}`;
      await autocannon({ url, connections: 10, duration: 2 }); // warm-up: JIT, query plans, caches
      const run = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
      results.push({
        name: scenario.name,
        requestsPerSecond: Math.round(run.requests.average),
        p50Ms: run.latency.p50,
        p99Ms: run.latency.p99,
        errors: run.errors,
        non2xx: run.non2xx,
      });
    }
    return results;
  } finally {
    await server.stop();
  }
}
