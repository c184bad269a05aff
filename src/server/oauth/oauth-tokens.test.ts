import { auth, refreshAuthorization } from '@modelcontextprotocol/sdk/client/auth.js';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oauthCodes, oauthTokens } from '../db/schema';
import { createToken, rpc } from '../test/mcp-helpers';
import {
  CALLBACK,
  MemoryOAuthProvider,
  asServerSees,
  connectAssistant,
  consent,
  listPacks,
  mcpUrl,
  postForm,
  teaPackAndReader,
} from '../test/oauth-helpers';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, useTestServer, type TestServer } from '../test/test-server';

// Issue 22, item 1: the token endpoint's refusals, refresh-token rotation and revocation, driven by the official
// MCP SDK client's auth functions (oauth-flow.test.ts has discovery, consent and the authorization endpoint).

let server: TestServer;
let reader: TestBrowser;
let teaId: string;

useTestServer(async (started) => {
  server = started;
  ({ reader, teaId } = await teaPackAndReader(server));
});

describe('what the token endpoint refuses', () => {
  /** A fresh code for a registered client, and what exchanging it needs. */
  async function freshCode() {
    const provider = new MemoryOAuthProvider();
    await auth(provider, { serverUrl: mcpUrl(server) });
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

  it('never issues a token for another audience; one that names none gets the only one there is (RFC 8707)', async () => {
    const { form } = await freshCode();
    const res = await token({ ...form, resource: 'https://other.example/mcp' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('invalid_target');
    const { form: again } = await freshCode();
    const { resource: _dropped, ...withoutResource } = again;
    const issued = await token(withoutResource);
    expect(issued.status, await issued.clone().text()).toBe(200);
    const { access_token: accessToken } = (await issued.json()) as { access_token: string };
    const tools = await rpc(
      server.baseUrl,
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { authorization: `Bearer ${accessToken}` },
    );
    expect(tools.status).toBe(200);
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
    expect(await listPacks(server, accessToken)).toContain(teaId);
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
    const provider = await connectAssistant(server, reader);
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

  it('refuses a body too large with 413 as an OAuth error, declared or streamed, at every OAuth endpoint', async () => {
    const huge = `grant_type=authorization_code&code=${'x'.repeat(20 * 1024)}`;
    const streamed = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(huge));
          controller.close();
        },
      });
    for (const [path, type] of [
      ['/oauth/token', 'application/x-www-form-urlencoded'],
      ['/oauth/revoke', 'application/x-www-form-urlencoded'],
      ['/oauth/register', 'application/json'],
    ] as const) {
      for (const body of [huge, streamed()]) {
        const res = await fetch(new URL(path, server.baseUrl), {
          method: 'POST',
          headers: { 'content-type': type },
          body,
          ...(typeof body === 'string' ? {} : { duplex: 'half' }),
        } as RequestInit);
        expect(res.status, path).toBe(413);
        expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
        expect(res.headers.get('cache-control'), path).toBe('no-store');
        const answer = (await res.json()) as Record<string, unknown>;
        expect(answer, path).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
      }
    }
  });
});

describe('refresh and revocation', () => {
  it('rotates refresh tokens, and a reused one revokes the whole connection', async () => {
    const provider = await connectAssistant(server, reader);
    const { as } = await asServerSees(server);
    const clientInformation = provider.client!;
    const first = provider.saved!;
    const second = await refreshAuthorization(server.baseUrl, {
      metadata: as as never,
      clientInformation,
      refreshToken: first.refresh_token!,
      resource: mcpUrl(server),
    });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await listPacks(server, second.access_token)).toContain(teaId);
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
    expect(await listPacks(server, second.access_token)).toContain(teaId);
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
    const provider = await connectAssistant(server, reader, { scope: 'packs:read' });
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
    const provider = await connectAssistant(server, reader);
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
      const provider = await connectAssistant(server, reader);
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
    expect(await listPacks(server, token)).toContain(teaId);
  });
});
