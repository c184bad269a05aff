import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../common/contracts/commerce';
import { queryCredits } from '../db/schema';
import { buy } from '../test/api-call';
import { uploadOk } from '../test/engine-helpers';
import { createPack } from '../test/factories';
import { createToken, mcpClient, structured, text } from '../test/mcp-helpers';
import { startTestServer, type TestServer } from '../test/test-server';

const KNIVES = [
  '# Knife skills',
  '',
  'Hold the knife with a pinch grip: thumb and forefinger on the blade, just ahead of the bolster.',
].join('\n');

let server: TestServer;

interface Listed {
  packs: { id: string; access: string; queries_left: number | null }[];
}

/** A pack sold by the query (and outright), with one file, and a buyer holding one query credit of it. */
async function buyerWithOneCredit() {
  const creator = server.browser();
  const maker = await creator.signInAs('creator');
  const pack = await createPack(server.db, {
    creatorId: maker.id,
    title: 'Knife Skills',
    priceCents: 4900,
    discountPriceCents: null,
    queryPriceCents: 500,
  });
  await uploadOk(creator, pack.id, 'knives.md', KNIVES);
  await server.runJobs();

  const buyer = server.browser();
  const me = await buyer.signInAs('user');
  const res = await buyer.fetch('/api/checkout', {
    method: 'POST',
    json: { credits: [{ packId: pack.id, blocks: 1 }] },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { order } = (await res.json()) as CheckoutResponse;
  expect((await buyer.fetch(`/api/checkout/dev/${order.id}/pay`, { method: 'POST' })).status).toBe(200);
  // 100 bought; 99 of them used up already.
  await server.db
    .update(queryCredits)
    .set({ remaining: 1, remainingCents: 5 })
    .where(and(eq(queryCredits.userId, me.id), eq(queryCredits.packId, pack.id)));
  return { pack, buyer, me };
}

describe('pay-per-query through MCP', () => {
  let client: Client;
  let pack: Awaited<ReturnType<typeof buyerWithOneCredit>>['pack'];
  let buyerId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const bought = await buyerWithOneCredit();
    pack = bought.pack;
    buyerId = bought.me.id;
    ({ client } = await mcpClient(server.baseUrl, (await createToken(bought.buyer)).token));
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  const topUp = () => `${server.baseUrl}/pack/${pack.slug}#credits`;
  const outOfCredits = () =>
    `You have used all your query credits for "Knife Skills". Top up at ${topUp()} and ask again.`;

  it('list_packs says access is through query credits and how many are left', async () => {
    const result = await client.callTool({ name: 'list_packs', arguments: {} });
    expect(structured<Listed>(result).packs).toEqual([
      expect.objectContaining({ id: pack.id, access: 'credits', queries_left: 1 }),
    ]);
    expect(text(result)).toContain(
      'access: query credits, 1 query left (each search, get_passage or ask spends one)',
    );
  });

  it('answers the search the last credit pays for, then an out-of-credits tool error with the top-up link', async () => {
    const first = await client.callTool({
      name: 'search',
      arguments: { query: 'pinch grip', pack_ids: [pack.id] },
    });
    expect(first.isError).toBeFalsy();
    expect(structured<{ passages: { filename: string }[] }>(first).passages[0]?.filename).toBe('knives.md');

    const second = await client.callTool({
      name: 'search',
      arguments: { query: 'pinch grip', pack_ids: [pack.id] },
    });
    expect(second.isError).toBe(true);
    expect(text(second)).toBe(outOfCredits());
    // Every pack the token reads (none named), and ask, say the same.
    const all = await client.callTool({ name: 'search', arguments: { query: 'bolster' } });
    expect([all.isError, text(all)]).toEqual([true, outOfCredits()]);
    const asked = await client.callTool({ name: 'ask', arguments: { query: 'How do I hold a knife?' } });
    expect([asked.isError, text(asked)]).toEqual([true, outOfCredits()]);

    const listed = await client.callTool({ name: 'list_packs', arguments: {} });
    expect(structured<Listed>(listed).packs[0]).toMatchObject({ access: 'credits', queries_left: 0 });
    expect(text(listed)).toContain(`access: query credits, none left: top up at ${topUp()}`);
  });

  it('spends a credit on get_passage as on search, and refuses the passage at zero with the top-up link', async () => {
    await server.db
      .update(queryCredits)
      .set({ remaining: 2, remainingCents: 10 })
      .where(and(eq(queryCredits.userId, buyerId), eq(queryCredits.packId, pack.id)));
    const found = await client.callTool({
      name: 'search',
      arguments: { query: 'pinch grip', pack_ids: [pack.id] },
    });
    const chunkId = structured<{ passages: { chunk_id: string }[] }>(found).passages[0]?.chunk_id;
    expect(chunkId).toBeDefined();
    const read = await client.callTool({ name: 'get_passage', arguments: { chunk_id: chunkId } });
    expect(read.isError).toBeFalsy();
    expect(text(read)).toContain('pinch grip');
    const [pool] = await server.db
      .select({ remaining: queryCredits.remaining })
      .from(queryCredits)
      .where(and(eq(queryCredits.userId, buyerId), eq(queryCredits.packId, pack.id)));
    expect(pool?.remaining).toBe(0);
    const refused = await client.callTool({ name: 'get_passage', arguments: { chunk_id: chunkId } });
    expect([refused.isError, text(refused)]).toEqual([true, outOfCredits()]);
  });

  it('spends a credit on a passage read as a resource, none on the outline, and refuses at zero', async () => {
    const credits = async () =>
      (
        await server.db
          .select({ remaining: queryCredits.remaining })
          .from(queryCredits)
          .where(and(eq(queryCredits.userId, buyerId), eq(queryCredits.packId, pack.id)))
      )[0]?.remaining;
    await server.db
      .update(queryCredits)
      .set({ remaining: 1, remainingCents: 5 })
      .where(and(eq(queryCredits.userId, buyerId), eq(queryCredits.packId, pack.id)));
    const outline = await client.readResource({ uri: `kenja://packs/${pack.slug}` });
    const passageUri = /kenja:\/\/packs\/[^/]+\/passages\/[0-9a-f-]{36}/.exec(
      (outline.contents[0] as { text: string }).text,
    )?.[0];
    expect(passageUri).toBeDefined();
    expect(await credits()).toBe(1);
    const read = await client.readResource({ uri: passageUri! });
    expect((read.contents[0] as { text: string }).text).toContain('pinch grip');
    expect(await credits()).toBe(0);
    await expect(client.readResource({ uri: passageUri! })).rejects.toThrow(outOfCredits());
  });
});

describe('a metered pack at zero among others, when the call names no pack', () => {
  let client: Client;
  let metered: Awaited<ReturnType<typeof buyerWithOneCredit>>['pack'];
  let buyerId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const bought = await buyerWithOneCredit();
    metered = bought.pack;
    buyerId = bought.me.id;
    // The same buyer owns another pack outright.
    const creator = server.browser();
    const maker = await creator.signInAs('creator');
    const owned = await createPack(server.db, {
      creatorId: maker.id,
      title: 'Bread Basics',
      priceCents: 1500,
      discountPriceCents: null,
    });
    await uploadOk(
      creator,
      owned.id,
      'bread.md',
      '# Bread\n\nKnead the dough with a pinch of salt until smooth.',
    );
    await server.runJobs();
    await buy(bought.buyer, { packIds: [owned.id] });
    await server.db
      .update(queryCredits)
      .set({ remaining: 0, remainingCents: 0 })
      .where(and(eq(queryCredits.userId, buyerId), eq(queryCredits.packId, metered.id)));
    ({ client } = await mcpClient(server.baseUrl, (await createToken(bought.buyer)).token));
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  const note = () =>
    `Left out of this call: You have used all your query credits for "Knife Skills". ` +
    `Top up at ${server.baseUrl}/pack/${metered.slug}#credits and ask again.`;
  const leftOut = () => [
    {
      pack_id: metered.id,
      pack_title: 'Knife Skills',
      top_up_url: `${server.baseUrl}/pack/${metered.slug}#credits`,
    },
  ];

  it('searches the other packs, naming the pack left out and where to top it up', async () => {
    const result = await client.callTool({ name: 'search', arguments: { query: 'pinch' } });
    expect(result.isError).toBeFalsy();
    const found = structured<{ passages: { filename: string }[]; packs_out_of_credits: unknown }>(result);
    expect(found.passages.map((passage) => passage.filename)).toEqual(['bread.md']);
    expect(found.packs_out_of_credits).toEqual(leftOut());
    expect(text(result)).toContain(note());
  });

  it('answers from the other packs too, with the same note', async () => {
    const result = await client.callTool({ name: 'ask', arguments: { query: 'How do I knead the dough?' } });
    expect(result.isError).toBeFalsy();
    expect(structured<{ packs_out_of_credits: unknown }>(result).packs_out_of_credits).toEqual(leftOut());
    expect(text(result)).toContain(note());
  });

  it('still refuses the metered pack when the call names it', async () => {
    const named = await client.callTool({
      name: 'search',
      arguments: { query: 'pinch', pack_ids: [metered.id] },
    });
    expect(named.isError).toBe(true);
    expect(text(named)).toBe(
      `You have used all your query credits for "Knife Skills". Top up at ${server.baseUrl}/pack/${metered.slug}#credits and ask again.`,
    );
    const [pool] = await server.db
      .select({ remaining: queryCredits.remaining })
      .from(queryCredits)
      .where(and(eq(queryCredits.userId, buyerId), eq(queryCredits.packId, metered.id)));
    expect(pool?.remaining).toBe(0);
  });
});
