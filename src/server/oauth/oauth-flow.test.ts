import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import {
  auth as authV2,
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, oauthTokens } from '../db/schema';
import { indexedPack } from '../test/engine-helpers';
import { rpc, structured } from '../test/mcp-helpers';
import {
  CALLBACK,
  MemoryOAuthProvider,
  asServerSees,
  connectAssistant,
  consent,
  listPacks,
  mcpUrl,
  promptFor,
  requestOf,
  teaPackAndReader,
} from '../test/oauth-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

// Issue 22, item 1: Kenja is the authorization server for /mcp. The official MCP SDK's client auth functions drive
// discovery, registration, PKCE and the token endpoint; the consent page's API stands in for the person's click
// (e2e/oauth.spec.ts clicks it in Chromium).

let server: TestServer;
let owner: TestBrowser;
let reader: TestBrowser;
let teaId: string;
let coffeeId: string;

useTestServer(async (started) => {
  server = started;
  ({ owner, reader, teaId } = await teaPackAndReader(server));
  coffeeId = await indexedPack(server, owner!, 'Coffee', {
    'coffee.md': '# Coffee\n\nEspresso is brewed under pressure.',
  });
});

describe('discovery', () => {
  it('answers /mcp without a token with a challenge that leads to the metadata', async () => {
    const res = await rpc(server.baseUrl, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(res.status).toBe(401);
    const challenge = res.headers.get('www-authenticate') ?? '';
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
    expect(metadataUrl).toBe(`${server.baseUrl}/.well-known/oauth-protected-resource/mcp`);
    expect(challenge).toContain('scope="packs:read packs:ask"');
    const prm = (await (await fetch(metadataUrl!)).json()) as Record<string, unknown>;
    expect(prm).toMatchObject({
      resource: `${server.baseUrl}/mcp`,
      authorization_servers: [server.baseUrl],
      scopes_supported: ['packs:read', 'packs:ask'],
    });
    const plain = await fetch(new URL('/.well-known/oauth-protected-resource', server.baseUrl));
    expect(await plain.json()).toEqual(prm);
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('publishes authorization server metadata with S256 only, metadata documents, iss and every endpoint', async () => {
    const { as } = await asServerSees(server);
    expect(as).toMatchObject({
      issuer: server.baseUrl,
      authorization_endpoint: `${server.baseUrl}/oauth/authorize`,
      token_endpoint: `${server.baseUrl}/oauth/token`,
      registration_endpoint: `${server.baseUrl}/oauth/register`,
      revocation_endpoint: `${server.baseUrl}/oauth/revoke`,
      code_challenge_methods_supported: ['S256'],
      client_id_metadata_document_supported: true,
      authorization_response_iss_parameter_supported: true,
    });
  });
});

describe('connecting an assistant', () => {
  it('registers, consents, exchanges the code and calls tools, as the SDK client does', async () => {
    const provider = await connectAssistant(server, reader, { metadata: { client_name: 'Claude (test)' } });
    const tokens = provider.saved!;
    expect(tokens.access_token).toMatch(/^kenja_oat_/);
    expect(tokens.refresh_token).toMatch(/^kenja_ort_/);
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.scope).toBe('packs:read packs:ask');
    expect(await listPacks(server, tokens.access_token)).toEqual(expect.arrayContaining([teaId, coffeeId]));

    const connections = (await (await reader.fetch('/api/oauth/connections')).json()) as {
      connections: {
        client: { name: string; verified: boolean; domain: string };
        last_used_at: string | null;
      }[];
    };
    expect(connections.connections[0]).toMatchObject({
      client: { name: 'Claude (test)', verified: false, domain: '127.0.0.1:8976' },
    });
    expect(connections.connections[0]?.last_used_at).not.toBeNull();
    // Personal tokens are listed apart.
    const tokensList = (await (await reader.fetch('/api/access-tokens')).json()) as { tokens: unknown[] };
    expect(tokensList.tokens).toHaveLength(0);
  });

  it('limits an assistant to the packs chosen on the consent page', async () => {
    const provider = await connectAssistant(server, reader, { packIds: [teaId] });
    expect(await listPacks(server, provider.saved!.access_token)).toEqual([teaId]);
  });

  it('asks for step-up with 403 insufficient_scope when an assistant allowed to read asks for an answer', async () => {
    const provider = await connectAssistant(server, reader, { scope: 'packs:read' });
    const token = provider.saved!.access_token;
    const res = await rpc(
      server.baseUrl,
      {
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: { name: 'ask', arguments: { question: 'Tea?' } },
      },
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('www-authenticate')).toMatch(/error="insufficient_scope"/);
    expect(res.headers.get('www-authenticate')).toMatch(/scope="packs:read packs:ask"/);
    const search = await rpc(
      server.baseUrl,
      {
        jsonrpc: '2.0',
        id: 4,
        method: 'tools/call',
        params: { name: 'search', arguments: { query: 'sencha' } },
      },
      { authorization: `Bearer ${token}` },
    );
    expect(search.status).toBe(200);
  });

  it('holds every message of a JSON-RPC batch to the same scopes', async () => {
    const provider = await connectAssistant(server, reader, { scope: 'packs:read' });
    const ask = {
      jsonrpc: '2.0',
      id: 5,
      method: 'tools/call',
      params: { name: 'ask', arguments: { question: 'Tea?' } },
    };
    const res = await rpc(server.baseUrl, [ask], {
      authorization: `Bearer ${provider.saved!.access_token}`,
      'mcp-protocol-version': '2025-03-26',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('www-authenticate')).toMatch(/insufficient_scope/);
  });

  it('accepts a loopback redirect on another port (RFC 8252) and returns state and iss', async () => {
    const provider = new MemoryOAuthProvider();
    await auth(provider, { serverUrl: mcpUrl(server) });
    const url = provider.authorizationUrl!;
    url.searchParams.set('redirect_uri', 'http://127.0.0.1:5555/callback');
    const back = await consent(reader, url);
    expect(back.origin).toBe('http://127.0.0.1:5555');
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.get('iss')).toBe(server.baseUrl);
  });
});

describe('a 2026-07-28 client', () => {
  it('signs in through the v2 SDK (issuer and iss checked) and calls tools without initialize', async () => {
    const provider = new MemoryOAuthProvider({ client_name: 'Modern assistant' });
    const serverUrl = mcpUrl(server);
    expect(await authV2(provider, { serverUrl })).toBe('REDIRECT');
    const back = await consent(reader, provider.authorizationUrl!);
    const answer = {
      serverUrl,
      authorizationCode: back.searchParams.get('code')!,
      iss: back.searchParams.get('iss')!,
    };
    expect(await authV2(provider, answer)).toBe('AUTHORIZED');
    const client = new ModernClient(
      { name: 'modern-oauth-test', version: '1' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(new ModernTransport(serverUrl, { authProvider: provider }));
    try {
      const result = await client.callTool({ name: 'list_packs', arguments: {} });
      expect(structured<{ packs: { id: string }[] }>(result).packs.map((p) => p.id)).toContain(teaId);
    } finally {
      await client.close();
    }
  });
});

describe('what the authorization endpoint refuses', () => {
  let provider: MemoryOAuthProvider;
  beforeAll(async () => {
    provider = new MemoryOAuthProvider();
    await auth(provider, { serverUrl: mcpUrl(server) });
  });
  const changed = (params: Record<string, string | null>) => {
    const url = new URL(provider.authorizationUrl!);
    for (const [name, value] of Object.entries(params)) {
      if (value === null) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
    }
    return url;
  };

  it('shows the person an error, never redirecting, for an unknown client or a redirect it does not own', async () => {
    const unknown = await promptFor(reader, changed({ client_id: 'kenja_client_nobody' }));
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/No such client/);
    const elsewhere = await promptFor(reader, changed({ redirect_uri: 'https://evil.example/callback' }));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.message).toBe('The assistant asked to return to an address it did not register');
  });

  it.each([
    ['no PKCE', { code_challenge: null }, 'invalid_request'],
    ['plain PKCE', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['another resource', { resource: 'https://other.example/mcp' }, 'invalid_target'],
    ['an implicit grant', { response_type: 'token' }, 'unsupported_response_type'],
  ])('tells the assistant at its redirect URI about %s', async (_case, params, error) => {
    const prompt = await promptFor(reader, changed(params));
    expect(prompt.body).toMatchObject({ kind: 'redirect' });
    const back = new URL((prompt.body as { redirect_to: string }).redirect_to);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('error')).toBe(error);
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.get('iss')).toBe(server.baseUrl);
  });

  it('asks the person about a request that names no resource: the only one there is (RFC 8707)', async () => {
    const prompt = await promptFor(reader, changed({ resource: null }));
    expect(prompt.body).toMatchObject({ kind: 'consent' });
  });

  it('ignores scopes it does not know beside its own, and grants both when none is asked for (RFC 6749 §3.3)', async () => {
    const prompt = await promptFor(reader, changed({ scope: 'openid offline_access packs:read' }));
    expect(prompt.body).toMatchObject({ kind: 'consent', scopes: ['packs:read'] });
    const none = await promptFor(reader, changed({ scope: null }));
    expect(none.body).toMatchObject({ kind: 'consent', scopes: ['packs:read', 'packs:ask'] });
  });

  it('tells the assistant invalid_scope when it asks only for scopes Kenja does not have (ADR 0038)', async () => {
    const prompt = await promptFor(reader, changed({ scope: 'openid offline_access' }));
    expect(prompt.body).toMatchObject({ kind: 'redirect' });
    const back = new URL((prompt.body as { redirect_to: string }).redirect_to);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('error')).toBe('invalid_scope');
    expect(back.searchParams.get('state')).toBe('state-123');
    // Consenting anyway gives no code either.
    const answered = await consent(reader, changed({ scope: 'offline_access' }));
    expect(answered.searchParams.get('error')).toBe('invalid_scope');
    expect(answered.searchParams.get('code')).toBeNull();
  });

  it('never returns to a loopback redirect with a fragment, which registration refuses too', async () => {
    for (const redirect of [`${CALLBACK}#frag`, `${CALLBACK}#`, 'http://127.0.0.1:9999/callback#x']) {
      const prompt = await promptFor(reader, changed({ redirect_uri: redirect }));
      expect(prompt.status, redirect).toBe(400);
      expect(prompt.message).toBe('The assistant asked to return to an address it did not register');
    }
    const registered = await fetch(new URL('/oauth/register', server.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [`${CALLBACK}#`] }),
    });
    expect(registered.status).toBe(400);
    expect(((await registered.json()) as { error: string }).error).toBe('invalid_redirect_uri');
  });

  it('sends access_denied when the person declines, and consenting needs a signed-in person', async () => {
    const back = await consent(reader, provider.authorizationUrl!, { decision: 'deny' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    const anonymous = server.browser();
    await anonymous.session();
    const res = await anonymous.fetch('/api/oauth/consent', {
      method: 'POST',
      json: { request: requestOf(provider.authorizationUrl!), decision: 'allow', pack_ids: null },
    });
    expect(res.status).toBe(401);
  });

  it('refuses a person with 100 connected assistants, after sweeping the dead ones', async () => {
    const [crowded] = await server.signedInBrowsers('user');
    const userId = crowded!.user!.id;
    const rows = await server.db
      .insert(accessTokens)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          userId,
          kind: 'oauth' as const,
          name: `A${i}`,
          createdAt: new Date(),
        })),
      )
      .returning({ id: accessTokens.id });
    // Ninety-nine still hold a live refresh token; one never did, and is swept.
    const future = new Date(Date.now() + 86_400_000);
    await server.db.insert(oauthTokens).values(
      rows.slice(1).map((row, i) => ({
        connectionId: row.id,
        kind: 'refresh' as const,
        tokenHash: `live-${userId}-${i}`,
        audience: `${server.baseUrl}/mcp`,
        expiresAt: future,
        createdAt: new Date(),
      })),
    );
    const allowed = await crowded!.fetch('/api/oauth/consent', {
      method: 'POST',
      json: { request: requestOf(provider.authorizationUrl!), decision: 'allow', pack_ids: null },
    });
    expect(allowed.status).toBe(200);
    // Its code exchanged: the hundredth.
    const [hundredth] = await server.db
      .insert(accessTokens)
      .values({ userId, kind: 'oauth', name: 'A100', createdAt: new Date() })
      .returning({ id: accessTokens.id });
    await server.db.insert(oauthTokens).values({
      connectionId: hundredth!.id,
      kind: 'refresh',
      tokenHash: `live-${userId}-100`,
      audience: `${server.baseUrl}/mcp`,
      expiresAt: future,
      createdAt: new Date(),
    });
    const full = await crowded!.fetch('/api/oauth/consent', {
      method: 'POST',
      json: { request: requestOf(provider.authorizationUrl!), decision: 'allow', pack_ids: null },
    });
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: { message: string } }).error.message).toMatch(/100 connected/);
  });

  it('refuses to limit an assistant to a pack the person may not read', async () => {
    const [stranger] = await server.signedInBrowsers('user');
    const res = await stranger!.fetch('/api/oauth/consent', {
      method: 'POST',
      json: { request: requestOf(provider.authorizationUrl!), decision: 'allow', pack_ids: [teaId] },
    });
    expect(res.status).toBe(403);
  });
});
