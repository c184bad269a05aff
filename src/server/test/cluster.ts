import { randomBytes } from 'node:crypto';
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

export async function startCluster(
  serverUrl: string,
  { size = 3, env = {} }: { size?: number; env?: Record<string, string> } = {},
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
  const instances = await Promise.all(Array.from({ length: size }, () => startServerProcess(settings)));
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
