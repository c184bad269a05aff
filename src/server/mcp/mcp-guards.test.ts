import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexedPack } from '../test/engine-helpers';
import { createToken, mcpClient, rpc, structured, text } from '../test/mcp-helpers';
import type { TestBrowser } from '../test/test-browser';
import { SENCHA } from '../test/pack-texts';
import { rateLimitsOf, useTestServer, withTestServer, type TestServer } from '../test/test-server';
import { estimateTokens } from './budget';

// What the MCP endpoint does with callers and messages it must refuse or bound: credentials, origins, malformed
// and arbitrary messages, the result budget and the per-token rate limit.

let server: TestServer;
let owner: TestBrowser;
let pack: string;

useTestServer(async (started) => {
  server = started;
  [owner] = await server.signedInBrowsers('creator');
  pack = await indexedPack(server, owner, 'Tea', { 'tea.md': SENCHA });
});

describe('the endpoint’s guards', () => {
  let token: string;
  beforeAll(async () => {
    token = (await createToken(owner, { name: 'Guards' })).token;
  });
  const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };

  it('asks for a bearer token with WWW-Authenticate, and refuses one in the query string', async () => {
    const missing = await rpc(server.baseUrl, list);
    expect(missing.status).toBe(401);
    // RFC 6750 §3.1: a request with no authentication gets no error code, only where to sign in.
    expect(missing.headers.get('www-authenticate')).toMatch(
      /^Bearer resource_metadata="[^"]+", scope="[^"]+"$/,
    );
    const inUrl = await rpc(server.baseUrl, list, {}, `/mcp?access_token=${token}`);
    expect(inUrl.status).toBe(400);
    expect(((await inUrl.json()) as { error: { message: string } }).error.message).toMatch(
      /Authorization header/,
    );
  });

  it('refuses a foreign Origin and accepts Kenja’s own', async () => {
    const auth = { authorization: `Bearer ${token}` };
    expect((await rpc(server.baseUrl, list, { ...auth, origin: 'https://evil.example' })).status).toBe(403);
    expect((await rpc(server.baseUrl, list, { ...auth, origin: server.baseUrl })).status).toBe(200);
  });

  it('answers malformed JSON with a JSON-RPC parse error, and keeps no sessions', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const bad = await rpc(server.baseUrl, '{"jsonrpc":', auth);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: number } }).error.code).toBe(-32700);
    const init = await rpc(
      server.baseUrl,
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      },
      auth,
    );
    expect(init.status).toBe(200);
    expect(init.headers.get('mcp-session-id')).toBeNull();
    expect(((await init.json()) as { result: { protocolVersion: string } }).result.protocolVersion).toBe(
      '2025-11-25',
    );
    expect(
      (await fetch(new URL('/mcp', server.baseUrl), { headers: { accept: 'text/event-stream' } })).status,
    ).toBe(405);
  });
});

describe('any message at all', () => {
  it('logs a body that is not a JSON-RPC message as the client’s mistake: a warning, no stack', async () => {
    const auth = { authorization: `Bearer ${(await createToken(owner, { name: 'Malformed' })).token}` };
    const before = server.logs().length;
    for (const body of [
      { jsonrpc: '2.0', id: 1 },
      { hello: 'world' },
      [1, 2],
      { jsonrpc: '1.0', id: 1, method: 'ping' },
    ]) {
      const res = await rpc(server.baseUrl, body, auth);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const lines = server.logs().slice(before);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    const refused = lines.filter((line) => line.msg === 'MCP request refused: not a valid request');
    expect(refused.length).toBeGreaterThan(0);
    for (const line of refused) {
      expect(line).toMatchObject({ level: 'warn', reason: expect.any(String) });
      expect(JSON.stringify(line)).not.toMatch(/\n\s+at |stack/);
    }
  });

  it('gets a clean JSON-RPC answer (or an empty 202 for a notification): never a 5xx, never a stack', async () => {
    const auth = { authorization: `Bearer ${(await createToken(owner, { name: 'Fuzz' })).token}` };
    const argument = fc.oneof(fc.jsonValue(), fc.uuid(), fc.constant(pack), fc.string({ maxLength: 3000 }));
    const toolCall = fc.record({
      jsonrpc: fc.constant('2.0'),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 20 })),
      method: fc.constant('tools/call'),
      params: fc.record({
        name: fc.oneof(
          fc.constantFrom('list_packs', 'search', 'get_passage', 'ask', 'find_packs'),
          fc.string({ maxLength: 20 }),
        ),
        arguments: fc.dictionary(
          fc.constantFrom(
            'query',
            'question',
            'limit',
            'pack_ids',
            'k',
            'chunk_id',
            'context',
            'language',
            'extra',
          ),
          argument,
        ),
      }),
    });
    const message = fc.oneof(
      toolCall,
      fc.record(
        {
          jsonrpc: fc.constantFrom('2.0', '1.0', 2),
          id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
          method: fc.oneof(
            fc.constantFrom('tools/list', 'initialize', 'ping', 'resources/list'),
            fc.string(),
          ),
          params: fc.jsonValue(),
        },
        { requiredKeys: [] },
      ),
      fc.array(toolCall, { maxLength: 3 }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(message, async (body) => {
        const res = await rpc(server.baseUrl, body, auth);
        const answer = await res.text();
        expect(res.status, answer).toBeLessThan(500);
        expect(answer).not.toMatch(/\n\s+at |\.ts:\d+/);
        if (res.status === 202) expect(answer).toBe('');
        else expect(() => JSON.parse(answer) as unknown).not.toThrow();
      }),
      { numRuns: 150 },
    );
  });
});

describe('the result budget', () => {
  it('keeps every result within about the configured number of tokens', async () => {
    await withTestServer({ deps: { mcpResultTokens: 600 } }, async (small) => {
      const [owner] = await small.signedInBrowsers('creator');
      const paragraph = 'Fermentation turns sugar into acid and gas over many hours. '.repeat(15);
      await indexedPack(small, owner, 'Long', {
        'long.md': Array.from({ length: 12 }, (_, i) => `## Part ${i}\n\n${paragraph}`).join('\n\n'),
      });
      const { client } = await mcpClient(small.baseUrl, (await createToken(owner)).token);
      const result = await client.callTool({
        name: 'search',
        arguments: { query: 'fermentation sugar', k: 20 },
      });
      const size = estimateTokens(text(result)) + estimateTokens(JSON.stringify(result.structuredContent));
      expect(size).toBeLessThanOrEqual(600);
      expect(structured<{ truncated: boolean }>(result).truncated).toBe(true);
      await client.close();
    });
  });
});

describe('per-token rate limits', () => {
  it('answer 429 with Retry-After once a token has spent its turns', async () => {
    const rateLimits = rateLimitsOf({ points: 100, seconds: 60 }, { mcp: { points: 2, seconds: 60 } });
    await withTestServer({ rateLimits }, async (limited) => {
      const [owner] = await limited.signedInBrowsers('user');
      const { token } = await createToken(owner);
      const call = () =>
        rpc(
          limited.baseUrl,
          { jsonrpc: '2.0', id: 1, method: 'tools/list' },
          { authorization: `Bearer ${token}` },
        );
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another token of the same person has its own turns.
      const other = await createToken(owner, { name: 'Other' });
      const fresh = await rpc(
        limited.baseUrl,
        { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        { authorization: `Bearer ${other.token}` },
      );
      expect(fresh.status).toBe(200);
    });
  });
});
