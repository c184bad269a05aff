import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packs } from '../db/schema';
import { indexedPack } from '../test/engine-helpers';
import { createToken, mcpClient, rpc, structured, text } from '../test/mcp-helpers';
import { SENCHA } from '../test/pack-texts';
import { useTestServer, type TestServer } from '../test/test-server';

// Issue 22, items 2 and 4: the packs as resources, the prompts and pack-name completions, on both protocol eras —
// the 2025-era client of the v1 SDK and the v2 client pinned to 2026-07-28 (server/discover, no initialize).

let server: TestServer;
let token: string;
let slug: string;
let packId: string;
let legacy: Client;

useTestServer(async (started) => {
  server = started;
  const [owner] = await server.signedInBrowsers('creator');
  packId = await indexedPack(server, owner!, 'Green Tea Brewing', { 'tea.md': SENCHA });
  const [pack] = await server.db.select({ slug: packs.slug }).from(packs).where(eq(packs.id, packId));
  slug = pack!.slug;
  token = (await createToken(owner!, { name: 'Resources' })).token;
  ({ client: legacy } = await mcpClient(server.baseUrl, token));
});

async function modernClient() {
  const client = new ModernClient(
    { name: 'kenja-2026', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  await client.connect(
    new ModernTransport(new URL('/mcp', server.baseUrl), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

describe('resources', () => {
  it('lists each readable pack as its outline, and reads it with sections linked to passages', async () => {
    const { resources } = await legacy.listResources();
    expect(resources).toContainEqual(
      expect.objectContaining({
        uri: `kenja://packs/${slug}`,
        title: 'Green Tea Brewing',
        mimeType: 'text/markdown',
      }),
    );
    const { resourceTemplates } = await legacy.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(
      expect.arrayContaining(['kenja://packs/{slug}', 'kenja://packs/{slug}/passages/{chunk_id}']),
    );
    const outline = await legacy.readResource({ uri: `kenja://packs/${slug}` });
    const body = (outline.contents[0] as { text: string }).text;
    expect(body).toContain('# Green Tea Brewing');
    expect(body).toContain('## tea.md');
    expect(body).toMatch(new RegExp(`kenja://packs/${slug}/passages/[0-9a-f-]{36}`));
  });

  it('reads a passage by the URI a search result names, quoted with its citation', async () => {
    const found = await legacy.callTool({
      name: 'search',
      arguments: { query: 'sencha', pack_ids: [packId] },
    });
    const hit = structured<{ passages: { chunk_id: string; text: string }[] }>(found).passages[0]!;
    const read = await legacy.readResource({ uri: `kenja://packs/${slug}/passages/${hit.chunk_id}` });
    const body = (read.contents[0] as { text: string }).text;
    expect(body).toContain('Quoted source material');
    expect(body).toContain('file="tea.md"');
    expect(body).toContain(hit.text.slice(0, 40));
  });

  it('answers a pack or passage the caller may not read as not found (-32602 naming the URI)', async () => {
    await expect(legacy.readResource({ uri: 'kenja://packs/someone-elses-pack' })).rejects.toThrow(
      /No pack someone-elses-pack/,
    );
    await expect(
      legacy.readResource({ uri: `kenja://packs/${slug}/passages/00000000-0000-4000-8000-000000000000` }),
    ).rejects.toThrow(/No passage/);
    const raw = await rpc(
      server.baseUrl,
      {
        jsonrpc: '2.0',
        id: 9,
        method: 'resources/read',
        params: { uri: `kenja://packs/${slug}/passages/x` },
      },
      { authorization: `Bearer ${token}` },
    );
    expect(((await raw.json()) as { error: unknown }).error).toMatchObject({
      code: -32602,
      data: { uri: `kenja://packs/${slug}/passages/x` },
    });
  });
});

describe('prompts and completions', () => {
  it('offers ask_expert and cite_pack, and completes pack names from the caller’s packs', async () => {
    const { prompts } = await legacy.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['ask_expert', 'cite_pack']);
    const byPrompt = await legacy.complete({
      ref: { type: 'ref/prompt', name: 'cite_pack' },
      argument: { name: 'pack', value: 'green' },
    });
    expect(byPrompt.completion.values).toEqual([slug]);
    const byTemplate = await legacy.complete({
      ref: { type: 'ref/resource', uri: 'kenja://packs/{slug}' },
      argument: { name: 'slug', value: 'tea' },
    });
    expect(byTemplate.completion.values).toEqual([slug]);
    const none = await legacy.complete({
      ref: { type: 'ref/prompt', name: 'cite_pack' },
      argument: { name: 'pack', value: 'knitting' },
    });
    expect(none.completion.values).toEqual([]);
  });

  it('ask_expert sets up an answer from the pack, naming its id and the tools', async () => {
    const prompt = await legacy.getPrompt({
      name: 'ask_expert',
      arguments: { pack: slug, question: 'How hot?' },
    });
    const message = prompt.messages[0]!.content as { type: 'text'; text: string };
    expect(message.text).toContain('Green Tea Brewing');
    expect(message.text).toContain(`pack_ids ["${packId}"]`);
    expect(message.text).toContain('How hot?');
  });

  it('cite_pack searches now and attaches the passages as resources with their URIs', async () => {
    const prompt = await legacy.getPrompt({ name: 'cite_pack', arguments: { pack: slug, topic: 'sencha' } });
    const [ask, ...attached] = prompt.messages;
    expect((ask!.content as { text: string }).text).toContain('Quote it and cite');
    expect(attached.length).toBeGreaterThan(0);
    const resource = attached[0]!.content as { type: string; resource: { uri: string; text: string } };
    expect(resource.type).toBe('resource');
    expect(resource.resource.uri).toMatch(new RegExp(`^kenja://packs/${slug}/passages/`));
  });

  it('refuses a prompt for a pack the caller may not read', async () => {
    await expect(
      legacy.getPrompt({ name: 'ask_expert', arguments: { pack: 'nope', question: 'Q?' } }),
    ).rejects.toThrow(/No pack nope/);
  });
});

describe('the 2026-07-28 era', () => {
  it('discovers the server and serves tools, resources and prompts without initialize', async () => {
    const client = await modernClient();
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual([
        'list_packs',
        'search',
        'get_passage',
        'ask',
        'find_packs',
        'quote',
        'buy',
      ]);
      const found = await client.callTool({
        name: 'search',
        arguments: { query: 'sencha', pack_ids: [packId] },
      });
      expect(text(found)).toContain('tea.md');
      const outline = await client.readResource({ uri: `kenja://packs/${slug}` });
      expect((outline.contents[0] as { text: string }).text).toContain('# Green Tea Brewing');
      const prompt = await client.getPrompt({
        name: 'ask_expert',
        arguments: { pack: slug, question: 'Why?' },
      });
      expect(prompt.messages).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('answers server/discover with the versions it speaks, and checks the era’s headers', async () => {
    const envelope = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': {},
    };
    const discover = await rpc(
      server.baseUrl,
      { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: envelope } },
      {
        authorization: `Bearer ${token}`,
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': 'server/discover',
      },
    );
    expect(discover.status).toBe(200);
    const found = (await discover.json()) as { result: { supportedVersions: string[] } };
    expect(found.result.supportedVersions).toContain('2026-07-28');
    const withoutMethod = await rpc(
      server.baseUrl,
      { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: envelope } },
      { authorization: `Bearer ${token}`, 'mcp-protocol-version': '2026-07-28' },
    );
    expect(withoutMethod.status).toBe(400);
  });

  it('still refuses a 2026 request without a token, with the challenge', async () => {
    const res = await rpc(
      server.baseUrl,
      { jsonrpc: '2.0', id: 1, method: 'server/discover' },
      {
        'mcp-protocol-version': '2026-07-28',
      },
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/resource_metadata=/);
  });
});
