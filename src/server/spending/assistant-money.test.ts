import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import type { AgentPurchase, AssistantBudget } from '../../common/contracts/assistant-spending';
import type { Connection } from '../../common/contracts/oauth';
import type { Dashboard } from '../../common/contracts/selling';
import { eq } from 'drizzle-orm';
import {
  agentPurchases,
  assistantSpendMonths,
  ledgerEntries,
  orders,
  packs as packTable,
} from '../db/schema';
import { feeOf, platformFeeBps } from '../selling/ledger';
import { createPackAt } from '../test/factories';
import { testClock } from '../test/test-clock';
import { structured, text } from '../test/mcp-helpers';
import { connectAssistant, mcpWith } from '../test/oauth-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';
import { enqueueStaleRelease, STALE_RESERVATION_MS } from './stale-reservations';

// Issue 50, item 5: money stays exact — a refund gives the budget back, a revoked assistant cannot spend, a card
// that asks for authentication or is declined moves nothing without the person, the first purchase of a pack asks,
// and the creator's dashboard counts an assistant's sale as one.

let server: TestServer;
let creator: TestBrowser;
const packs = {} as Record<'knives' | 'tea' | 'rice' | 'miso' | 'salt' | 'yuzu' | 'soba', { id: string }>;

const AUTONOMOUS: AssistantBudget = {
  may_buy: true,
  monthly_limit_cents: 2000,
  per_purchase_limit_cents: 1000,
  auto_buy_under_cents: 1000,
  confirm_first_purchase: false,
};

interface Bought {
  status: AgentPurchase['status'];
  purchase_id: string;
  confirm_url: string | null;
  reason: string | null;
  message: string;
  budget: { left_cents: number; spent_cents: number } | null;
}

const clock = testClock();

useTestServer(
  async (started) => {
    server = started;
    [creator] = (await server.signedInBrowsers('creator')) as [TestBrowser];
    const creatorId = creator.user!.id;
    packs.knives = await createPackAt(server.db, 499, { creatorId, title: 'Knife Skills' });
    packs.tea = await createPackAt(server.db, 799, { creatorId, title: 'Green Tea' });
    packs.rice = await createPackAt(server.db, 2900, { creatorId, title: 'Rice', queryPriceCents: 300 });
    packs.miso = await createPackAt(server.db, 650, { creatorId, title: 'Miso' });
    packs.salt = await createPackAt(server.db, 350, { creatorId, title: 'Salt' });
    packs.yuzu = await createPackAt(server.db, 120000, { creatorId, title: '柚子', currency: 'JPY' });
    packs.soba = await createPackAt(server.db, 1500, { creatorId, title: 'Soba' });
  },
  { now: clock.now },
);

/** A new person with a dev card of `kind` saved, and an assistant they connected with `budget`. */
async function personWithAssistant(kind: 'works' | 'authentication' | 'declined', budget = AUTONOMOUS) {
  const [person] = (await server.signedInBrowsers('user')) as [TestBrowser];
  const saved = await person.fetch('/api/me/payment-method/dev', { method: 'POST', json: { kind } });
  expect(saved.status).toBe(200);
  const provider = await connectAssistant(server, person, { budget });
  return { person, client: await mcpWith(server, provider.tokens()!.access_token) };
}

async function buy(client: Client, pack_id: string, credit_blocks?: number) {
  const quoted = structured<{ quote_id: string }>(
    await client.callTool({
      name: 'quote',
      arguments: { pack_id, ...(credit_blocks ? { credit_blocks } : {}) },
    }),
  );
  const result = await client.callTool({ name: 'buy', arguments: { quote_id: quoted.quote_id } });
  return { quoteId: quoted.quote_id, bought: structured<Bought>(result) };
}

const purchasesOf = async (person: TestBrowser) =>
  ((await (await person.fetch('/api/me/assistant-purchases')).json()) as { purchases: AgentPurchase[] })
    .purchases;
const confirmPath = (url: string) => `/api/assistant-purchases/${new URL(url).pathname.split('/').pop()}`;

describe('money an assistant spends', () => {
  it('comes back to its month when the purchase is refunded', async () => {
    const { person, client } = await personWithAssistant('works');
    const { bought } = await buy(client, packs.knives.id);
    expect(bought).toMatchObject({ status: 'paid', budget: { left_cents: 1501 } });
    const [purchase] = await purchasesOf(person);
    const refunded = await person.fetch(`/api/orders/${purchase!.order_id}/lines/${packs.knives.id}/refund`, {
      method: 'POST',
    });
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    expect((await purchasesOf(person))[0]).toMatchObject({ status: 'refunded' });
    const { connections } = (await (await person.fetch('/api/oauth/connections')).json()) as {
      connections: Connection[];
    };
    expect(connections[0]!.budget).toMatchObject({ spent_cents: 0, left_cents: 2000 });
    await client.close();
  });

  it('stops the moment its person disconnects the assistant', async () => {
    const { person, client } = await personWithAssistant('works');
    const { connections } = (await (await person.fetch('/api/oauth/connections')).json()) as {
      connections: Connection[];
    };
    expect(
      (await person.fetch(`/api/oauth/connections/${connections[0]!.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    await expect(buy(client, packs.tea.id)).rejects.toThrow(/401|not valid|revoked/i);
    expect(await purchasesOf(person)).toEqual([]);
  });

  it('lets a disconnect that comes during a payment wait for it: the disconnect and the payment both complete', async () => {
    const { person, client } = await personWithAssistant('authentication');
    const { bought } = await buy(client, packs.salt.id);
    const answered = await person.fetch(confirmPath(bought.confirm_url!), {
      method: 'POST',
      json: { decision: 'confirm' },
    });
    const orderId = ((await answered.json()) as { next: string }).next.split('/').pop()!;
    const { connections } = (await (await person.fetch('/api/oauth/connections')).json()) as {
      connections: Connection[];
    };
    // A payment being fulfilled holds its order, then takes its purchase (commerce/fulfilment.ts): the disconnect
    // starts in between, and used to take the purchase first and deadlock with it.
    let disconnected: Promise<Response> | undefined;
    await server.db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('no key update');
      disconnected = person.fetch(`/api/oauth/connections/${connections[0]!.id}`, { method: 'DELETE' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx
        .select({ id: agentPurchases.id })
        .from(agentPurchases)
        .where(eq(agentPurchases.orderId, orderId))
        .for('update');
    });
    expect((await disconnected!).status).toBe(200);
    expect((await person.fetch(`/api/checkout/dev/${orderId}/pay`, { method: 'POST' })).status).toBe(200);
    expect(await purchasesOf(person)).toMatchObject([{ status: 'paid' }]);
    await expect(buy(client, packs.tea.id)).rejects.toThrow(/401|not valid|revoked/i);
  });

  it('waits for the person when the card asks for authentication, then pays through the checkout', async () => {
    const { person, client } = await personWithAssistant('authentication');
    const { quoteId, bought } = await buy(client, packs.tea.id);
    expect(bought).toMatchObject({ status: 'awaiting_confirmation', budget: { spent_cents: 0 } });
    expect(bought.reason).toContain('bank asked');
    const answered = await person.fetch(confirmPath(bought.confirm_url!), {
      method: 'POST',
      json: { decision: 'confirm' },
    });
    const { next } = (await answered.json()) as { next: string };
    expect(next).toMatch(/^\/us\/en\/checkout\/dev\/[0-9a-f-]{36}$/);
    const orderId = next.split('/').pop();
    expect((await person.fetch(`/api/checkout/dev/${orderId}/pay`, { method: 'POST' })).status).toBe(200);
    const retried = await client.callTool({ name: 'buy', arguments: { quote_id: quoteId } });
    expect(structured<Bought>(retried)).toMatchObject({ status: 'paid', budget: { spent_cents: 799 } });
    await client.close();
  });

  it('moves nothing when the card is declined, and says why', async () => {
    const { person, client } = await personWithAssistant('declined');
    const { bought } = await buy(client, packs.tea.id);
    expect(bought).toMatchObject({ status: 'failed', budget: { spent_cents: 0, left_cents: 2000 } });
    expect(bought.message).toContain('declined');
    const [purchase] = await purchasesOf(person);
    expect(purchase).toMatchObject({ status: 'failed', failure: expect.stringContaining('declined') });
    await client.close();
  });

  it('asks before the first purchase of each pack when the person wants that, and not after', async () => {
    const { person, client } = await personWithAssistant('works', {
      ...AUTONOMOUS,
      confirm_first_purchase: true,
    });
    const first = await buy(client, packs.rice.id, 1);
    expect(first.bought.status).toBe('awaiting_confirmation');
    expect(first.bought.reason).toContain('first purchase');
    const answered = await person.fetch(confirmPath(first.bought.confirm_url!), {
      method: 'POST',
      json: { decision: 'confirm' },
    });
    expect(((await answered.json()) as { next: string }).next).toMatch(/\/orders\//); // the saved card paid
    const second = await buy(client, packs.rice.id, 1);
    expect(second.bought).toMatchObject({ status: 'paid', budget: { spent_cents: 600 } });
    await client.close();
  });

  it('gives back what an instance reserved and never charged, ten minutes on', async () => {
    const { person, client } = await personWithAssistant('works');
    const { connections } = (await (await person.fetch('/api/oauth/connections')).json()) as {
      connections: Connection[];
    };
    const connectionId = connections[0]!.id;
    const at = clock.now();
    const month = at.toISOString().slice(0, 7);
    // What a reservation looks like when its instance stopped before charging: counted, its release job queued.
    await server.db.transaction(async (tx) => {
      const [purchase] = await tx
        .insert(agentPurchases)
        .values({
          userId: person.user!.id,
          connectionId,
          clientName: 'Stopped',
          callKey: 'stopped-before-charging',
          packId: packs.miso.id,
          amountCents: 650,
          currency: 'USD',
          countedMonth: month,
          status: 'reserved',
          createdAt: at,
        })
        .returning();
      await tx.insert(assistantSpendMonths).values({ connectionId, month, committedCents: 650 });
      await enqueueStaleRelease(tx, purchase!, at);
    });
    const spent = async () =>
      ((await (await person.fetch('/api/oauth/connections')).json()) as { connections: Connection[] })
        .connections[0]!.budget.spent_cents;
    await server.runJobs();
    expect(await spent()).toBe(650);
    clock.advance(STALE_RESERVATION_MS + 1000);
    await server.runJobs();
    expect(await spent()).toBe(0);
    expect((await purchasesOf(person))[0]).toMatchObject({
      status: 'failed',
      failure: expect.stringContaining('nothing was charged'),
    });
    await client.close();
  });

  it('charges nothing when the price moved after the quote', async () => {
    const { client } = await personWithAssistant('works');
    const quoted = structured<{ quote_id: string }>(
      await client.callTool({ name: 'quote', arguments: { pack_id: packs.salt.id } }),
    );
    await server.db.update(packTable).set({ priceCents: 900 }).where(eq(packTable.id, packs.salt.id));
    const bought = structured<Bought>(
      await client.callTool({ name: 'buy', arguments: { quote_id: quoted.quote_id } }),
    );
    expect(bought).toMatchObject({ status: 'failed', budget: { spent_cents: 0 } });
    expect(bought.message).toContain('price changed');
    await client.close();
  });

  it('answers the same quote_id after the quote expired with where its purchase stands; a new purchase needs a new quote', async () => {
    const { person, client } = await personWithAssistant('works', {
      ...AUTONOMOUS,
      per_purchase_limit_cents: 1000,
    });
    const { quoteId, bought } = await buy(client, packs.soba.id); // $15.00: over $10.00 a purchase
    expect(bought.status).toBe('awaiting_confirmation');
    clock.advance(30 * 60_000); // past the quote's 15 minutes, within the person's day
    const later = await client.callTool({ name: 'buy', arguments: { quote_id: quoteId } });
    expect(structured<Bought>(later)).toMatchObject({
      status: 'awaiting_confirmation',
      purchase_id: bought.purchase_id,
    });
    await person.fetch(confirmPath(bought.confirm_url!), { method: 'POST', json: { decision: 'confirm' } });
    const paid = await client.callTool({ name: 'buy', arguments: { quote_id: quoteId } });
    expect(structured<Bought>(paid).status).toBe('paid');
    const stale = structured<{ quote_id: string }>(
      await client.callTool({ name: 'quote', arguments: { pack_id: packs.rice.id, credit_blocks: 1 } }),
    );
    clock.advance(16 * 60_000);
    const refused = await client.callTool({ name: 'buy', arguments: { quote_id: stale.quote_id } });
    expect(text(refused)).toContain('This quote has expired');
    await client.close();
  });

  it('does not count a pack in another currency, which its person confirmed, in the month of dollars', async () => {
    const { person, client } = await personWithAssistant('works');
    const { bought } = await buy(client, packs.yuzu.id);
    expect(bought.status).toBe('awaiting_confirmation');
    expect(bought.reason).toContain('another currency');
    const answered = await person.fetch(confirmPath(bought.confirm_url!), {
      method: 'POST',
      json: { decision: 'confirm' },
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
    expect((await purchasesOf(person))[0]).toMatchObject({ status: 'paid', currency: 'JPY' });
    const { connections } = (await (await person.fetch('/api/oauth/connections')).json()) as {
      connections: Connection[];
    };
    expect(connections[0]!.budget).toMatchObject({ spent_cents: 0, left_cents: 2000 });
    await client.close();
  });

  it('shows on the creator’s dashboard as an assistant’s sale', async () => {
    const { client } = await personWithAssistant('works');
    expect((await buy(client, packs.miso.id)).bought.status).toBe('paid');
    const dashboard = (await (
      await creator.fetch('/api/creator/dashboard?period=month')
    ).json()) as Dashboard;
    expect(dashboard.stats.assistantSales.current).toBeGreaterThanOrEqual(1);
    expect(dashboard.stats.assistantSales.current).toBeLessThanOrEqual(dashboard.stats.sales.current);
    await client.close();
  });

  it('is booked in the ledger like any sale: the money in, Kenja’s fee, the creator’s share', async () => {
    const pepper = await createPackAt(server.db, 350, { creatorId: creator.user!.id, title: 'Pepper' });
    const { person, client } = await personWithAssistant('works');
    expect((await buy(client, pepper.id)).bought.status).toBe('paid');
    const [purchase] = await purchasesOf(person);
    const entries = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, purchase!.order_id!));
    const of = (account: string) => entries.filter((entry) => entry.account === account);
    const fee = feeOf(350, await platformFeeBps(server.db));
    expect(of('cash').map((entry) => entry.amountCents)).toEqual([350]);
    expect(of('fees').map((entry) => entry.amountCents)).toEqual([-fee]);
    expect(of('earnings')).toEqual([
      expect.objectContaining({ creatorId: creator.user!.id, amountCents: -(350 - fee), kind: 'sale' }),
    ]);
    await client.close();
  });
});
