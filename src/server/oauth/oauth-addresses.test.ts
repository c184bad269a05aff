import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { describe, expect, it } from 'vitest';
import { consent, listPacks, mcpUrl, MemoryOAuthProvider, promptFor, requestOf } from '../test/oauth-helpers';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, useTestServer, type TestServer } from '../test/test-server';

// Issue 51, item 4: a person types http://127.0.0.1:3000/mcp as often as http://localhost:3000/mcp, and the
// official SDK's client checks that the resource it is told about is the address it connected to. Outside
// production Kenja is one resource under every loopback address it answers to; in production an address that is
// not PUBLIC_URL's is refused with the address to use. The test servers' PUBLIC_URL is http://127.0.0.1:<port>.

let server: TestServer;
let reader: TestBrowser;

useTestServer(async (started) => {
  server = started;
  [reader] = (await server.signedInBrowsers('user')) as [TestBrowser];
});

/** This server under another of this machine's names. */
const atLocalhost = (url: string) => url.replace('//127.0.0.1:', '//localhost:');

/** The official SDK's sign-in, start to end, for the MCP endpoint at `serverUrl`. */
async function signIn(provider: MemoryOAuthProvider, serverUrl: URL) {
  expect(await auth(provider, { serverUrl })).toBe('REDIRECT');
  const back = await consent(reader, provider.authorizationUrl!, { packIds: null });
  const code = back.searchParams.get('code');
  expect(code).toBeTruthy();
  expect(await auth(provider, { serverUrl, authorizationCode: code! })).toBe('AUTHORIZED');
  return provider.tokens()!.access_token;
}

/** An assistant that never names a resource (TypeScript SDK 1.12, mcp-remote --disable-resource-parameter). */
class NoResourceProvider extends MemoryOAuthProvider {
  async validateResourceURL() {
    return undefined;
  }
}

describe('the addresses an assistant connects at', () => {
  it('describes /mcp as the address it was reached at, under the one issuer', async () => {
    const local = new URL(atLocalhost(server.baseUrl));
    const metadata = (await (
      await fetch(new URL('/.well-known/oauth-protected-resource/mcp', local))
    ).json()) as { resource: string; authorization_servers: string[] };
    expect(metadata.resource).toBe(new URL('/mcp', local).href);
    expect(metadata.authorization_servers).toEqual([server.baseUrl]);
    const challenged = await fetch(new URL('/mcp', local), { method: 'POST' });
    expect(challenged.status).toBe(401);
    expect(challenged.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${local.origin}/.well-known/oauth-protected-resource/mcp", scope="packs:read packs:ask"`,
    );
  });

  it.each([
    ['PUBLIC_URL (127.0.0.1)', (url: string) => url, MemoryOAuthProvider],
    ['localhost, outside production', atLocalhost, MemoryOAuthProvider],
    ['no resource named at all', (url: string) => url, NoResourceProvider],
  ])(
    'signs the official SDK client in at %s, and its token works at every address',
    async (_case, at, Kind) => {
      const provider = new Kind();
      const serverUrl = new URL(at(mcpUrl(server).href));
      const token = await signIn(provider, serverUrl);
      const asked = requestOf(provider.authorizationUrl!).resource;
      expect(asked).toBe(Kind === NoResourceProvider ? undefined : serverUrl.href);
      expect(await listPacks(server, token)).toEqual(expect.any(Array));
      expect(await listPacks({ baseUrl: atLocalhost(server.baseUrl) }, token)).toEqual(expect.any(Array));
    },
  );

  it('takes no other port of this machine for Kenja: another program there is not Kenja', async () => {
    const provider = new MemoryOAuthProvider();
    expect(await auth(provider, { serverUrl: mcpUrl(server) })).toBe('REDIRECT');
    const elsewhere = new URL(provider.authorizationUrl!);
    elsewhere.searchParams.set('resource', 'http://localhost:1/mcp');
    const prompt = await promptFor(reader, elsewhere);
    const back = new URL((prompt.body as { redirect_to: string }).redirect_to);
    expect(back.searchParams.get('error')).toBe('invalid_target');
  });

  it('refuses another address in production, naming the one to use and the setting behind it', async () => {
    const production = await startTestServer({ auth: { trustLoopbackOrigins: false } });
    try {
      const [person] = (await production.signedInBrowsers('user')) as [TestBrowser];
      const provider = new MemoryOAuthProvider();
      expect(await auth(provider, { serverUrl: mcpUrl(production) })).toBe('REDIRECT');
      const elsewhere = new URL(provider.authorizationUrl!);
      elsewhere.searchParams.set('resource', atLocalhost(mcpUrl(production).href));
      const prompt = await promptFor(person, elsewhere);
      const back = new URL((prompt.body as { redirect_to: string }).redirect_to);
      expect(back.searchParams.get('error')).toBe('invalid_target');
      expect(back.searchParams.get('error_description')).toBe(
        `This Kenja serves assistants at ${production.baseUrl}/mcp (set by PUBLIC_URL): connect to that address, or set PUBLIC_URL to the address you use`,
      );
      const refused = await fetch(new URL('/mcp', atLocalhost(production.baseUrl)), { method: 'POST' });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
        `${production.baseUrl}/mcp`,
      );
    } finally {
      await production.close();
    }
  });
});
