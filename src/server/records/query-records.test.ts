import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRecords } from '../db/schema';
import { indexedPack } from '../test/engine-helpers';
import { createToken, rpc } from '../test/mcp-helpers';
import type { TestBrowser } from '../test/test-browser';
import { SENCHA } from '../test/pack-texts';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let owner: TestBrowser;
let ownerId: string;
let pack: string;

useTestServer(async (started) => {
  server = started;
  ({
    browser: owner,
    user: { id: ownerId },
  } = await server.signedIn('creator'));
  pack = await indexedPack(server, owner, 'Tea', { 'tea.md': SENCHA });
});

/** One MCP search with `token`, as a stateless client sends it; whether it was answered. */
async function searchWith(token: string, query: string): Promise<boolean> {
  const res = await rpc(
    server.baseUrl,
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search', arguments: { query, pack_ids: [pack] } },
    },
    { authorization: `Bearer ${token}` },
  );
  if (res.status !== 200) return false;
  const body = await res.text();
  return !body.includes('"isError":true') && !body.includes('"error"');
}

/** The person's records, once what waits to be written is (reading one's history writes them first). */
async function recordsOf(browser: TestBrowser, userId: string): Promise<number> {
  expect((await browser.fetch('/api/me/queries')).status).toBe(200);
  const [row] = await server.db
    .select({ n: count() })
    .from(queryRecords)
    .where(eq(queryRecords.userId, userId));
  return row?.n ?? 0;
}

describe('query history', () => {
  it('keeps a query with a NUL character, cleaned, and every other query of its batch', async () => {
    const { token } = await createToken(owner, { name: 'NUL' });
    const before = await recordsOf(owner, ownerId);
    const quoted = 'say "sencha" \\ 🍵 煎茶の淹れ方\n?';
    const queries = ['green tea', 'sen\u0000cha', 'brew \ud800 temperature', quoted];
    const answered = await Promise.all(queries.map((query) => searchWith(token, query)));
    expect(answered).toEqual([true, true, true, true]);
    expect(await recordsOf(owner, ownerId)).toBe(before + 4);
    const history = (await (await owner.fetch('/api/me/queries')).json()) as {
      records: { query: string; channel: string; tool: string; pack_ids: string[] }[];
    };
    expect(history.records.map((record) => record.query)).toEqual(
      expect.arrayContaining(['green tea', 'sencha', 'brew \ufffd temperature', quoted]),
    );
    expect(history.records.find((record) => record.query === quoted)).toMatchObject({
      channel: 'mcp',
      tool: 'search',
      pack_ids: [pack],
    });
  });

  it('counts every answered query while tokens are revoked and made under it: none lost', async () => {
    const churner = server.browser();
    const userId = (await churner.signInAs('admin')).id;
    let tokens = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createToken(churner, { name: `Churn ${i}` })),
    );
    let answered = 0;
    for (let wave = 0; wave < 12; wave += 1) {
      const current = tokens;
      const [results] = await Promise.all([
        Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            searchWith((current[i % current.length] as { token: string }).token, `tea ${wave} ${i}`),
          ),
        ),
        // Mid-wave: half the tokens revoked (their queries already answered or refused), new ones made.
        (async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          await Promise.all(
            current
              .slice(0, 3)
              .map(({ id }) => churner.fetch(`/api/access-tokens/${id}`, { method: 'DELETE' })),
          );
        })(),
      ]);
      answered += results.filter(Boolean).length;
      tokens = [
        ...current.slice(3),
        ...(await Promise.all([0, 1, 2].map((i) => createToken(churner, { name: `Churn ${wave}.${i}` })))),
      ];
    }
    expect(answered).toBeGreaterThan(100);
    expect(await recordsOf(churner, userId)).toBe(answered);
  });
});
