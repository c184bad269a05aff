import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  auth,
  exchangeAuthorization,
  refreshAuthorization,
  startAuthorization,
} from '@modelcontextprotocol/sdk/client/auth.js';
import {
  auth as authV2,
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, oauthCodes, oauthTokens } from '../db/schema';
import { indexedPack } from '../test/engine-helpers';
import { createToken, rpc, structured, text } from '../test/mcp-helpers';
import {
  CALLBACK,
  MemoryOAuthProvider,
  consent,
  postForm,
  promptFor,
  requestOf,
} from '../test/oauth-helpers';
import { SENCHA } from '../test/pack-texts';
import type { TestBrowser } from '../test/test-browser';
import {
  rateLimitsOf,
  startTestServer,
  useTestServer,
  withTestServer,
  type TestServer,
} from '../test/test-server';

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
  [owner, reader] = await server.signedInBrowsers('creator', 'admin');
  teaId = await indexedPack(server, owner!, 'Tea', { 'tea.md': SENCHA });
  coffeeId = await indexedPack(server, owner!, 'Coffee', {
    'coffee.md': '# Coffee\n\nEspresso is brewed under pressure.',
  });
});

const mcpUrl = () => new URL('/mcp', server.baseUrl);

/** Registers (RFC 7591) and consents through the SDK's `auth`; returns the provider holding the tokens. */
async function connectAssistant(
  browser: TestBrowser,
  options: { packIds?: string[] | null; scope?: string; metadata?: Record<string, unknown> } = {},
) {
  const provider = new MemoryOAuthProvider(options.metadata);
  const serverUrl = mcpUrl();
  expect(await auth(provider, { serverUrl, ...(options.scope ? { scope: options.scope } : {}) })).toBe(
    'REDIRECT',
  );
  const back = await consent(browser, provider.authorizationUrl!, { packIds: options.packIds ?? null });
  const code = back.searchParams.get('code');
  expect(code).toBeTruthy();
  expect(await auth(provider, { serverUrl, authorizationCode: code! })).toBe('AUTHORIZED');
  return provider;
}

async function mcpWith(token: string) {
  const transport = new StreamableHTTPClientTransport(mcpUrl(), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'oauth-test', version: '1' });
  await client.connect(transport);
  return client;
}

const listPacks = async (token: string) => {
  const client = await mcpWith(token);
  try {
    const result = await client.callTool({ name: 'list_packs', arguments: {} });
    return structured<{ packs: { id: string }[] }>(result).packs.map((p) => p.id);
  } finally {
    await client.close();
  }
};

const asServerSees = async () => {
  const prm = await (
    await fetch(new URL('/.well-known/oauth-protected-resource/mcp', server.baseUrl))
  ).json();
  const as = await (await fetch(new URL('/.well-known/oauth-authorization-server', server.baseUrl))).json();
  return { prm, as } as { prm: Record<string, unknown>; as: Record<string, string> };
};

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
    const { as } = await asServerSees();
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
    const provider = await connectAssistant(reader, { metadata: { client_name: 'Claude (test)' } });
    const tokens = provider.saved!;
    expect(tokens.access_token).toMatch(/^kenja_oat_/);
    expect(tokens.refresh_token).toMatch(/^kenja_ort_/);
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.scope).toBe('packs:read packs:ask');
    expect(await listPacks(tokens.access_token)).toEqual(expect.arrayContaining([teaId, coffeeId]));

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
    const provider = await connectAssistant(reader, { packIds: [teaId] });
    expect(await listPacks(provider.saved!.access_token)).toEqual([teaId]);
  });

  it('asks for step-up with 403 insufficient_scope when an assistant allowed to read asks for an answer', async () => {
    const provider = await connectAssistant(reader, { scope: 'packs:read' });
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
    const provider = await connectAssistant(reader, { scope: 'packs:read' });
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
    await auth(provider, { serverUrl: mcpUrl() });
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
    const serverUrl = mcpUrl();
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
    await auth(provider, { serverUrl: mcpUrl() });
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
    ['no resource', { resource: null }, 'invalid_target'],
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

  it('ignores scopes it does not know, granting its own (RFC 6749 §3.3)', async () => {
    const prompt = await promptFor(reader, changed({ scope: 'openid offline_access packs:read' }));
    expect(prompt.body).toMatchObject({ kind: 'consent', scopes: ['packs:read'] });
    const unknownOnly = await promptFor(reader, changed({ scope: 'offline_access' }));
    expect(unknownOnly.body).toMatchObject({ kind: 'consent', scopes: ['packs:read', 'packs:ask'] });
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
      .values(Array.from({ length: 100 }, (_, i) => ({ userId, kind: 'oauth' as const, name: `A${i}` })))
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
      .values({ userId, kind: 'oauth', name: 'A100' })
      .returning({ id: accessTokens.id });
    await server.db.insert(oauthTokens).values({
      connectionId: hundredth!.id,
      kind: 'refresh',
      tokenHash: `live-${userId}-100`,
      audience: `${server.baseUrl}/mcp`,
      expiresAt: future,
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

describe('what the token endpoint refuses', () => {
  /** A fresh code for a registered client, and what exchanging it needs. */
  async function freshCode() {
    const provider = new MemoryOAuthProvider();
    await auth(provider, { serverUrl: mcpUrl() });
    const back = await consent(reader, provider.authorizationUrl!);
    return {
      provider,
      form: {
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        client_id: provider.client!.client_id,
        redirect_uri: CALLBACK,
        code_verifier: provider.verifier,
        resource: `${server.baseUrl}/mcp`,
      },
    };
  }
  const token = (form: Record<string, string>) => postForm(server.baseUrl, '/oauth/token', form);
  const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

  it('never issues a token for another audience, nor without a resource', async () => {
    const { form } = await freshCode();
    const res = await token({ ...form, resource: 'https://other.example/mcp' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('invalid_target');
    const { form: again } = await freshCode();
    const { resource: _dropped, ...withoutResource } = again;
    expect(await errorOf(await token(withoutResource))).toBe('invalid_target');
  });

  it('refuses a missing or wrong PKCE verifier and a redirect URI that differs', async () => {
    const { form } = await freshCode();
    const { code_verifier: _v, ...noVerifier } = form;
    expect(await errorOf(await token(noVerifier))).toBe('invalid_request');
    const wrong = await freshCode();
    expect(await errorOf(await token({ ...wrong.form, code_verifier: 'x'.repeat(43) }))).toBe(
      'invalid_grant',
    );
    const moved = await freshCode();
    expect(await errorOf(await token({ ...moved.form, redirect_uri: 'http://127.0.0.1:8976/other' }))).toBe(
      'invalid_grant',
    );
  });

  it('refuses a replayed code and revokes what the first exchange got', async () => {
    const { form } = await freshCode();
    const first = await token(form);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { access_token: accessToken } = (await first.json()) as { access_token: string };
    expect(await listPacks(accessToken)).toContain(teaId);
    const replay = await token(form);
    expect(replay.status).toBe(400);
    expect(await errorOf(replay)).toBe('invalid_grant');
    const after = await rpc(
      server.baseUrl,
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      {
        authorization: `Bearer ${accessToken}`,
      },
    );
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
  });

  it('refuses an expired code', async () => {
    const { form } = await freshCode();
    await server.db.update(oauthCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await errorOf(await token(form))).toBe('invalid_grant');
  });

  it('refuses an expired access token', async () => {
    const provider = await connectAssistant(reader);
    await server.db
      .update(oauthTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthTokens.kind, 'access'));
    const res = await rpc(
      server.baseUrl,
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      {
        authorization: `Bearer ${provider.saved!.access_token}`,
      },
    );
    expect(res.status).toBe(401);
  });

  it('answers a request that is not a form, or names no grant type, with an OAuth error', async () => {
    const json = await fetch(new URL('/oauth/token', server.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect(await errorOf(json)).toBe('invalid_request');
    expect(await errorOf(await token({ grant_type: 'password' }))).toBe('unsupported_grant_type');
  });
});

describe('refresh and revocation', () => {
  it('rotates refresh tokens, and a reused one revokes the whole connection', async () => {
    const provider = await connectAssistant(reader);
    const { as } = await asServerSees();
    const clientInformation = provider.client!;
    const first = provider.saved!;
    const second = await refreshAuthorization(server.baseUrl, {
      metadata: as as never,
      clientInformation,
      refreshToken: first.refresh_token!,
      resource: mcpUrl(),
    });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await listPacks(second.access_token)).toContain(teaId);
    const again = () =>
      postForm(server.baseUrl, '/oauth/token', {
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token!,
        client_id: clientInformation.client_id,
      });
    // At once again: a second process of the same client racing, or a lost answer. Refused; nothing revoked.
    const race = await again();
    expect(race.status).toBe(400);
    expect(await race.json()).toMatchObject({ error: 'invalid_grant', error_description: /just used/ });
    expect(await listPacks(second.access_token)).toContain(teaId);
    // Later: stolen. Everything the connection holds stops.
    await server.db
      .update(oauthTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(isNotNull(oauthTokens.rotatedAt));
    const reuse = await again();
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant', error_description: /already used/ });
    const res = await rpc(
      server.baseUrl,
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      {
        authorization: `Bearer ${second.access_token}`,
      },
    );
    expect(res.status).toBe(401);
  });

  it('spends nothing on a refused refresh: a wider scope is refused and the token still works after', async () => {
    const provider = await connectAssistant(reader, { scope: 'packs:read' });
    const refreshToken = provider.saved!.refresh_token!;
    const wider = await postForm(server.baseUrl, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      scope: 'packs:read packs:ask',
    });
    expect(((await wider.json()) as { error: string }).error).toBe('invalid_scope');
    const same = await postForm(server.baseUrl, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      scope: 'packs:read offline_access',
    });
    expect(same.status).toBe(200);
    expect(((await same.json()) as { scope: string }).scope).toBe('packs:read');
  });

  it('revokes a connection through RFC 7009, and answers 200 for a token it does not know', async () => {
    const provider = await connectAssistant(reader);
    const res = await postForm(server.baseUrl, '/oauth/revoke', {
      token: provider.saved!.refresh_token!,
      client_id: provider.client!.client_id,
    });
    expect(res.status).toBe(200);
    const call = await rpc(
      server.baseUrl,
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      {
        authorization: `Bearer ${provider.saved!.access_token}`,
      },
    );
    expect(call.status).toBe(401);
    expect((await postForm(server.baseUrl, '/oauth/revoke', { token: 'kenja_ort_unknown' })).status).toBe(
      200,
    );
  });

  it('disconnects from the Connect page at once, on another instance too', async () => {
    // A second instance behind the same public URL, over the same database.
    const second = await startTestServer({
      shareDatabaseWith: server,
      auth: { publicUrl: new URL(server.baseUrl) },
    });
    try {
      const provider = await connectAssistant(reader);
      const token = provider.saved!.access_token;
      const call = (on: TestServer) =>
        rpc(
          on.baseUrl,
          { jsonrpc: '2.0', id: 1, method: 'tools/list' },
          { authorization: `Bearer ${token}` },
        );
      // Verified, and so remembered, on both instances first.
      expect((await call(second)).status).toBe(200);
      expect((await call(server)).status).toBe(200);
      const { connections } = (await (await reader.fetch('/api/oauth/connections')).json()) as {
        connections: { id: string }[];
      };
      const res = await reader.fetch(`/api/oauth/connections/${connections[0]!.id}`, { method: 'DELETE' });
      expect(res.status).toBe(200);
      expect((await call(server)).status).toBe(401);
      await second.settle();
      expect((await call(second)).status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('keeps personal tokens working beside connections', async () => {
    const { token } = await createToken(reader, { name: 'Laptop' });
    expect(await listPacks(token)).toContain(teaId);
  });
});

describe('client ID metadata documents', () => {
  let site: Server;
  let documents: Record<string, { type: string; body: string }>;
  let siteUrl: string;
  beforeAll(async () => {
    documents = {};
    site = createServer((req, res) => {
      const doc = documents[req.url ?? ''];
      if (!doc) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': doc.type }).end(doc.body);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  /** An authorization request from a client known by its metadata document at `path`. */
  async function authorizeAs(path: string) {
    const clientId = `${siteUrl}${path}`;
    const { as } = await asServerSees();
    const { authorizationUrl, codeVerifier } = await startAuthorization(server.baseUrl, {
      metadata: as as never,
      clientInformation: { client_id: clientId },
      redirectUrl: CALLBACK,
      scope: 'packs:read',
      state: 'cimd',
      resource: mcpUrl(),
    });
    return { clientId, authorizationUrl, codeVerifier, as };
  }

  it('names the assistant from its document, as verified, and issues tokens to it', async () => {
    documents['/assistant.json'] = {
      type: 'application/json',
      body: JSON.stringify({
        client_id: `${siteUrl}/assistant.json`,
        client_name: 'Documented Assistant',
        redirect_uris: [CALLBACK],
        token_endpoint_auth_method: 'none',
      }),
    };
    const { clientId, authorizationUrl, codeVerifier, as } = await authorizeAs('/assistant.json');
    const prompt = await promptFor(reader, authorizationUrl);
    expect(prompt.body).toMatchObject({
      kind: 'consent',
      client: { name: 'Documented Assistant', verified: true, domain: new URL(siteUrl).host },
      scopes: ['packs:read'],
    });
    const back = await consent(reader, authorizationUrl);
    const tokens = await exchangeAuthorization(server.baseUrl, {
      metadata: as as never,
      clientInformation: { client_id: clientId },
      authorizationCode: back.searchParams.get('code')!,
      codeVerifier,
      redirectUri: CALLBACK,
      resource: mcpUrl(),
    });
    expect(
      text(await (await mcpWith(tokens.access_token)).callTool({ name: 'list_packs', arguments: {} })),
    ).toMatch(/Tea/);
  });

  it('refuses a document that is not JSON, names another client, or lives at a private address', async () => {
    documents['/page.html'] = { type: 'text/html', body: '<html></html>' };
    const html = await promptFor(reader, (await authorizeAs('/page.html')).authorizationUrl);
    expect(html.status).toBe(400);
    expect(html.message).toMatch(/not JSON/);
    documents['/impostor.json'] = {
      type: 'application/json',
      body: JSON.stringify({ client_id: 'https://claude.ai/oauth/client.json', redirect_uris: [CALLBACK] }),
    };
    const impostor = await promptFor(reader, (await authorizeAs('/impostor.json')).authorizationUrl);
    expect(impostor.message).toMatch(/another client_id/);
    const privateUrl = new URL((await authorizeAs('/x.json')).authorizationUrl);
    privateUrl.searchParams.set('client_id', 'https://10.0.0.1/client.json');
    const privateRange = await promptFor(reader, privateUrl);
    expect(privateRange.status).toBe(400);
    expect(privateRange.message).toMatch(/not a public address/);
  });
});

describe('registration', () => {
  const register = (body: unknown) =>
    fetch(new URL('/oauth/register', server.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('registers a public client and answers with what it will use', async () => {
    const res = await register({
      client_name: 'Cursor',
      redirect_uris: [
        'cursor://anysphere.cursor-retrieval/oauth/callback'.replace('cursor://', 'com.cursor.app:/'),
      ],
      token_endpoint_auth_method: 'client_secret_basic',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ client_name: 'Cursor', token_endpoint_auth_method: 'none' });
    expect(body.client_id).toMatch(/^kenja_client_/);
  });

  it('names a self-registered client by where its codes go, not by the site it claims', async () => {
    const res = await register({
      client_name: 'Claude',
      client_uri: 'https://claude.ai',
      redirect_uris: ['https://evil.example/callback'],
    });
    const { client_id: clientId } = (await res.json()) as { client_id: string };
    const provider = new MemoryOAuthProvider();
    await auth(provider, { serverUrl: mcpUrl() });
    const url = new URL(provider.authorizationUrl!);
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const prompt = await promptFor(reader, url);
    expect(prompt.body).toMatchObject({
      kind: 'consent',
      client: { name: 'Claude', domain: 'evil.example', verified: false },
    });
  });

  it('opens only its own endpoints to every origin', async () => {
    const token = await fetch(new URL('/oauth/token', server.baseUrl), { method: 'OPTIONS' });
    expect(token.headers.get('access-control-allow-origin')).toBe('*');
    for (const path of ['/api/health', '/api/packs', '/']) {
      const res = await fetch(new URL(path, server.baseUrl));
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('refuses redirect URIs a thief could use, and metadata that is not JSON', async () => {
    const http = await register({ redirect_uris: ['http://evil.example/callback'] });
    expect(http.status).toBe(400);
    expect(((await http.json()) as { error: string }).error).toBe('invalid_redirect_uri');
    const browserScheme = await register({ redirect_uris: ['javascript:alert(1)'] });
    expect(((await browserScheme.json()) as { error: string }).error).toBe('invalid_redirect_uri');
    const notJson = await fetch(new URL('/oauth/register', server.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(((await notJson.json()) as { error: string }).error).toBe('invalid_client_metadata');
  });

  it('can be turned off, leaving metadata documents as the one way to name a client', async () => {
    await withTestServer({ deps: { oauthRegistration: false } }, async (closed) => {
      const metadata = (await (
        await fetch(new URL('/.well-known/oauth-authorization-server', closed.baseUrl))
      ).json()) as Record<string, unknown>;
      expect(metadata.registration_endpoint).toBeUndefined();
      expect(metadata.client_id_metadata_document_supported).toBe(true);
      const res = await fetch(new URL('/oauth/register', closed.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redirect_uris: [CALLBACK] }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error_description: string }).error_description).toMatch(
        /metadata document/,
      );
    });
  });

  it('limits how many clients one address registers', async () => {
    const rateLimits = rateLimitsOf(
      { points: 1_000, seconds: 60 },
      { registrations: { points: 2, seconds: 3600 } },
    );
    await withTestServer({ rateLimits }, async (limited) => {
      const once = () =>
        fetch(new URL('/oauth/register', limited.baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ redirect_uris: [CALLBACK] }),
        });
      expect((await once()).status).toBe(201);
      expect((await once()).status).toBe(201);
      const third = await once();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    });
  });
});
