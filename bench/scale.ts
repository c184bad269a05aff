// `npm run bench:scale` (issue 26): Kenja on PostgreSQL with 1, 2 and 3 instances behind the round-robin balancer
// the cluster tests use (src/server/test/round-robin-proxy.ts): MCP search and web search throughput and p99 at 50
// concurrent clients; then how long an upload takes to become searchable with files in object storage (s3rver) and
// in the database, with the serving process's memory while ten 8 MB files are uploaded at once (files in the
// database pass through memory whole; to object storage they stream from a spool file). Needs a PostgreSQL server: BENCH_POSTGRES_URL (or TEST_DATABASE_URL) names one where it may
// create databases (`source scripts/postgres-cluster.sh && start_test_cluster` makes one). On a 2-core machine the
// point is no shared bottleneck and no errors as instances are added, not a linear speed-up: the balancer, the load
// generator, the instances and PostgreSQL share the two cores.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { adminQuery, dropDatabase, postgresTarget } from '../src/server/test/postgres-admin';
import { startRoundRobinProxy } from '../src/server/test/round-robin-proxy';
import { startS3Store } from '../src/server/test/s3-store-server';
import { startServerProcess, type ServerProcess } from '../src/server/test/server-process';
import { searchableDemoPack, whenSearchable } from './support/demo-packs';
import { accessToken, mcpSearchRequests } from './support/mcp-search';
import { rssMb } from './support/server';
import { sessionHeaders, signInAs } from './support/session';

const serverUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('bench:scale needs a PostgreSQL server: set BENCH_POSTGRES_URL (see the comment at the top)');
  process.exit(1);
}
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const PACK = 'specialty-coffee-brewing';
const QUERIES = ['water temperature for pour-over', 'brew ratio', 'sour cup fix', 'espresso grind size'];
const shared = {
  SESSION_SECRET: randomBytes(24).toString('hex'),
  KENJA_RATE_LIMIT_MCP: '10000000/1m',
  KENJA_RATE_LIMIT_SEARCH: '10000000/1m',
  KENJA_RATE_LIMIT_WRITES: '10000000/1m',
  KENJA_LOG_LEVEL: 'error',
};

async function newDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kenja_bench_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl as string, `CREATE DATABASE ${name}`);
  return {
    url: postgresTarget(serverUrl as string, name),
    drop: () => dropDatabase(serverUrl as string, name),
  };
}

async function load(url: string, headers: Record<string, string>, bodies: string[]) {
  const requests = bodies.map((body) => ({ method: 'POST' as const, body }));
  await autocannon({ url, headers, requests, connections: 10, duration: 2 });
  const run = await autocannon({ url, headers, requests, connections: CONNECTIONS, duration: DURATION_S });
  return {
    'req/s': Math.round(run.requests.average),
    'p99 ms': run.latency.p99,
    errors: run.errors + run.non2xx,
  };
}

/** Throughput through the balancer as instances join one database seeded with the demo packs. */
async function throughput() {
  const database = await newDatabase('load');
  const proxy = await startRoundRobinProxy([]);
  const env = { ...shared, DATABASE_URL: database.url, PUBLIC_URL: proxy.url };
  const instances: ServerProcess[] = [await startServerProcess({ ...env, KENJA_SEED_DEMO: 'true' })];
  proxy.upstreams = [instances[0]!.baseUrl];
  const rows: Record<string, unknown>[] = [];
  try {
    const admin = await signInAs(proxy.url, 'admin');
    const packId = await searchableDemoPack(admin, PACK, QUERIES[0]!, 300);
    const token = await accessToken(admin, 'bench');
    const { headers: mcpHeaders, bodies: mcpBodies } = mcpSearchRequests(token, packId, QUERIES);
    const web = await sessionHeaders(proxy.url);
    const webBodies = QUERIES.map((query) => JSON.stringify({ query, pack_ids: [packId], k: 5 }));
    // The peer: the same loads straight to the one instance, without the balancer (a Node.js proxy in this process,
    // sharing the cores: its cost shows in every row below).
    const direct = instances[0]!.baseUrl;
    rows.push({
      instances: '1, direct',
      scenario: 'MCP tools/call search',
      ...(await load(`${direct}/mcp`, mcpHeaders, mcpBodies)),
    });
    rows.push({
      instances: '1, direct',
      scenario: 'web POST /api/search',
      ...(await load(`${direct}/api/search`, web, webBodies)),
    });
    for (let size = 1; size <= 3; size++) {
      if (size > 1) {
        instances.push(await startServerProcess({ ...env, KENJA_SEED_DEMO: 'false' }));
        proxy.upstreams = instances.map((instance) => instance.baseUrl);
      }
      await new Promise((resolve) => setTimeout(resolve, 3000)); // the new instance's indexes load on first search
      rows.push({
        instances: size,
        scenario: 'MCP tools/call search',
        ...(await load(`${proxy.url}/mcp`, mcpHeaders, mcpBodies)),
      });
      rows.push({
        instances: size,
        scenario: 'web POST /api/search',
        ...(await load(`${proxy.url}/api/search`, web, webBodies)),
      });
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy.close();
    await database.drop();
  }
  return rows;
}

/** A 2 MB Markdown document with one sentence found nowhere else. */
function book(marker: string): string {
  const section = (i: number) =>
    `## Section ${i}\n\n` + 'Roast development time shapes sweetness and body in the cup. '.repeat(40) + '\n';
  const parts = ['# Roasting log'];
  for (let i = 0; parts.join('\n').length < 2_000_000; i++) parts.push(section(i));
  parts.push(`## The marker\n\nThe ${marker} batch cooled in four minutes.\n`);
  return parts.join('\n');
}

/** Upload to searchable, median of three, for one instance with its files in `storage`. */
async function uploadToSearchable(storage: 'database' | 'object storage') {
  const database = await newDatabase(storage === 'database' ? 'db_files' : 's3_files');
  const s3 = storage === 'object storage' ? await startS3Store('kenja-bench') : undefined;
  const bucket = s3?.location();
  const instance = await startServerProcess({
    ...shared,
    DATABASE_URL: database.url,
    ...(bucket
      ? {
          KENJA_STORAGE_URL: `s3://${bucket.bucket}`,
          KENJA_S3_ENDPOINT: bucket.endpoint ?? '',
          AWS_ACCESS_KEY_ID: bucket.credentials?.accessKeyId ?? '',
          AWS_SECRET_ACCESS_KEY: bucket.credentials?.secretAccessKey ?? '',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        }
      : {}),
  });
  const times: number[] = [];
  let memory: { before: number; peak: number } | undefined;
  try {
    const creator = await signInAs(instance.baseUrl, 'creator');
    for (let run = 0; run < 3; run++) {
      const created = await creator.call('/api/packs', {
        method: 'POST',
        json: { title: `Roasting ${run}` },
      });
      const { id } = (await created.json()) as { id: string };
      const marker = `zephyr${randomBytes(3).toString('hex')}`;
      const form = new FormData();
      form.append('file', new Blob([book(marker)], { type: 'text/markdown' }), 'roasting.md');
      const started = performance.now();
      const uploaded = await creator.call(`/api/packs/${id}/documents`, { method: 'POST', form });
      if (uploaded.status !== 202) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      await whenSearchable(creator, id, `${marker} batch`, 120);
      times.push(performance.now() - started);
    }
    memory = await memoryDuringUploads(instance, creator);
  } finally {
    await instance.stop();
    await s3?.close();
    await database.drop();
  }
  times.sort((a, b) => a - b);
  return {
    files: storage,
    'median s': (times[1]! / 1000).toFixed(2),
    runs: times.map((t) => (t / 1000).toFixed(2)).join(' / '),
    [`RSS before ${PARALLEL_UPLOADS} × 8 MB, MB`]: memory?.before,
    'RSS peak during them, MB': memory?.peak,
  };
}

const PARALLEL_UPLOADS = 10;

/**
 * The serving process's resident memory (sampled every 20 ms) while ten 8 MB Markdown files are uploaded at once and
 * accepted (not indexed: the upload path alone, which holds a file whole only on its way into the database).
 */
async function memoryDuringUploads(instance: ServerProcess, creator: Awaited<ReturnType<typeof signInAs>>) {
  const pid = instance.child.pid as number;
  const created = await creator.call('/api/packs', { method: 'POST', json: { title: 'Memory' } });
  const { id } = (await created.json()) as { id: string };
  const files = Array.from({ length: PARALLEL_UPLOADS }, (_, i) => {
    const line = `Upload ${i} ${randomBytes(24).toString('base64')} keeps its own bytes.\n`;
    return new Blob([`# File ${i}\n\n${line.repeat(Math.ceil((8 * 1024 * 1024) / line.length) - 1)}`], {
      type: 'text/markdown',
    });
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  try {
    const answers = await Promise.all(
      files.map((file, i) => {
        const form = new FormData();
        form.append('file', file, `memory-${i}.md`);
        return creator.call(`/api/packs/${id}/documents`, { method: 'POST', form });
      }),
    );
    const refused = answers.filter((answer) => answer.status !== 202);
    if (refused.length > 0) throw new Error(`upload: ${refused[0]?.status} ${await refused[0]?.text()}`);
  } finally {
    clearInterval(sampler);
  }
  return { before, peak };
}

// BENCH_SCALE=uploads: only the uploads (the throughput runs take a few minutes).
if (process.env.BENCH_SCALE !== 'uploads') {
  console.log(
    `\nThrough a round-robin balancer, PostgreSQL, ${CONNECTIONS} concurrent clients for ${DURATION_S} s each`,
  );
  console.table(await throughput());
}
console.log(
  '\nA 2 MB Markdown upload until a sentence in it is found (one instance, PostgreSQL), and the serving ' +
    `process's memory while ${PARALLEL_UPLOADS} files of 8 MB are uploaded at once`,
);
console.table([await uploadToSearchable('database'), await uploadToSearchable('object storage')]);
