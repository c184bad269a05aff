import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { indexedPack, publishOk } from '../test/engine-helpers';
import { createToken, rpc } from '../test/mcp-helpers';
import { SENCHA } from '../test/pack-texts';
import { useTestServer, type TestServer } from '../test/test-server';

// Issue 53, item 4: the everyday tool call is answered by Kenja itself (direct-calls.ts), the rest by the SDK's server.
// Whichever answers, an assistant gets the same answer: each call here is sent as an everyday call and again with
// a progress token — which leaves it to the SDK — and the two results must be equal, in both protocol eras.

let server: TestServer;
let creatorAuth: Record<string, string>;
let readerAuth: Record<string, string>;
let teaPack: string;
let otherPack: string;

useTestServer(async (started) => {
  server = started;
  const [creator, other, reader] = await server.signedInBrowsers('creator', 'creator', 'user');
  teaPack = await indexedPack(server, creator!, 'Tea', { 'tea.md': SENCHA });
  await publishOk(creator!, teaPack, 'Tea');
  otherPack = await indexedPack(server, other!, 'Coffee', {
    'coffee.md': '# Coffee\n\nGrind finer for espresso.',
  });
  creatorAuth = { authorization: `Bearer ${(await createToken(creator!, { name: 'Direct' })).token}` };
  readerAuth = { authorization: `Bearer ${(await createToken(reader!, { name: 'Reader' })).token}` };
});

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};

interface Reply {
  id: number;
  result?: { isError?: boolean; content: { text: string }[]; structuredContent?: Record<string, unknown> };
  error?: { code: number; message: string };
}

/** `tools/call name(args)` in `era`, sent as an everyday call or (`viaSdk`) with a progress token. */
async function call(
  era: '2025' | '2026',
  name: string,
  args: Record<string, unknown>,
  auth: Record<string, string>,
  viaSdk = false,
): Promise<Reply> {
  const progress = viaSdk ? { progressToken: 'p1' } : {};
  const params =
    era === '2025'
      ? { name, arguments: args, ...(viaSdk ? { _meta: progress } : {}) }
      : { name, arguments: args, _meta: { ...ENVELOPE, ...progress } };
  const headers =
    era === '2025'
      ? auth
      : { ...auth, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': name };
  const res = await rpc(server.baseUrl, { jsonrpc: '2.0', id: 41, method: 'tools/call', params }, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as Reply;
}

/** A quote is made afresh by each call: its id and expiry are the only parts two quotes may differ in. */
function withoutQuoteIds(reply: Reply): Reply {
  let json = JSON.stringify(reply);
  const { quote_id, expires_at } = reply.result?.structuredContent ?? {};
  for (const made of [quote_id, expires_at]) if (typeof made === 'string') json = json.replaceAll(made, '-');
  return JSON.parse(json) as Reply;
}

describe('the everyday tool call', () => {
  const calls = (): [string, Record<string, unknown>, Record<string, string>][] => [
    ['list_packs', {}, creatorAuth],
    ['search', { query: 'how long is sencha steamed' }, creatorAuth],
    ['search', { query: 'sencha', pack_ids: [teaPack], k: 2 }, creatorAuth],
    ['search', { query: 'espresso', pack_ids: [otherPack] }, creatorAuth], // another person's: refused
    ['ask', { query: 'How long is sencha steamed?' }, creatorAuth],
    ['get_passage', { chunk_id: randomUUID() }, creatorAuth], // no such passage
    ['find_packs', { query: 'green tea' }, readerAuth],
    ['quote', { pack_id: teaPack }, readerAuth],
    ['search', { query: '' }, creatorAuth], // arguments the schema refuses: the SDK's words
  ];

  it.each(['2025', '2026'] as const)('answers as the SDK’s server does, in the %s era', async (era) => {
    for (const [name, args, auth] of calls()) {
      const everyday = await call(era, name, args, auth);
      const viaSdk = await call(era, name, args, auth, true);
      expect(withoutQuoteIds(everyday), `${name} ${JSON.stringify(args)}`).toEqual(withoutQuoteIds(viaSdk));
      expect(everyday.id).toBe(41);
    }
  });

  it('reads a passage found by a search, with its neighbours, the same either way', async () => {
    const found = await call('2025', 'search', { query: 'sencha', pack_ids: [teaPack] }, creatorAuth);
    const passages = found.result?.structuredContent?.passages as { chunk_id: string }[];
    expect(passages.length).toBeGreaterThan(0);
    for (const era of ['2025', '2026'] as const) {
      const args = { chunk_id: passages[0]!.chunk_id, context: 1 };
      const everyday = await call(era, 'get_passage', args, creatorAuth);
      expect(everyday.result?.isError).toBeUndefined();
      expect(everyday).toEqual(await call(era, 'get_passage', args, creatorAuth, true));
    }
  });
});
