import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import type { AssistantBudget } from '../../common/contracts/assistant-spending';
import { indexedPack } from '../test/engine-helpers';
import { structured } from '../test/mcp-helpers';
import { connectAssistant, mcpUrl, mcpWith } from '../test/oauth-helpers';
import { TEA } from '../test/pack-texts';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

// Issue 50, how it is checked: the whole journey an assistant makes, through OAuth, with the official SDK clients
// of both eras — find a pack its person does not hold, quote it, buy it within the budget (no person needed), and
// search it at once.

const DASHI = [
  '# だしの基本',
  '',
  '## 一番だし',
  '',
  '昆布は水に30分浸してから弱火にかけ、沸騰直前に取り出します。かつお節を入れて火を止め、沈んだらこします。',
].join('\n');

const BUDGET: AssistantBudget = {
  may_buy: true,
  monthly_limit_cents: 2000,
  per_purchase_limit_cents: 1000,
  auto_buy_under_cents: 1000,
  confirm_first_purchase: false,
};

let server: TestServer;
let buyer: TestBrowser;
let teaId: string;
let dashiId: string;

interface Found {
  packs: { id: string; held: string; price_cents: number }[];
}

type CallTool = (request: { name: string; arguments: Record<string, unknown> }) => Promise<unknown>;

/** A creator's pack with one document indexed, published at `price` in `language`. */
async function publishedPack(
  creator: TestBrowser,
  title: string,
  file: string,
  body: string,
  language: string,
) {
  const id = await indexedPack(server, creator, title, { [file]: body });
  const published = await creator.fetch(`/api/studio/packs/${id}/publish`, {
    method: 'POST',
    json: {
      title,
      description: `${title}: a short guide written for the tests of an assistant that buys what it needs.`,
      category: 'cooking-culinary-arts',
      price: '4.00',
      discountPrice: '',
      queryPrice: '',
      language,
      sampleQuestions: [],
    },
  });
  expect(published.status, await published.clone().text()).toBe(200);
  return id;
}

useTestServer(async (started) => {
  server = started;
  const [creator] = (await server.signedInBrowsers('creator')) as [TestBrowser];
  [buyer] = (await server.signedInBrowsers('user')) as [TestBrowser];
  teaId = await publishedPack(creator, 'Green Tea Brewing', 'tea.md', TEA, 'en');
  dashiId = await publishedPack(creator, 'だしの基本', 'dashi.md', DASHI, 'ja');
  expect(
    (await buyer.fetch('/api/me/payment-method/dev', { method: 'POST', json: { kind: 'works' } })).status,
  ).toBe(200);
});

/** find → quote → buy → search, as the assistant calls them; what each step answered. */
async function journey(callTool: CallTool, question: string, packId: string, query: string) {
  const found = structured<Found>(await callTool({ name: 'find_packs', arguments: { question } }));
  expect(found.packs[0]).toMatchObject({ id: packId, held: 'none', price_cents: 400 });
  const quoted = structured<{ quote_id: string; needs_confirmation: boolean }>(
    await callTool({ name: 'quote', arguments: { pack_id: packId } }),
  );
  expect(quoted.needs_confirmation).toBe(false);
  const bought = structured<{ status: string }>(
    await callTool({ name: 'buy', arguments: { quote_id: quoted.quote_id } }),
  );
  expect(bought.status).toBe('paid');
  const searched = structured<{ passages: { pack_id: string; text: string }[] }>(
    await callTool({ name: 'search', arguments: { query, pack_ids: [packId] } }),
  );
  expect(searched.passages[0]?.pack_id).toBe(packId);
  const again = structured<Found>(await callTool({ name: 'find_packs', arguments: { question } }));
  expect(again.packs[0]).toMatchObject({ id: packId, held: 'owned' });
  return searched.passages[0]!.text;
}

describe('an assistant finds, quotes, buys and reads a pack in one conversation', () => {
  it('with the v1 SDK’s client, 2025-11-25, in English', async () => {
    const provider = await connectAssistant(server, buyer, { budget: BUDGET });
    const client = await mcpWith(server, provider.tokens()!.access_token);
    const text = await journey(
      (request) => client.callTool(request),
      'How hot should the water be for sencha?',
      teaId,
      'sencha water temperature',
    );
    expect(text).toContain('70 degrees');
    await client.close();
  });

  it('with the v2 SDK’s client, 2026-07-28, in Japanese', async () => {
    const provider = await connectAssistant(server, buyer, { budget: BUDGET });
    const client = new ModernClient(
      { name: 'kenja-2026', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(
      new ModernTransport(mcpUrl(server), {
        requestInit: { headers: { Authorization: `Bearer ${provider.tokens()!.access_token}` } },
      }),
    );
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const text = await journey(
      (request) => client.callTool(request),
      '昆布は水に何分浸しますか',
      dashiId,
      '昆布 浸す',
    );
    expect(text).toContain('30分');
    await client.close();
  });
});
