import { refreshAuthorization } from '@modelcontextprotocol/sdk/client/auth.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../common/contracts/commerce';
import { INDEX_DOCUMENT_JOB } from './ingest/index-document';
import { call } from './test/api-call';
import { startCluster, type Cluster } from './test/cluster';
import { newPack, searchOk, untilReady, uploadOk } from './test/engine-helpers';
import { createToken, rpc, structured } from './test/mcp-helpers';
import { asServerSees, connectAssistant, mcpUrl, mcpWith, postForm } from './test/oauth-helpers';
import type { TestBrowser } from './test/test-browser';

// Three instances, each a process of its own, on one PostgreSQL database and one bucket, behind a load balancer
// that sends each request to the next instance in turn (test/cluster.ts): every step of a journey below is served by
// a different instance than the one before. PostgreSQL only: the embedded database belongs to one process.
//
// Their clocks disagree, as machines' do: one runs 4 s behind the database's, one with it, one 4 s ahead (ADR 0036).
// Every time an instance stores comes from its own clock and every deadline it checks is compared with its own clock,
// so a row stamped ahead is read behind: the journeys below show that this changes nothing a person sees.

const postgres = process.env.KENJA_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const INSTANCES = 3;
/** MCP calls per access token a minute, counted across the instances. */
const MCP_LIMIT = 50;
/** How far each instance's clock is off the database's, in seconds. */
const CLOCK_OFFSETS_S = [-4, 0, 4];

const GUIDE = `# Espresso at home

## Dialling in

Grind finer when the shot runs fast; a double shot of eighteen grams should take about thirty seconds.
`;

let cluster: Cluster;

/** `times` requests in a row through the balancer: each one lands on the next instance. */
async function onEveryInstance<T>(request: () => Promise<T>, times = INSTANCES): Promise<T[]> {
  const answers: T[] = [];
  for (let i = 0; i < times; i++) answers.push(await request());
  return answers;
}

describe.runIf(postgres)(
  'three instances behind a load balancer, one database, one bucket, three clocks',
  () => {
    beforeAll(async () => {
      cluster = await startCluster(postgres as string, {
        size: INSTANCES,
        env: { KENJA_RATE_LIMIT_MCP: `${MCP_LIMIT}/1m` },
        clockOffsetsS: CLOCK_OFFSETS_S,
      });
    }, 120_000);
    afterAll(() => cluster?.close());

    const creator = () => cluster.browser();
    let seller: TestBrowser;
    let packId: string;

    it('runs each instance on its own clock: 4 s behind, with, and 4 s ahead of the database', async () => {
      const [database] = await cluster.query<{ now: Date }>('SELECT now()');
      for (const [i, instance] of cluster.instances.entries()) {
        const answered = (await fetch(`${instance.baseUrl}/api/health`)).headers.get('date');
        const offsetS = (Date.parse(answered ?? '') - (database?.now.getTime() ?? 0)) / 1000;
        // HTTP dates count whole seconds, and Node reuses one for up to a second.
        expect(Math.abs(offsetS - (CLOCK_OFFSETS_S[i] ?? 0))).toBeLessThan(2.5);
      }
    });

    it('knows a person signed in on one instance on every other, and checks their CSRF token on each', async () => {
      seller = creator();
      const user = await seller.signInAs('creator');
      const sessions = await onEveryInstance(() => seller.session());
      expect(sessions.map((answer) => answer.session?.user.id)).toEqual(Array(INSTANCES).fill(user.id));

      const forged = await onEveryInstance(() =>
        seller.fetch('/api/packs', {
          method: 'POST',
          json: { title: 'Forged' },
          headers: { 'X-CSRF-Token': 'x' },
        }),
      );
      expect(forged.map((res) => res.status)).toEqual(Array(INSTANCES).fill(403));
      packId = (await newPack(seller, 'Espresso at home')).id;
      expect([...cluster.proxy.served.keys()].sort()).toEqual(cluster.instances.map((i) => i.baseUrl).sort());
    });

    it('stores an upload in the bucket, indexes it once on some instance, and every instance searches it', async () => {
      const { document } = await uploadOk(seller, packId, 'espresso.md', GUIDE);
      await untilReady(seller, packId);
      const jobs = await cluster.query<{ status: string; attempts: number }>(
        `SELECT status, attempts FROM jobs WHERE kind = $1 AND payload->>'documentId' = $2`,
        [INDEX_DOCUMENT_JOB, document.id],
      );
      expect(jobs).toEqual([{ status: 'done', attempts: 1 }]);
      expect(await cluster.query(`SELECT key FROM stored_files`)).toEqual([]);

      const found = await onEveryInstance(() => searchOk(seller, 'how long should the shot take', [packId]));
      for (const answer of found) expect(answer.hits[0]?.text).toContain('thirty seconds');
    });

    it('lists a pack published on one instance on every instance at once', async () => {
      const published = await call(seller, 'POST', `/studio/packs/${packId}/publish`, {
        title: 'Espresso at home',
        description:
          'Dialling in grind, dose and time for espresso on a home machine, with a worked example.',
        category: 'cooking-culinary-arts',
        price: '12.00',
        discountPrice: '',
        queryPrice: '3.00', // also sold by the query: blocks of 100 credits
        language: 'en',
        sampleQuestions: ['How long should a shot take?'],
      });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      const listings = await onEveryInstance(() => call(seller, 'GET', '/packs?q=espresso'));
      for (const listing of listings) expect(JSON.stringify(listing.body)).toContain(packId);
    });

    it('sells once when Stripe delivers the payment to every instance at once, and the buyer reads the pack through MCP on every instance until the token is revoked', async () => {
      const buyer = creator();
      const { id: buyerId } = await buyer.signInAs('user');
      const checkout = await call(buyer, 'POST', '/checkout', { packIds: [packId], language: 'en' });
      expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
      const { order } = checkout.body as unknown as CheckoutResponse;
      const paid = cluster.stripe.complete(cluster.stripe.sessionFor(order.id).id);
      const deliveries = await Promise.all(
        cluster.instances.map((instance) =>
          cluster.stripe.deliver(`${instance.baseUrl}/api/webhooks/stripe`, paid),
        ),
      );
      expect(deliveries.map((res) => res.status)).toEqual(Array(INSTANCES).fill(200));
      expect(await cluster.purchases(buyerId, packId)).toEqual({ orders: ['paid'], entitlements: 1 });
      const libraries = await onEveryInstance(() => call(buyer, 'GET', '/library'));
      for (const library of libraries) expect(JSON.stringify(library.body)).toContain(packId);

      const { token, id: tokenId } = await createToken(buyer);
      const search = {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search', arguments: { query: 'eighteen grams', pack_ids: [packId] } },
      };
      const answers = await onEveryInstance(() =>
        rpc(cluster.proxy.url, search, { authorization: `Bearer ${token}` }),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(JSON.stringify(await answer.json())).toContain('thirty seconds');
      }

      expect((await call(buyer, 'DELETE', `/access-tokens/${tokenId}`)).status).toBe(200);
      const refused = await onEveryInstance(() =>
        rpc(cluster.proxy.url, search, { authorization: `Bearer ${token}` }),
      );
      expect(refused.map((res) => res.status)).toEqual(Array(INSTANCES).fill(401));
    });

    it('refunds once when the buyer asks on every instance at once and Stripe confirms to all three; no instance serves the pack after', async () => {
      const buyer = creator();
      const { id: buyerId } = await buyer.signInAs('user');
      const checkout = await call(buyer, 'POST', '/checkout', { packIds: [packId], language: 'en' });
      const { order } = checkout.body as unknown as CheckoutResponse;
      const paid = cluster.stripe.complete(cluster.stripe.sessionFor(order.id).id);
      const intent = (paid.data.object as { payment_intent: string }).payment_intent;
      expect((await cluster.stripe.deliver(`${cluster.proxy.url}/api/webhooks/stripe`, paid)).status).toBe(
        200,
      );
      const { token } = await createToken(buyer);
      const search = {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search', arguments: { query: 'eighteen grams', pack_ids: [packId] } },
      };
      // Every instance has read the entitlement (and may keep it in memory) before the refund.
      for (const answer of await onEveryInstance(() =>
        rpc(cluster.proxy.url, search, { authorization: `Bearer ${token}` }),
      )) {
        expect(JSON.stringify(await answer.json())).toContain('thirty seconds');
      }

      // Three clicks at once, each on another instance: one refund is made, the others are told it was.
      const refundPath = `/orders/${order.id}/lines/${packId}/refund`;
      const asked = await Promise.all(
        Array.from({ length: INSTANCES }, () => call(buyer, 'POST', refundPath, {})),
      );
      expect(asked.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(asked.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual(
        Array(INSTANCES - 1).fill(409),
      );
      expect(cluster.stripe.refunds.filter((refund) => refund.paymentIntent === intent)).toHaveLength(1);
      const refunded = cluster.stripe.refundEvent(intent);
      const confirmations = await Promise.all(
        cluster.instances.map((instance) =>
          cluster.stripe.deliver(`${instance.baseUrl}/api/webhooks/stripe`, refunded),
        ),
      );
      expect(confirmations.map((res) => res.status)).toEqual(Array(INSTANCES).fill(200));
      expect(await cluster.purchases(buyerId, packId)).toEqual({ orders: ['refunded'], entitlements: 0 });
      expect(cluster.stripe.refunds.filter((refund) => refund.paymentIntent === intent)).toHaveLength(1);

      // The paid text is gone from every instance at once: MCP and the web search alike.
      const refused = await onEveryInstance(() =>
        rpc(cluster.proxy.url, search, { authorization: `Bearer ${token}` }),
      );
      for (const answer of refused)
        expect(JSON.stringify(await answer.json())).not.toContain('thirty seconds');
      const web = await onEveryInstance(() =>
        call(buyer, 'POST', '/search', { query: 'eighteen grams', pack_ids: [packId] }),
      );
      expect(web.map((answer) => answer.status)).toEqual(Array(INSTANCES).fill(403));
    });

    it('spends a block of credits exactly once across instances: a hundred searches at once pass, the next is refused', async () => {
      const buyer = creator();
      const { id: buyerId } = await buyer.signInAs('user');
      const checkout = await call(buyer, 'POST', '/checkout', {
        packIds: [],
        credits: [{ packId, blocks: 1 }],
        language: 'en',
      });
      expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
      const { order } = checkout.body as unknown as CheckoutResponse;
      const paid = cluster.stripe.complete(cluster.stripe.sessionFor(order.id).id);
      expect((await cluster.stripe.deliver(`${cluster.proxy.url}/api/webhooks/stripe`, paid)).status).toBe(
        200,
      );

      const question = { query: 'eighteen grams', pack_ids: [packId] };
      const spent = await Promise.all(
        Array.from({ length: 100 }, () => call(buyer, 'POST', '/search', question)),
      );
      expect(spent.map((answer) => answer.status)).toEqual(Array(100).fill(200));
      const refused = await onEveryInstance(() => call(buyer, 'POST', '/search', question));
      expect(refused.map((answer) => answer.status)).toEqual(Array(INSTANCES).fill(402));
      expect(
        await cluster.query('SELECT remaining, held, purchased FROM query_credits WHERE user_id = $1', [
          buyerId,
        ]),
      ).toEqual([{ remaining: 0, held: 0, purchased: 100 }]);
    });

    it('connects an assistant by OAuth across instances: discovery, registration, consent, token, refresh, revocation', async () => {
      const reader = creator();
      await reader.signInAs('user');
      const balancer = { baseUrl: cluster.proxy.url };
      const provider = await connectAssistant(balancer, reader); // each step on the next instance
      const { as } = await asServerSees(balancer);
      const refreshed = await refreshAuthorization(cluster.proxy.url, {
        metadata: as as never,
        clientInformation: provider.client!,
        refreshToken: provider.saved!.refresh_token!,
        resource: mcpUrl(balancer),
      });
      const tools = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
      const bearer = { authorization: `Bearer ${refreshed.access_token}` };
      const answers = await onEveryInstance(() => rpc(cluster.proxy.url, tools, bearer));
      expect(answers.map((res) => res.status)).toEqual(Array(INSTANCES).fill(200));

      const revoked = await postForm(cluster.proxy.url, '/oauth/revoke', {
        token: refreshed.refresh_token!,
        client_id: provider.client!.client_id,
      });
      expect(revoked.status).toBe(200);
      const refused = await onEveryInstance(() => rpc(cluster.proxy.url, tools, bearer));
      expect(refused.map((res) => res.status)).toEqual(Array(INSTANCES).fill(401));
    });

    it('keeps twenty buys at once from one assistant across instances within its limits, and a disconnect stops it mid-purchase on every instance', async () => {
      const person = creator();
      const { id: personId } = await person.signInAs('user');
      const balancer = { baseUrl: cluster.proxy.url };
      // The card saved as a person saves it: Stripe's setup page, then Stripe's webhook to one instance.
      const setup = await call(person, 'POST', '/me/payment-method/setup', { return_path: '/us/en/connect' });
      expect(setup.status, JSON.stringify(setup.body)).toBe(200);
      const customer = [...cluster.stripe.cards.customers.values()].find(
        (c) => c.metadata.user_id === personId,
      );
      const session = cluster.stripe.setupSessionsOf(customer!.id).at(-1)!;
      const saved = cluster.stripe.completeSetup(session.id, 'pm_card_visa');
      const [first] = cluster.instances;
      expect((await cluster.stripe.deliver(`${first!.baseUrl}/api/webhooks/stripe`, saved)).status).toBe(200);

      const budget = {
        may_buy: true,
        monthly_limit_cents: 1000,
        per_purchase_limit_cents: 300,
        auto_buy_under_cents: 1000,
        confirm_first_purchase: false,
      };
      const provider = await connectAssistant(balancer, person, { budget });
      const assistant = await mcpWith(balancer, provider.tokens()!.access_token);
      const quotes = await Promise.all(
        Array.from({ length: 20 }, () =>
          assistant.callTool({ name: 'quote', arguments: { pack_id: packId, credit_blocks: 1 } }),
        ),
      );
      const charged = cluster.stripe.cards.paymentIntents.length;
      const bought = await Promise.all(
        quotes.map((quoted) =>
          assistant.callTool({
            name: 'buy',
            arguments: { quote_id: structured<{ quote_id: string }>(quoted).quote_id },
          }),
        ),
      );
      const statuses = bought.map((result) => structured<{ status: string }>(result).status);
      expect(statuses.filter((status) => status === 'paid')).toHaveLength(3); // 3 × $3.00 ≤ $10.00
      expect(statuses.filter((status) => status === 'awaiting_confirmation')).toHaveLength(17);
      expect(cluster.stripe.cards.paymentIntents.length - charged).toBe(3);
      const [month] = await cluster.query<{ committed_cents: number }>(
        `SELECT committed_cents FROM assistant_spend_months`,
      );
      expect(month?.committed_cents).toBe(900);

      // Disconnected while buys are under way: each is paid (its charge was made) or moved no money.
      const [connection] = await cluster.query<{ id: string }>(
        `SELECT id FROM access_tokens WHERE user_id = $1 AND kind = 'oauth'`,
        [personId],
      );
      await call(person, 'PUT', `/oauth/connections/${connection!.id}/budget`, {
        ...budget,
        monthly_limit_cents: 10000,
      });
      const more = await Promise.all(
        Array.from({ length: 3 }, () =>
          assistant.callTool({ name: 'quote', arguments: { pack_id: packId, credit_blocks: 1 } }),
        ),
      );
      const before = cluster.stripe.cards.paymentIntents.length;
      const [racing, disconnected] = await Promise.all([
        Promise.allSettled(
          more.map((quoted) =>
            assistant.callTool({
              name: 'buy',
              arguments: { quote_id: structured<{ quote_id: string }>(quoted).quote_id },
            }),
          ),
        ),
        call(person, 'DELETE', `/oauth/connections/${connection!.id}`),
      ]);
      expect(disconnected.status, JSON.stringify(disconnected.body)).toBe(200);
      const paidNow = racing.filter(
        (outcome) =>
          outcome.status === 'fulfilled' &&
          structured<{ status?: string } | undefined>(outcome.value)?.status === 'paid',
      ).length;
      expect(cluster.stripe.cards.paymentIntents.length - before).toBe(paidNow);
      const tools = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
      const bearer = { authorization: `Bearer ${provider.tokens()!.access_token}` };
      const refused = await onEveryInstance(() => rpc(cluster.proxy.url, tools, bearer));
      expect(refused.map((res) => res.status)).toEqual(Array(INSTANCES).fill(401));
      await assistant.close();
    });

    it('counts a token’s MCP calls across instances against one limit', async () => {
      const caller = creator();
      await caller.signInAs('user');
      const { token } = await createToken(caller, { name: 'Counted' });
      const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
      const statuses = (
        await onEveryInstance(
          () => rpc(cluster.proxy.url, list, { authorization: `Bearer ${token}` }),
          MCP_LIMIT + 1,
        )
      ).map((res) => res.status);
      expect(statuses).toEqual([...Array(MCP_LIMIT).fill(200), 429]);
    });
  },
);
