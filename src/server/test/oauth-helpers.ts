import type { AssistantBudget } from '../../common/contracts/assistant-spending';
import type { AuthorizationPrompt } from '../../common/contracts/oauth';
import type { ErrorBody } from '../../common/errors';
import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'vitest';
import { indexedPack } from './engine-helpers';
import { MemoryOAuthProvider } from './memory-oauth-provider';
import { structured } from './mcp-helpers';
import { SENCHA } from './pack-texts';
import type { TestBrowser } from './test-browser';
import type { TestServer } from './test-server';

export { CALLBACK, MemoryOAuthProvider } from './memory-oauth-provider';

/** What the OAuth tests start from: a creator's indexed Tea pack, and an admin who reads it through assistants. */
export async function teaPackAndReader(server: TestServer) {
  const [owner, reader] = await server.signedInBrowsers('creator', 'admin');
  const teaId = await indexedPack(server, owner, 'Tea', { 'tea.md': SENCHA });
  return { owner, reader, teaId };
}

/** The authorization request's parameters, as the consent page passes them on. */
export const requestOf = (authorizationUrl: URL) => Object.fromEntries(authorizationUrl.searchParams);

/** What the consent page is told about an authorization URL: a prompt, or the error it shows (`message`). */
export async function promptFor(browser: TestBrowser, authorizationUrl: URL) {
  const res = await browser.fetch(`/api/oauth/authorization${authorizationUrl.search}`);
  const body = (await res.json()) as AuthorizationPrompt | ErrorBody;
  return { status: res.status, body, message: 'error' in body ? body.error.message : undefined };
}

/** The person's answer on the consent page; returns where the browser is sent back to. */
export async function consent(
  browser: TestBrowser,
  authorizationUrl: URL,
  {
    decision = 'allow',
    packIds = null,
    budget,
  }: { decision?: 'allow' | 'deny'; packIds?: string[] | null; budget?: AssistantBudget } = {},
): Promise<URL> {
  const res = await browser.fetch('/api/oauth/consent', {
    method: 'POST',
    json: {
      request: requestOf(authorizationUrl),
      decision,
      pack_ids: packIds,
      ...(budget ? { budget } : {}),
    },
  });
  if (res.status !== 200) throw new Error(`consent: ${res.status} ${await res.text()}`);
  return new URL(((await res.json()) as { redirect_to: string }).redirect_to);
}

/** A form POST to the token or revocation endpoint, as clients send it. */
export function postForm(baseUrl: string, path: string, form: Record<string, string>) {
  return fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

/** Where an assistant reaches Kenja: a test server, or the balancer in front of several (test/cluster.ts). */
type Reachable = Pick<TestServer, 'baseUrl'>;

/** The MCP endpoint of a test server: the resource its tokens are for. */
export const mcpUrl = (server: Reachable) => new URL('/mcp', server.baseUrl);

/** Registers (RFC 7591) and consents through the SDK's `auth`; returns the provider holding the tokens. */
export async function connectAssistant(
  server: Reachable,
  browser: TestBrowser,
  options: {
    packIds?: string[] | null;
    scope?: string;
    metadata?: Record<string, unknown>;
    budget?: AssistantBudget;
  } = {},
  /** The assistant: a new one by default, or one already registered signing in again. */
  provider = new MemoryOAuthProvider(options.metadata),
) {
  const serverUrl = mcpUrl(server);
  expect(await auth(provider, { serverUrl, ...(options.scope ? { scope: options.scope } : {}) })).toBe(
    'REDIRECT',
  );
  const back = await consent(browser, provider.authorizationUrl!, {
    packIds: options.packIds ?? null,
    ...(options.budget ? { budget: options.budget } : {}),
  });
  const code = back.searchParams.get('code');
  expect(code).toBeTruthy();
  expect(await auth(provider, { serverUrl, authorizationCode: code! })).toBe('AUTHORIZED');
  return provider;
}

/** The SDK's 2025-era client, connected with `token`. */
export async function mcpWith(server: Reachable, token: string) {
  const transport = new StreamableHTTPClientTransport(mcpUrl(server), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'oauth-test', version: '1' });
  await client.connect(transport);
  return client;
}

/** The ids of the packs `token` may read, as list_packs tells them. */
export async function listPacks(server: Reachable, token: string) {
  const client = await mcpWith(server, token);
  try {
    const result = await client.callTool({ name: 'list_packs', arguments: {} });
    return structured<{ packs: { id: string }[] }>(result).packs.map((p) => p.id);
  } finally {
    await client.close();
  }
}

/** The protected-resource and authorization-server metadata, as a client discovers them. */
export async function asServerSees(server: Reachable) {
  const prm = await (
    await fetch(new URL('/.well-known/oauth-protected-resource/mcp', server.baseUrl))
  ).json();
  const as = await (await fetch(new URL('/.well-known/oauth-authorization-server', server.baseUrl))).json();
  return { prm, as } as { prm: Record<string, unknown>; as: Record<string, string> };
}
