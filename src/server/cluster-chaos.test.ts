import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../common/contracts/commerce';
import { INDEX_DOCUMENT_JOB } from './ingest/index-document';
import { call } from './test/api-call';
import { startCluster, type Cluster } from './test/cluster';
import { newPack, searchOk, untilReady, upload, uploadOk } from './test/engine-helpers';
import { fileForm } from './test/factories';
import type { ServerProcess } from './test/server-process';
import type { TestBrowser } from './test/test-browser';

// Instances die (`kill -9`: no draining, no goodbye) in the middle of work, behind the load balancer of
// test/cluster.ts, and an orchestrator starts new ones in their place. What a crash may cost is time, never a
// document, a payment or a duplicate. PostgreSQL only.

const postgres = process.env.KENJA_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
/** A dead instance's jobs go to another once this has passed without the lease being renewed. */
const LEASE_MS = 2000;

let cluster: Cluster;
let seller: TestBrowser;

/** A Markdown book of `sections` sections, each with a sentence no other document has. */
function book(name: string, sections: number): string {
  const parts = [`# ${name}`];
  for (let i = 0; i < sections; i++) {
    parts.push(
      `## Part ${i}\n\n${name} part ${i} explains kiln schedule ${i * 7} for glaze number ${i} in detail. ` +
        'Raise the temperature slowly through quartz inversion, hold at peak, and cool without opening the lid. '.repeat(
          6,
        ),
    );
  }
  return parts.join('\n\n');
}

/** The instance whose process holds a running job of `kind` (jobs.locked_by names host, process and worker). */
async function holderOfRunningJob(kind: string, timeoutMs = 20_000): Promise<ServerProcess> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const running = await cluster.query<{ locked_by: string }>(
      `SELECT locked_by FROM jobs WHERE kind = $1 AND status = 'running'`,
      [kind],
    );
    for (const { locked_by } of running) {
      const pid = Number(locked_by.split(':')[1]);
      const holder = cluster.instances.find((instance) => instance.child.pid === pid);
      if (holder) return holder;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(
    'no instance was seen indexing: the documents were indexed before the kill (make them larger)',
  );
}

/** Waits until the balancer has seen that `instance` is gone (its readiness check failed). */
async function untilOutOfRotation(instance: ServerProcess) {
  const before = cluster.proxy.served.get(instance.baseUrl) ?? 0;
  await new Promise((resolve) => setTimeout(resolve, 500)); // five of the balancer's checks
  for (let i = 0; i < 6; i++) await fetch(`${cluster.proxy.url}/api/health`);
  expect(cluster.proxy.served.get(instance.baseUrl) ?? 0).toBe(before);
}

describe.runIf(postgres)('instances killed mid-work', () => {
  beforeAll(async () => {
    cluster = await startCluster(postgres as string, {
      env: { KENJA_JOB_LEASE_MS: String(LEASE_MS), KENJA_INDEX_CONCURRENCY: '1' },
    });
    seller = cluster.browser();
    await seller.signInAs('creator');
  }, 120_000);
  afterAll(() => cluster?.close());

  it('finishes every document an instance was indexing when it died, each passage exactly once', async () => {
    const packId = (await newPack(seller, 'Kiln schedules')).id;
    const names = ['Stoneware', 'Porcelain', 'Earthenware', 'Raku'];
    for (const name of names) await uploadOk(seller, packId, `${name}.md`, book(name, 400));
    const victim = await holderOfRunningJob(INDEX_DOCUMENT_JOB);
    await cluster.kill(victim);

    const documents = await untilReady(seller, packId, 90_000);
    expect(documents).toHaveLength(names.length);
    const taken = await cluster.query<{ attempts: number }>(
      `SELECT attempts FROM jobs WHERE kind = $1 AND attempts > 1`,
      [INDEX_DOCUMENT_JOB],
    );
    expect(taken.length).toBeGreaterThan(0); // the dead instance's job was taken over after its lease
    const counts = await cluster.query<{ live: number; expected: number }>(
      `SELECT (SELECT count(*)::int FROM chunks c WHERE c.document_id = d.id) AS live, d.chunk_count AS expected
       FROM documents d WHERE d.pack_id = $1`,
      [packId],
    );
    for (const { live, expected } of counts) expect(live).toBe(expected);
    for (const name of names) {
      const { hits } = await searchOk(seller, `${name} part 3 kiln schedule 21`, [packId]);
      expect(hits[0]?.text).toContain(`${name} part 3`);
    }
    await cluster.replace(victim);
  });

  it('loses an upload cut off by a dying instance cleanly, and takes it again on another', async () => {
    const packId = (await newPack(seller, 'Glazes')).id;
    const victim = cluster.instances[0] as ServerProcess;
    const form = fileForm('glazes.md', book('Glazes', 200));
    const body = Buffer.from(await new Response(form).arrayBuffer());
    const contentType = new Response(form).headers.get('content-type') ?? '';
    // Half the body, straight to the instance that is about to die.
    const cut = new Promise<string>((resolve) => {
      const req = request(`${victim.baseUrl}/api/packs/${packId}/documents`, {
        method: 'POST',
        headers: {
          'Content-Type': contentType,
          'Content-Length': body.byteLength,
          Cookie: [...seller.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'X-CSRF-Token': seller.csrfToken ?? '',
          Host: new URL(cluster.proxy.url).host,
        },
      });
      req.on('error', (error) => resolve(error.message));
      req.on('response', (res) => resolve(`answered ${res.statusCode}`));
      req.write(body.subarray(0, body.byteLength / 2));
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await cluster.kill(victim);
    expect(await cut).toMatch(/socket hang up|ECONNRESET/);
    expect(await cluster.query(`SELECT id FROM documents WHERE pack_id = $1`, [packId])).toEqual([]);

    await cluster.replace(victim);
    const again = await upload(seller, packId, 'glazes.md', book('Glazes', 200));
    expect(again.status).toBe(202);
    expect(await untilReady(seller, packId, 60_000)).toHaveLength(1);
  });

  it('pays an order once when the instance that took the checkout dies before Stripe calls back', async () => {
    const packId = (await newPack(seller, 'Firing logs')).id;
    await uploadOk(seller, packId, 'logs.md', book('Logs', 5));
    await untilReady(seller, packId);
    const published = await call(seller, 'POST', `/studio/packs/${packId}/publish`, {
      title: 'Firing logs',
      description:
        'Kiln firing logs with schedules, cones and outcomes, for potters who fire their own work.',
      category: 'handmade-crafting',
      price: '9.00',
      discountPrice: '',
      language: 'en',
      sampleQuestions: ['How fast should a bisque firing climb?'],
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const buyer = cluster.browser();
    const { id: buyerId } = await buyer.signInAs('user');
    const checkout = await call(buyer, 'POST', '/checkout', { packIds: [packId], language: 'en' });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const { order } = checkout.body as unknown as CheckoutResponse;
    const victim = cluster.instances[1] as ServerProcess;
    await cluster.kill(victim);

    // Stripe's first delivery reaches the dead instance and fails; Stripe tries again later, through the
    // balancer, which has taken the dead instance out — and once more, as Stripe may.
    const paid = cluster.stripe.complete(cluster.stripe.sessionFor(order.id).id);
    await expect(cluster.stripe.deliver(`${victim.baseUrl}/api/webhooks/stripe`, paid)).rejects.toThrow();
    await untilOutOfRotation(victim);
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await cluster.stripe.deliver(`${cluster.proxy.url}/api/webhooks/stripe`, paid);
      expect(res.status).toBe(200);
    }
    expect(await cluster.purchases(buyerId, packId)).toEqual({ orders: ['paid'], entitlements: 1 });
    await cluster.replace(victim);
  });
});
