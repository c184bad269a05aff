import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { indexedPack } from '../test/engine-helpers';
import { createToken, rpc } from '../test/mcp-helpers';
import { SENCHA } from '../test/pack-texts';
import { useTestServer, type TestServer } from '../test/test-server';

// MCP to the letter (issue 22, item 3): what the protocol names for an unknown tool, a batch on a version that
// removed batches, capabilities that promise nothing the server cannot send, OPTIONS, and DNS rebinding.

let server: TestServer;
let auth: Record<string, string>;

const INSPECTOR = 'https://inspector.example';

useTestServer(
  async (started) => {
    server = started;
    const [owner] = await server.signedInBrowsers('creator');
    await indexedPack(server, owner!, 'Tea', { 'tea.md': SENCHA });
    auth = { authorization: `Bearer ${(await createToken(owner!, { name: 'Protocol' })).token}` };
  },
  { deps: { mcpAllowedOrigins: [INSPECTOR] } },
);

interface RpcReply {
  id?: number | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

const initialize = (protocolVersion: string, id = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 'protocol-test', version: '1' } },
});

describe('many clients at once', () => {
  it('answers calls sent together by different people, each with its own id and its own packs', async () => {
    const [other] = await server.signedInBrowsers('creator');
    await indexedPack(server, other!, 'Coffee', { 'coffee.md': '# Coffee\n\nGrind finer for espresso.' });
    const otherAuth = { authorization: `Bearer ${(await createToken(other!, { name: 'Other' })).token}` };
    const callers = Array.from({ length: 12 }, (_, i): [string, Record<string, string>] =>
      i % 2 === 0 ? ['Tea', auth] : ['Coffee', otherAuth],
    );
    // Every client numbers its requests from 1: the same id, at the same time, from different people.
    const replies = await Promise.all(
      callers.map(([, headers]) =>
        rpc(
          server.baseUrl,
          { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_packs', arguments: {} } },
          headers,
        ).then((res) => res.json() as Promise<RpcReply>),
      ),
    );
    replies.forEach((reply, i) => {
      expect(reply.id).toBe(1);
      const { packs } = (reply.result as { structuredContent: { packs: { title: string }[] } })
        .structuredContent;
      expect(packs.map((pack) => pack.title)).toEqual([callers[i]![0]]);
    });
  });
});

describe('the protocol’s own errors', () => {
  it('answers a call of an unknown tool with JSON-RPC -32602, naming the tool', async () => {
    const res = await rpc(
      server.baseUrl,
      { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'delete_everything', arguments: {} } },
      auth,
    );
    expect(res.status).toBe(200);
    const reply = (await res.json()) as RpcReply;
    expect(reply.id).toBe(7);
    expect(reply.error?.code).toBe(-32602);
    expect(reply.error?.message).toBe('Unknown tool: delete_everything');
  });

  it('tells the model which argument is wrong in words, without a raw schema dump', async () => {
    const res = await rpc(
      server.baseUrl,
      { jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'search', arguments: { query: 42 } } },
      auth,
    );
    const reply = (await res.json()) as RpcReply;
    const result = reply.result as { isError: boolean; content: { text: string }[] };
    // 2025-11-25: invalid arguments are a tool execution error, so the model can correct itself.
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toMatch(/Invalid arguments for tool search: /);
    expect(result.content[0]?.text).toMatch(/query/);
    expect(result.content[0]?.text).not.toMatch(/[[{]\s*"(code|expected|path)"/);
  });

  it('refuses a JSON-RPC batch on protocol versions that removed batches, and serves one on 2025-03-26', async () => {
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { jsonrpc: '2.0', id: 2, method: 'ping' },
    ];
    for (const version of ['2025-06-18', '2025-11-25']) {
      const res = await rpc(server.baseUrl, batch, { ...auth, 'mcp-protocol-version': version });
      expect(res.status).toBe(400);
      const reply = (await res.json()) as RpcReply;
      expect(reply.error?.code).toBe(-32600);
      expect(reply.error?.message).toContain(version);
    }
    const initInBatch = await rpc(server.baseUrl, [initialize('2025-11-25')], {
      ...auth,
      'mcp-protocol-version': '',
    });
    expect(initInBatch.status).toBe(400);
    const old = await rpc(server.baseUrl, batch, { ...auth, 'mcp-protocol-version': '2025-03-26' });
    expect(old.status).toBe(200);
    // One request is one point of the rate limit: a batch carries at most ten messages.
    const flood = Array.from({ length: 11 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' }));
    const refused = await rpc(server.baseUrl, flood, { ...auth, 'mcp-protocol-version': '2025-03-26' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as RpcReply).error?.message).toMatch(/at most 10 messages/);
  });
});

/** A 2026-07-28 `tools/call` as a client of that revision sends it: the envelope, and the headers that mirror it. */
function modernCall(
  id: number | string,
  name: string,
  args: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const body = {
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: {
      name,
      arguments: args,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    },
  };
  return rpc(server.baseUrl, body, {
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': 'tools/call',
    'mcp-name': name,
    ...headers,
  });
}

describe('2026-era calls on the connection kept for them', () => {
  it('answers calls sent together by different people, each with its own id and its own packs', async () => {
    const [other] = await server.signedInBrowsers('creator');
    await indexedPack(server, other!, 'Cocoa', { 'cocoa.md': '# Cocoa\n\nTemper chocolate at 31 °C.' });
    const otherAuth = { authorization: `Bearer ${(await createToken(other!, { name: 'Other' })).token}` };
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        modernCall(i % 3 === 0 ? 'a' : 7, 'list_packs', {}, i % 2 === 0 ? auth : otherAuth).then(
          async (res) => {
            expect(res.status).toBe(200);
            expect(res.headers.get('content-type')).toMatch(/^application\/json/);
            return (await res.json()) as RpcReply;
          },
        ),
      ),
    );
    replies.forEach((reply, i) => {
      expect(reply.id).toBe(i % 3 === 0 ? 'a' : 7);
      const { packs } = (reply.result as { structuredContent: { packs: { title: string }[] } })
        .structuredContent;
      expect(packs.map((pack) => pack.title)).toEqual([i % 2 === 0 ? 'Tea' : 'Cocoa']);
    });
  });

  it('answers as the 2026 era does: its result stamped with the server, its refusals with their HTTP status', async () => {
    const res = await modernCall(1, 'search', { query: 'sencha', k: 2 }, auth);
    const reply = (await res.json()) as RpcReply;
    expect(reply.id).toBe(1);
    expect(reply.result).toMatchObject({
      resultType: 'complete',
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'kenja' } },
      structuredContent: { passages: [{ pack_title: 'Tea', text: expect.stringContaining('sencha') }] },
    });
    // An envelope the era refuses, and a method it does not define, are refused before any tool runs.
    const refused = await rpc(
      server.baseUrl,
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: {
          name: 'search',
          arguments: { query: 'sencha' },
          _meta: {
            'io.modelcontextprotocol/protocolVersion': '2026-07-28',
            'io.modelcontextprotocol/clientCapabilities': 'all',
          },
        },
      },
      { ...auth, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'search' },
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as RpcReply).error?.code).toBe(-32602);
    const unknown = await modernCall(
      3,
      'search',
      { query: 'sencha' },
      { ...auth, 'mcp-method': 'tools/list' },
    );
    expect(unknown.status).toBe(400); // the headers disagree with the body
  });
});

describe('what the server promises', () => {
  it('does not advertise list changes it has no stream to send', async () => {
    const res = await rpc(server.baseUrl, initialize('2025-11-25'), auth);
    const reply = (await res.json()) as RpcReply;
    const capabilities = reply.result?.capabilities as { tools?: { listChanged?: boolean } };
    expect(capabilities.tools).toBeDefined();
    expect(capabilities.tools?.listChanged).not.toBe(true);
  });

  it('answers every exchange uncached, with its request id and Vary: Origin, in both protocol eras', async () => {
    const legacy = await rpc(server.baseUrl, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, auth);
    const modern = await rpc(
      server.baseUrl,
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/list',
        params: {
          _meta: {
            'io.modelcontextprotocol/protocolVersion': '2026-07-28',
            'io.modelcontextprotocol/clientCapabilities': {},
          },
        },
      },
      { ...auth, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' },
    );
    for (const res of [legacy, modern]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('vary')).toBe('Origin');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('answers OPTIONS with what /mcp allows', async () => {
    const res = await fetch(new URL('/mcp', server.baseUrl), { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

/** A POST to /mcp naming `host` in its Host header (fetch never lets a caller set Host). */
function postWithHost(host: string, body: unknown): Promise<{ status: number; body: string }> {
  const url = new URL('/mcp', server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
          ...auth,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('browser-based clients (CORS)', () => {
  const preflight = (origin: string) =>
    fetch(new URL('/mcp', server.baseUrl), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, mcp-protocol-version',
      },
    });
  const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };

  it('grants a listed origin’s preflight and lets its page read the answer and the challenge', async () => {
    const granted = await preflight(INSPECTOR);
    expect(granted.status).toBe(204);
    expect(granted.headers.get('access-control-allow-origin')).toBe(INSPECTOR);
    expect(granted.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(granted.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(granted.headers.get('access-control-allow-headers')).toMatch(/MCP-Protocol-Version/);
    const answer = await rpc(server.baseUrl, list, { ...auth, origin: INSPECTOR });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(INSPECTOR);
    const challenge = await rpc(server.baseUrl, list, { origin: INSPECTOR });
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get('access-control-allow-origin')).toBe(INSPECTOR);
    expect(challenge.headers.get('access-control-expose-headers')).toBe('WWW-Authenticate');
  });

  it('grants nothing to an origin that is not listed', async () => {
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(204);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await rpc(server.baseUrl, list, { ...auth, origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('DNS rebinding', () => {
  it('refuses a request whose Host is another name, and serves Kenja’s own', async () => {
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const { port } = new URL(server.baseUrl);
    const foreign = await postWithHost(`evil.example:${port}`, list);
    expect(foreign.status).toBe(403);
    expect((JSON.parse(foreign.body) as RpcReply).error?.message).toMatch(/host evil\.example/);
    expect((await postWithHost(`localhost:${port}`, list)).status).toBe(200);
    expect((await postWithHost(`127.0.0.1:${port}`, list)).status).toBe(200);
  });
});
