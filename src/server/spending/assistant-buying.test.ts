import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UrlElicitationRequiredError } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AgentPurchase,
  AssistantBudget,
  PurchaseConfirmation,
} from '../../common/contracts/assistant-spending';
import type { Connection } from '../../common/contracts/oauth';
import { orders } from '../db/schema';
import { createPackAt } from '../test/factories';
import { structured, text } from '../test/mcp-helpers';
import { connectAssistant, mcpUrl, mcpWith } from '../test/oauth-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

// Issue 50, items 2–6: an assistant quotes and buys within the budget its person set; what must wait for the person
// waits on a page only they can answer; the same call never charges twice; a refund gives the budget back.

let server: TestServer;
let buyer: TestBrowser;
let stranger: TestBrowser;
const packs = {} as Record<'cheap' | 'dear' | 'metered' | 'other', { id: string; title: string }>;

const AUTONOMOUS: AssistantBudget = {
  may_buy: true,
  monthly_limit_cents: 2000,
  per_purchase_limit_cents: 1000,
  auto_buy_under_cents: 1000,
  confirm_first_purchase: false,
};

interface Quoted {
  quote_id: string;
  amount_cents: number;
  needs_confirmation: boolean;
  reason: string | null;
  budget: { left_cents: number; may_buy: boolean } | null;
}
interface Bought {
  status: AgentPurchase['status'];
  purchase_id: string;
  receipt_url: string | null;
  confirm_url: string | null;
  reason: string | null;
  budget: { left_cents: number } | null;
}

useTestServer(async (started) => {
  server = started;
  const [creator] = await server.signedInBrowsers('creator');
  [buyer, stranger] = await server.signedInBrowsers('user', 'user');
  const creatorId = creator!.user!.id;
  packs.cheap = await createPackAt(server.db, 499, { creatorId, title: 'Knife Skills' });
  packs.dear = await createPackAt(server.db, 1900, { creatorId, title: 'Coffee at Home' });
  packs.metered = await createPackAt(server.db, 2900, { creatorId, title: 'Rice', queryPriceCents: 300 });
  packs.other = await createPackAt(server.db, 799, { creatorId, title: 'Green Tea' });
  const saved = await buyer.fetch('/api/me/payment-method/dev', { method: 'POST', json: { kind: 'works' } });
  expect(saved.status, await saved.clone().text()).toBe(200);
});

/** An assistant the buyer connects by OAuth with `budget` chosen at consent, as the SDK's 2025-era client. */
async function assistant(budget?: AssistantBudget, capabilities: Record<string, unknown> = {}) {
  const provider = await connectAssistant(server, buyer, budget ? { budget } : {});
  const token = provider.tokens()!.access_token;
  if (Object.keys(capabilities).length === 0) return { client: await mcpWith(server, token), token };
  const client = new Client({ name: 'eliciting', version: '1' }, { capabilities });
  await client.connect(
    new StreamableHTTPClientTransport(mcpUrl(server), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return { client, token };
}

const quote = async (client: Client, pack_id: string, credit_blocks?: number) =>
  structured<Quoted>(
    await client.callTool({
      name: 'quote',
      arguments: { pack_id, ...(credit_blocks ? { credit_blocks } : {}) },
    }),
  );
const buy = async (client: Client, quote_id: string) => {
  const result = await client.callTool({ name: 'buy', arguments: { quote_id } });
  return { bought: structured<Bought>(result), text: text(result) };
};
const tokenOf = (confirmUrl: string) => new URL(confirmUrl).pathname.split('/').pop()!;
const ordersOf = async (userId: string) => server.db.select().from(orders).where(eq(orders.buyerId, userId));

describe('an assistant allowed to buy on its own', () => {
  it('quotes, buys at once with the saved card, reads the pack, and spends from its month', async () => {
    const { client } = await assistant(AUTONOMOUS);
    const quoted = await quote(client, packs.cheap.id);
    expect(quoted).toMatchObject({ amount_cents: 499, needs_confirmation: false, reason: null });
    expect(quoted.budget).toMatchObject({ may_buy: true, left_cents: 2000 });
    const { bought, text: said } = await buy(client, quoted.quote_id);
    expect(bought).toMatchObject({ status: 'paid', confirm_url: null, budget: { left_cents: 1501 } });
    expect(bought.receipt_url).toMatch(/\/us\/en\/orders\/[0-9a-f-]{36}$/);
    expect(said).toContain('Bought for $4.99');
    expect(said).toContain('Budget left in');
    const listed = await client.callTool({ name: 'list_packs', arguments: {} });
    expect(structured<{ packs: { id: string }[] }>(listed).packs.map((p) => p.id)).toContain(packs.cheap.id);
    const mine = (await (await buyer.fetch('/api/me/assistant-purchases')).json()) as {
      purchases: AgentPurchase[];
    };
    expect(mine.purchases[0]).toMatchObject({
      status: 'paid',
      amount_cents: 499,
      pack: { id: packs.cheap.id },
    });
    const order = (await ordersOf(buyer.user!.id)).find((o) => o.id === mine.purchases[0]!.order_id);
    expect(order).toMatchObject({ status: 'paid', channel: 'assistant', totalCents: 499 });
    await client.close();
  });

  it('charges once however often the same call is retried, at once or later', async () => {
    const { client } = await assistant(AUTONOMOUS);
    const quoted = await quote(client, packs.other.id);
    const before = (await ordersOf(buyer.user!.id)).length;
    const all = await Promise.all([1, 2, 3].map(() => buy(client, quoted.quote_id)));
    const again = await buy(client, quoted.quote_id);
    const ids = new Set([...all, again].map(({ bought }) => bought.purchase_id));
    expect(ids.size).toBe(1);
    expect(again.bought.status).toBe('paid');
    expect((await ordersOf(buyer.user!.id)).length).toBe(before + 1);
    await client.close();
  });

  it('refuses a quote_id it was not given: altered, or another assistant’s; nothing is charged', async () => {
    const { client: mine } = await assistant(AUTONOMOUS);
    const { client: another } = await assistant(AUTONOMOUS);
    const quoted = await quote(mine, packs.dear.id);
    const before = (await ordersOf(buyer.user!.id)).length;
    const flipped = quoted.quote_id.slice(0, -2) + (quoted.quote_id.endsWith('AA') ? 'BB' : 'AA');
    for (const [client, quoteId] of [
      [mine, flipped],
      [another, quoted.quote_id],
    ] as const) {
      const result = await client.callTool({ name: 'buy', arguments: { quote_id: quoteId } });
      expect(result.isError).toBe(true);
      expect(text(result)).toContain('Unknown quote_id');
    }
    expect((await ordersOf(buyer.user!.id)).length).toBe(before);
    await mine.close();
    await another.close();
  });

  it('never passes its monthly limit, however many buys arrive at once', async () => {
    const { client } = await assistant({
      ...AUTONOMOUS,
      monthly_limit_cents: 1000,
      per_purchase_limit_cents: 300,
    });
    const quotes = await Promise.all(Array.from({ length: 20 }, () => quote(client, packs.metered.id, 1)));
    const results = await Promise.all(quotes.map((q) => buy(client, q.quote_id)));
    const paid = results.filter(({ bought }) => bought.status === 'paid');
    expect(paid).toHaveLength(3); // 3 × $3.00 ≤ $10.00 < 4 × $3.00
    for (const { bought } of results.filter((r) => r.bought.status !== 'paid')) {
      expect(bought).toMatchObject({
        status: 'awaiting_confirmation',
        reason: expect.stringContaining('monthly limit'),
      });
    }
    const connections = (await (await buyer.fetch('/api/oauth/connections')).json()) as {
      connections: Connection[];
    };
    const spent = connections.connections.map((c) => c.budget.spent_cents);
    expect(spent).toContain(900);
    await client.close();
  });
});

describe('a purchase that waits for the person', () => {
  it('asks by default: a connection given no budget may not buy on its own', async () => {
    const { client } = await assistant();
    const quoted = await quote(client, packs.dear.id);
    expect(quoted).toMatchObject({ needs_confirmation: true, budget: { may_buy: false, left_cents: 0 } });
    const { bought, text: said } = await buy(client, quoted.quote_id);
    expect(bought.status).toBe('awaiting_confirmation');
    expect(said).toContain('Ask your person to confirm it on Kenja');
    expect(said).toContain(bought.confirm_url!);
    await client.close();
  });

  it('is shown only to its person, who confirms it; the assistant’s retry then completes it', async () => {
    const { client } = await assistant(AUTONOMOUS);
    const quoted = await quote(client, packs.dear.id); // $19.00: over the $10.00 a purchase
    expect(quoted.reason).toContain('limit per purchase');
    const { bought } = await buy(client, quoted.quote_id);
    expect(bought.status).toBe('awaiting_confirmation');
    const path = `/api/assistant-purchases/${tokenOf(bought.confirm_url!)}`;
    expect((await stranger.fetch(path)).status).toBe(404);
    expect((await stranger.fetch(path, { method: 'POST', json: { decision: 'confirm' } })).status).toBe(404);
    const view = (await (await buyer.fetch(path)).json()) as PurchaseConfirmation;
    expect(view).toMatchObject({ open: true, reason: 'over_purchase_limit', card: { last4: '4242' } });
    const answered = await buyer.fetch(path, { method: 'POST', json: { decision: 'confirm' } });
    expect(answered.status, await answered.clone().text()).toBe(200);
    expect(((await answered.json()) as { next: string }).next).toMatch(
      /^\/us\/en\/orders\/[0-9a-f-]{36}\?paid=1$/,
    );
    expect((await buyer.fetch(path, { method: 'POST', json: { decision: 'confirm' } })).status).toBe(409);
    const { bought: retried } = await buy(client, quoted.quote_id);
    expect(retried).toMatchObject({ status: 'paid', purchase_id: bought.purchase_id });
    await client.close();
  });

  it('is declined by its person, and nothing is charged', async () => {
    const { client } = await assistant();
    const quoted = await quote(client, packs.metered.id, 2);
    const { bought } = await buy(client, quoted.quote_id);
    const path = `/api/assistant-purchases/${tokenOf(bought.confirm_url!)}`;
    expect((await buyer.fetch(path, { method: 'POST', json: { decision: 'decline' } })).status).toBe(200);
    const { bought: retried, text: said } = await buy(client, quoted.quote_id);
    expect(retried.status).toBe('declined');
    expect(said).toContain('declined');
    await client.close();
  });

  it('asks through URL elicitation when the 2025-era client says it can open a URL', async () => {
    const { client } = await assistant(undefined, { elicitation: { url: {} } });
    const quoted = await quote(client, packs.metered.id, 1);
    const error = await client.callTool({ name: 'buy', arguments: { quote_id: quoted.quote_id } }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(UrlElicitationRequiredError);
    const [asked] = (error as UrlElicitationRequiredError).elicitations;
    expect(asked).toMatchObject({ mode: 'url', message: expect.stringContaining('$3.00') });
    expect(asked!.url).toMatch(/\/confirm-purchase\//);
    await client.close();
  });

  it('asks with the input-required result in the 2026 era, and the retry reports where things stand', async () => {
    const { token } = await assistant();
    const asked: string[] = [];
    const client = new ModernClient(
      { name: 'kenja-2026', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } }, capabilities: { elicitation: { url: {} } } },
    );
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push((request.params as { url: string }).url);
      const path = `/api/assistant-purchases/${tokenOf(asked[0]!)}`;
      await buyer.fetch(path, { method: 'POST', json: { decision: 'confirm' } });
      return { action: 'accept' };
    });
    await client.connect(
      new ModernTransport(mcpUrl(server), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }),
    );
    const quoted = structured<Quoted>(
      await client.callTool({ name: 'quote', arguments: { pack_id: packs.metered.id, credit_blocks: 3 } }),
    );
    const result = await client.callTool({ name: 'buy', arguments: { quote_id: quoted.quote_id } });
    expect(asked).toHaveLength(1);
    expect(structured<Bought>(result).status).toBe('paid');
    await client.close();
  });
});
