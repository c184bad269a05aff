import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../common/contracts/commerce';
import type { FindPacksResponse } from '../../common/contracts/packs';
import { TRY_EXCERPT_CHARS } from '../packs/excerpts';
import { uploadOk } from '../test/engine-helpers';
import { createPack } from '../test/factories';
import { estimateTokens } from './budget';
import { createToken, mcpClient, structured, text } from '../test/mcp-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, withTestServer, type TestServer } from '../test/test-server';

const KNIVES = [
  '# Knife skills',
  '## The grip',
  'Hold a chef knife with a pinch grip: thumb and forefinger pinch the blade just ahead of the bolster, and the ' +
    'other three fingers wrap the handle. The pinch grip gives control over the tip, keeps the wrist straight ' +
    'through long sessions of chopping, and lets the weight of the blade do the work rather than the forearm. ' +
    'Curl the fingers of the guiding hand into a claw so the knuckles, not the fingertips, face the blade.',
].join('\n\n');
const COFFEE = [
  '# Brewing',
  'Brew coffee with water just off the boil, at 92 to 96 degrees. Water below 90 degrees under-extracts; water ' +
    'at a full boil scalds the grounds. Measure the water temperature with a thermometer until you know your kettle.',
].join('\n\n');
const TEA =
  '# Green tea\n\nSteep sencha for one minute; the leaves open slowly, and the second infusion is sweeter.';
const RICE = '# Rice\n\nRinse the rice in cold water until it runs clear, then soak it for thirty minutes.';
const DASHI = '# だしの基本\n\n昆布は水に30分浸してから弱火にかけ、沸騰直前に取り出します。';

let server: TestServer;
let buyer: TestBrowser;
let admin: TestBrowser;
const made = {} as Record<'knives' | 'coffee' | 'tea' | 'rice' | 'dashi', { id: string; slug: string }>;

interface Found {
  packs: FindPacksResponse['packs'];
}

/** A published pack of the creator's, with one document indexed. */
async function publishedPack(
  creator: TestBrowser,
  file: string,
  body: string,
  fields: Parameters<typeof createPack>[1],
) {
  const pack = await createPack(server.db, {
    creatorId: creator.user?.id,
    discountPriceCents: null,
    ...fields,
  });
  await uploadOk(creator, pack.id, file, body);
  return pack;
}

useTestServer(async (started) => {
  server = started;
  let creator: TestBrowser;
  [creator, buyer, admin] = await server.signedInBrowsers('creator', 'user', 'admin');
  made.knives = await publishedPack(creator, 'knives.md', KNIVES, {
    title: 'Knife Skills',
    priceCents: 4900,
    queryPriceCents: 500,
  });
  made.coffee = await publishedPack(creator, 'coffee.md', COFFEE, {
    title: 'Coffee at Home',
    priceCents: 1900,
  });
  made.tea = await publishedPack(creator, 'tea.md', TEA, { title: 'Green Tea', priceCents: 1500 });
  made.rice = await publishedPack(creator, 'rice.md', RICE, {
    title: 'Rice',
    priceCents: 2500,
    queryPriceCents: 300,
  });
  made.dashi = await publishedPack(creator, 'dashi.md', DASHI, {
    title: 'だしの基本',
    language: 'ja',
    priceCents: 1200,
  });
  await server.runJobs();
  // The buyer holds Green Tea (an admin's grant) and 100 query credits of Rice (bought at the dev checkout).
  const granted = await admin.fetch(`/api/admin/users/${buyer.user?.id}/entitlements`, {
    method: 'POST',
    json: { pack_id: made.tea.id },
  });
  expect(granted.status).toBe(200);
  const checkout = await buyer.fetch('/api/checkout', {
    method: 'POST',
    json: { credits: [{ packId: made.rice.id, blocks: 1 }] },
  });
  expect(checkout.status, await checkout.clone().text()).toBe(201);
  const { order } = (await checkout.json()) as CheckoutResponse;
  expect((await buyer.fetch(`/api/checkout/dev/${order.id}/pay`, { method: 'POST' })).status).toBe(200);
});

describe('find_packs, through the SDK’s own client', () => {
  let client: Client;
  let stranger: Client;
  beforeAll(async () => {
    ({ client } = await mcpClient(server.baseUrl, (await createToken(buyer)).token));
    const { browser } = await server.signedIn('user');
    ({ client: stranger } = await mcpClient(server.baseUrl, (await createToken(browser)).token));
  });
  afterAll(async () => {
    await client.close();
    await stranger.close();
  });

  const find = async (who: Client, question: string, limit?: number) => {
    const result = await who.callTool({
      name: 'find_packs',
      arguments: limit === undefined ? { question } : { question, limit },
    });
    expect(result.isError, text(result)).toBeFalsy();
    return { found: structured<Found>(result).packs, text: text(result) };
  };

  it('is listed as a free, read-only tool of its own', async () => {
    const { tools } = await client.listTools();
    const tool = tools.find((t) => t.name === 'find_packs');
    expect(tool?.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual(['question', 'limit']);
    expect(tool?.outputSchema?.type).toBe('object');
    expect(client.getInstructions()).toMatch(/call find_packs/);
  });

  it('finds a pack the caller does not hold that covers the question: its price, an excerpt, its page', async () => {
    const { found, text: said } = await find(client, 'How do I hold a chef knife?');
    const [knives] = found;
    expect(knives).toMatchObject({
      id: made.knives.id,
      title: 'Knife Skills',
      creator_name: 'Test creator',
      language: 'en',
      currency: 'USD',
      price_cents: 4900,
      discount_price_cents: null,
      queries_price_cents: 500,
      held: 'none',
      queries_left: null,
      url: `${server.baseUrl}/us/en/pack/${made.knives.slug}`,
      matched_sections: [['Knife skills', 'The grip']],
    });
    // Never more than the sales page's demo shows.
    expect(knives?.snippet).toMatch(/^Hold a chef knife with a pinch grip/);
    expect(knives?.snippet?.length).toBeLessThanOrEqual(TRY_EXCERPT_CHARS);
    expect(knives?.snippet?.endsWith('…')).toBe(true);
    expect(said).toContain('1. Knife Skills — by Test creator (en;');
    expect(said).toContain('Price: $49.00; $5.00 per 100 queries; no rating yet. You do not hold it.');
    expect(said).toContain('Matched sections: Knife skills > The grip');
    expect(said).toContain(`<excerpt>${knives?.snippet}</excerpt>`);
    expect(said).toContain(`Sales page: ${server.baseUrl}/us/en/pack/${made.knives.slug}`);
  });

  it('puts the packs the caller holds first, with what they hold', async () => {
    const question = 'water temperature degrees';
    const theirs = (await find(stranger, question)).found.map((pack) => pack.id);
    expect(theirs.indexOf(made.coffee.id)).toBeLessThan(theirs.indexOf(made.rice.id));
    const { found, text: said } = await find(client, question);
    expect(found.map((pack) => [pack.id, pack.held, pack.queries_left])).toEqual([
      [made.rice.id, 'credits', 100],
      [made.coffee.id, 'none', null],
    ]);
    expect(said).toContain('You hold query credits: 100 left.');
    const sencha = await find(client, 'sencha infusion');
    expect(sencha.found).toMatchObject([{ id: made.tea.id, held: 'owned' }]);
    expect(sencha.text).toContain('You hold it: search or ask it now.');
  });

  it('finds the Japanese pack for a Japanese question', async () => {
    const { found } = await find(client, '昆布は何分水に浸しますか', 1);
    expect(found).toEqual([
      expect.objectContaining({
        id: made.dashi.id,
        language: 'ja',
        url: `${server.baseUrl}/jp/ja/pack/${made.dashi.slug}`,
        snippet: '昆布は水に30分浸してから弱火にかけ、沸騰直前に取り出します。',
      }),
    ]);
  });

  it('says plainly when no pack on the marketplace covers the question', async () => {
    const { found, text: said } = await find(client, 'quantum chromodynamics on a lattice');
    expect(found).toEqual([]);
    expect(said).toMatch(/^No pack on the Kenja marketplace matches this question/);
    const empty = await client.callTool({ name: 'find_packs', arguments: { question: '' } });
    expect(empty.isError).toBe(true);
  });

  it('spends no query credits and is recorded against no pack', async () => {
    const credits = async () => {
      const listed = structured<{ packs: { id: string; queries_left: number | null }[] }>(
        await client.callTool({ name: 'list_packs', arguments: {} }),
      );
      return listed.packs.find((pack) => pack.id === made.rice.id)?.queries_left;
    };
    const before = await credits();
    await find(client, 'rinse the rice until clear');
    expect(await credits()).toBe(before);
    // The person's history shows what their assistant looked for; no pack's statistics count it.
    const history = (await (await buyer.fetch('/api/me/queries')).json()) as {
      records: { tool: string; query: string; pack_ids: string[] }[];
    };
    const finds = history.records.filter((record) => record.tool === 'find_packs');
    expect(finds.map((record) => record.query)).toContain('rinse the rice until clear');
    expect(finds.every((record) => record.pack_ids.length === 0)).toBe(true);
    expect(
      history.records.filter((record) => record.tool !== 'find_packs' && record.tool !== 'list_packs'),
    ).toEqual([]);
  });
});

describe('find_packs within the result budget', () => {
  it('names as many packs as fit, and says some were left out', async () => {
    await withTestServer({ deps: { mcpResultTokens: 600 } }, async (small) => {
      const [owner] = await small.signedInBrowsers('creator');
      const paragraph =
        'Fermentation turns sugar into acid and gas over many hours in a warm kitchen. '.repeat(6);
      for (const title of ['Ferments One', 'Ferments Two', 'Ferments Three', 'Ferments Four']) {
        const pack = await createPack(small.db, { creatorId: owner.user?.id, title });
        await uploadOk(owner, pack.id, 'ferments.md', `# ${title}\n\n${paragraph}`);
      }
      await small.runJobs();
      const { client } = await mcpClient(small.baseUrl, (await createToken(owner)).token);
      const result = await client.callTool({
        name: 'find_packs',
        arguments: { question: 'fermentation sugar', limit: 10 },
      });
      const size = estimateTokens(text(result)) + estimateTokens(JSON.stringify(result.structuredContent));
      expect(size).toBeLessThanOrEqual(600);
      const fitted = structured<Found & { truncated: boolean }>(result);
      expect(fitted.truncated).toBe(true);
      expect(fitted.packs.length).toBeGreaterThan(0);
      expect(fitted.packs.every((pack) => pack.held === 'owned')).toBe(true);
      expect(text(result)).toMatch(/left out to fit this result/);
      await client.close();
    });
  });
});
