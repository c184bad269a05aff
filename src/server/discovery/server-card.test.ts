import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { connectAssistant, mcpWith } from '../test/oauth-helpers';
import { modernMcpClient, rpc } from '../test/mcp-helpers';
import { useTestServer, type TestServer } from '../test/test-server';
import { registryServerJson } from './server-json';
import { CARD_AUTHORIZATION, CARD_PRIMITIVES, SERVER_CARD_MEDIA_TYPE } from './server-card';

// Issue 51, item 1: the server card says what /mcp serves, because it is derived from the server — compared here
// with what a real MCP client, signed in through OAuth, is listed by /mcp.

const CARD_SCHEMA = 'src/server/discovery/schemas/server-card.schema.v1.json';

interface Card {
  $schema: string;
  name: string;
  title: string;
  description: string;
  version: string;
  remotes: { type: string; url: string; supportedProtocolVersions: string[] }[];
  _meta: {
    [CARD_AUTHORIZATION]: { required: boolean; schemes: string[]; protectedResourceMetadata: string };
    [CARD_PRIMITIVES]: Record<'tools' | 'prompts' | 'resources' | 'resourceTemplates', unknown[]>;
  };
}

let server: TestServer;
let token: string;
let client: Client;

useTestServer(async (started) => {
  server = started;
  // A person who may read no pack: /mcp lists them what it lists everyone (a fresh database has no packs).
  const { browser } = await server.signedIn('user');
  const provider = await connectAssistant(server, browser);
  token = provider.tokens()!.access_token;
  client = await mcpWith(server, token);
});

async function card(path = '/mcp/server-card'): Promise<Card> {
  const res = await server.fetch(path);
  expect(res.status).toBe(200);
  return (await res.json()) as Card;
}

describe('the server card', () => {
  it('lists exactly the tools, prompts, resources and templates /mcp lists a signed-in client', async () => {
    const listed = (await card())._meta[CARD_PRIMITIVES];
    expect(listed.tools).toEqual((await client.listTools()).tools);
    expect(listed.prompts).toEqual((await client.listPrompts()).prompts);
    expect(listed.resources).toEqual((await client.listResources()).resources);
    expect(listed.resourceTemplates).toEqual((await client.listResourceTemplates()).resourceTemplates);
    expect(listed.tools.length).toBeGreaterThan(0);
    expect(listed.resourceTemplates.length).toBeGreaterThan(0);
    // The 2026 era's client is listed the same, through the SDK's own handler.
    const modern = await modernMcpClient(server.baseUrl, token);
    try {
      expect(listed.tools).toEqual((await modern.listTools()).tools);
      expect(listed.prompts).toEqual((await modern.listPrompts()).prompts);
      expect(listed.resourceTemplates).toEqual((await modern.listResourceTemplates()).resourceTemplates);
    } finally {
      await modern.close();
    }
  });

  it('names the server as /mcp does, with the revisions /mcp speaks', async () => {
    const { title, version, remotes } = await card();
    const serverInfo = client.getServerVersion();
    expect({ title, version }).toEqual({ title: serverInfo?.title, version: serverInfo?.version });
    const [remote] = remotes;
    expect(remote).toMatchObject({ type: 'streamable-http', url: `${server.baseUrl}/mcp` });
    expect(remote!.supportedProtocolVersions[0]).toBe('2026-07-28');
    for (const version of remote!.supportedProtocolVersions.slice(1)) {
      const res = await rpc(
        server.baseUrl,
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'card', version: '1' } },
        },
        { authorization: `Bearer ${token}`, 'mcp-protocol-version': version },
      );
      const answer = (await res.json()) as { result?: { protocolVersion: string } };
      expect(answer.result?.protocolVersion, version).toBe(version);
    }
  });

  it('says how to sign in as /mcp itself says it', async () => {
    const { remotes, _meta } = await card();
    const authorization = _meta[CARD_AUTHORIZATION];
    expect(authorization).toMatchObject({ required: true, schemes: ['oauth2', 'bearer'] });
    const refused = await rpc(server.baseUrl, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain(
      `resource_metadata="${authorization.protectedResourceMetadata}"`,
    );
    const metadata = await fetch(authorization.protectedResourceMetadata);
    expect(((await metadata.json()) as { resource: string }).resource).toBe(remotes[0]!.url);
  });

  it('agrees with the server.json the operator publishes', async () => {
    const published = registryServerJson({ publicUrl: new URL(server.baseUrl) });
    const { name, title, description, version, remotes } = await card();
    expect({ name, title, description, version, url: remotes[0]!.url }).toEqual({
      name: published.name,
      title: published.title,
      description: published.description,
      version: published.version,
      url: published.remotes[0]!.url,
    });
  });

  it("is valid against the draft's schema, vendored as published", async () => {
    const bytes = readFileSync(CARD_SCHEMA);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      '2c772b51edb367f154771d84ddbae87ddba00a624422c8e46f218a9ac03bf042',
    );
    const ajv = new Ajv2020({ allErrors: true });
    addFormats(ajv);
    const schema = JSON.parse(bytes.toString('utf8')) as { $defs: object };
    // The file holds its definitions; the card is `#/$defs/ServerCard`.
    const valid = ajv.compile({ ...schema, $ref: '#/$defs/ServerCard' });
    const document = await card();
    expect(valid(document), JSON.stringify(valid.errors)).toBe(true);
    expect(document.$schema).toBe(
      'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    );
  });

  it('is the same at the .well-known address, readable from any origin and cached with an entity tag', async () => {
    const res = await server.fetch('/mcp/server-card', {
      headers: { accept: SERVER_CARD_MEDIA_TYPE, origin: 'https://elsewhere.example' },
    });
    expect(res.headers.get('content-type')).toBe(SERVER_CARD_MEDIA_TYPE);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await card('/.well-known/mcp/server-card')).toEqual(await res.json());
    const plain = await server.fetch('/.well-known/mcp/server-card');
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(plain.headers.get('etag')).toBe(etag);
    const unchanged = await server.fetch('/mcp/server-card', { headers: { 'if-none-match': etag.slice(2) } });
    expect(unchanged.status).toBe(304);
    const preflight = await server.fetch('/.well-known/mcp/server-card', {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-headers': 'if-none-match' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('If-None-Match');
  });

  it('has no registry proof to show until the operator sets its key', async () => {
    expect((await server.fetch('/.well-known/mcp-registry-auth')).status).toBe(404);
  });
});
