import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { inject } from 'vitest';
import { FakeStripe } from './fake-stripe';
import { adminQuery, dropDatabase, postgresTarget } from './postgres-admin';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { startS3Store, type TestS3Store } from './s3-store-server';
import { startServerProcess, type ServerProcess } from './server-process';
import { TestBrowser } from './test-browser';

/**
 * Kenja as it runs at scale (issue 26): instances, each a process of its own, on one PostgreSQL database (a new one
 * on TEST_DATABASE_URL's server) and one bucket of object storage, paying through one (fake) Stripe, behind a load
 * balancer that sends each request to the next instance in turn.
 */
export interface Cluster {
  proxy: RoundRobinProxy;
  instances: ServerProcess[];
  stripe: FakeStripe;
  s3: TestS3Store;
  /** A browser that reaches Kenja through the balancer. */
  browser(): TestBrowser;
  /** One statement on the instances' database, as an operator would look. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** What a buyer holds of a pack: their orders' statuses, and how many entitlements to it. */
  purchases(buyerId: string, packId: string): Promise<{ orders: string[]; entitlements: number }>;
  /** `kill -9` an instance; the balancer keeps sending it requests until `replace` swaps a new one in. */
  kill(instance: ServerProcess): Promise<void>;
  /** Starts a new instance in place of `instance` (an orchestrator's restart), in the balancer's rotation. */
  replace(instance: ServerProcess): Promise<ServerProcess>;
  close(): Promise<void>;
}

/** libfaketime, from Debian's `faketime` package (`.ci/run` installs it). */
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

const SECONDS_PER = { '': 1, s: 1, m: 60, h: 3_600, d: 86_400, y: 365 * 86_400 } as const;

/** How far libfaketime already moves this process's clock (a whole test run moved ahead), in seconds. */
function movedAlreadyS(): number {
  const offset = process.env.FAKETIME;
  if (!offset) return 0;
  const parts = /^([+-]\d+(?:\.\d+)?)([smhdy]?)$/.exec(offset);
  if (!parts) throw new Error(`FAKETIME=${offset}: only a relative offset (+400d) can be added to`);
  return Number(parts[1]) * SECONDS_PER[parts[2] as keyof typeof SECONDS_PER];
}

/**
 * The environment that puts a process's wall clock `seconds` off this one's (its timers keep real time): off the
 * machine's, or off a whole run already moved ahead.
 */
export function clockOffBy(seconds: number): Record<string, string> {
  if (seconds === 0) return {};
  if (!existsSync(LIBFAKETIME))
    throw new Error(`A clock off by ${seconds} s needs libfaketime: apt-get install faketime`);
  const total = movedAlreadyS() + seconds;
  return {
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME: `${total >= 0 ? '+' : ''}${total}s`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
}

/**
 * `clockOffsetsS`: how far each instance's clock is off the database's (and the test's), in seconds, as a machine whose
 * clock drifted would be (libfaketime under the process: ADR 0036). The n-th instance takes the n-th offset.
 */
export async function startCluster(
  serverUrl: string,
  {
    size = 3,
    env = {},
    clockOffsetsS = [],
  }: { size?: number; env?: Record<string, string>; clockOffsetsS?: number[] } = {},
): Promise<Cluster> {
  const databaseName = `kenja_cluster_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${databaseName} TEMPLATE ${inject('postgresTemplate')}`);
  const databaseUrl = postgresTarget(serverUrl, databaseName);
  const s3 = await startS3Store();
  const stripe = await new FakeStripe().start();
  const proxy = await startRoundRobinProxy([]);
  const bucket = s3.location();
  const settings = {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: proxy.url,
    // Every instance signs and reads the same sessions.
    SESSION_SECRET: randomBytes(24).toString('hex'),
    KENJA_STORAGE_URL: `s3://${bucket.bucket}/cluster`,
    KENJA_S3_ENDPOINT: bucket.endpoint ?? '',
    AWS_ACCESS_KEY_ID: bucket.credentials?.accessKeyId ?? '',
    AWS_SECRET_ACCESS_KEY: bucket.credentials?.secretAccessKey ?? '',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.settings().apiUrl.href,
    KENJA_TRUST_PROXY: 'true',
    ...env,
  };
  const instances = await Promise.all(
    Array.from({ length: size }, (_, i) =>
      startServerProcess({ ...settings, ...clockOffBy(clockOffsetsS[i] ?? 0) }),
    ),
  );
  proxy.upstreams = instances.map((instance) => instance.baseUrl);

  const query = async <T>(sql: string, params: unknown[] = []) =>
    (await adminQuery(databaseUrl, sql, params)).rows as T[];
  return {
    proxy,
    instances,
    stripe,
    s3,
    browser: () => new TestBrowser(proxy.url),
    query,
    async purchases(buyerId, packId) {
      const orders = await query<{ status: string }>('SELECT status FROM orders WHERE buyer_id = $1', [
        buyerId,
      ]);
      const entitlements = await query(
        'SELECT 1 FROM pack_entitlements WHERE user_id = $1 AND pack_id = $2',
        [buyerId, packId],
      );
      return { orders: orders.map((order) => order.status), entitlements: entitlements.length };
    },
    async kill(instance) {
      instance.child.kill('SIGKILL');
      await instance.exited;
    },
    async replace(instance) {
      const started = await startServerProcess(settings);
      const at = instances.indexOf(instance);
      instances[at] = started;
      proxy.upstreams = proxy.upstreams.map((url) => (url === instance.baseUrl ? started.baseUrl : url));
      return started;
    },
    async close() {
      await Promise.all(instances.map((instance) => instance.stop()));
      await proxy.close();
      await stripe.stop();
      await s3.close();
      await dropDatabase(serverUrl, databaseName);
    },
  };
}
