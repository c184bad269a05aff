import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { auth, exchangeAuthorization, startAuthorization } from '@modelcontextprotocol/sdk/client/auth.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '../test/mcp-helpers';
import {
  CALLBACK,
  MemoryOAuthProvider,
  asServerSees,
  consent,
  mcpUrl,
  mcpWith,
  promptFor,
  teaPackAndReader,
} from '../test/oauth-helpers';
import type { TestBrowser } from '../test/test-browser';
import { rateLimitsOf, useTestServer, withTestServer, type TestServer } from '../test/test-server';

// Issue 22, item 1: how clients are known — client ID metadata documents (served here from 127.0.0.1) and dynamic
// registration (RFC 7591) with its refusals, domain naming, CORS and rate limit.

let server: TestServer;
let reader: TestBrowser;

useTestServer(async (started) => {
  server = started;
  ({ reader } = await teaPackAndReader(server));
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
    const { as } = await asServerSees(server);
    const { authorizationUrl, codeVerifier } = await startAuthorization(server.baseUrl, {
      metadata: as as never,
      clientInformation: { client_id: clientId },
      redirectUrl: CALLBACK,
      scope: 'packs:read',
      state: 'cimd',
      resource: mcpUrl(server),
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
      resource: mcpUrl(server),
    });
    expect(
      text(
        await (await mcpWith(server, tokens.access_token)).callTool({ name: 'list_packs', arguments: {} }),
      ),
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

  /** What an anonymous visitor is told for an authorization request naming `clientId` (on `at`). */
  async function anonymousPromptFor(clientId: string, at: TestServer = server) {
    const url = new URL((await authorizeAs('/x.json')).authorizationUrl);
    url.searchParams.set('client_id', clientId);
    return promptFor(at.browser(), url);
  }

  it('says the same of a name that resolves to a private address as of one that does not resolve', async () => {
    // As in production: no metadata document on this machine.
    await withTestServer({ auth: { trustLoopbackOrigins: false } }, async (production) => {
      const internal = await anonymousPromptFor('https://localhost:1/client.json', production);
      const nowhere = await anonymousPromptFor('https://kenja-no-such-host.invalid/client.json', production);
      expect(internal.status).toBe(400);
      expect(internal.message).toBe('The client metadata document could not be fetched');
      expect(nowhere.message).toBe(internal.message);
    });
  });

  it('refuses every IPv6 form of a private IPv4 address written in the client id', async () => {
    for (const host of [
      '[::ffff:10.0.0.1]',
      '[::ffff:0:10.0.0.1]',
      '[::10.0.0.1]',
      '[64:ff9b::10.0.0.1]',
      '[2002:a00:1::1]',
    ]) {
      const refused = await anonymousPromptFor(`https://${host}/client.json`);
      expect(refused.status, host).toBe(400);
      expect(refused.message, host).toMatch(/is not a public address$/);
    }
  });

  it('knows itself by every loopback name in development, never fetching its own pages as a document', async () => {
    const port = new URL(server.baseUrl).port;
    for (const host of ['localhost', '127.0.0.1']) {
      const own = await anonymousPromptFor(`http://${host}:${port}/oauth/client.json`);
      expect(own.status, host).toBe(400);
      expect(own.message, host).toBe('A client metadata document cannot be served by Kenja itself');
    }
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
    await auth(provider, { serverUrl: mcpUrl(server) });
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
