import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { describe, expect, it } from 'vitest';
import type { AssistantBudget } from '../../common/contracts/assistant-spending';
import type { Connection } from '../../common/contracts/oauth';
import {
  CALLBACK,
  connectAssistant,
  consent,
  listPacks,
  mcpUrl,
  MemoryOAuthProvider,
  postForm,
} from '../test/oauth-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

// Issue 51, item 4: every sign-in from the same assistant used to add a row to the Connect page, and the old rows
// kept working until each was disconnected. One person, one assistant (client_id), one connection: a new sign-in
// replaces the old grant, which stops working, and keeps what the person set for it.

let server: TestServer;

useTestServer(async (started) => {
  server = started;
});

const BUDGET: AssistantBudget = {
  may_buy: true,
  monthly_limit_cents: 2500,
  per_purchase_limit_cents: 1000,
  auto_buy_under_cents: 500,
  confirm_first_purchase: true,
};

const connectionsOf = async (person: TestBrowser) =>
  ((await (await person.fetch('/api/oauth/connections')).json()) as { connections: Connection[] })
    .connections;

/** The same assistant signing in again, as after losing its tokens: it keeps its registration. */
async function signInAgain(person: TestBrowser, provider: MemoryOAuthProvider) {
  provider.saved = undefined;
  const again = await connectAssistant(server, person, {}, provider);
  return again.tokens()!;
}

describe('one connection per assistant', () => {
  it('replaces the old grant on a new sign-in: one row, the old tokens refused, the budget kept', async () => {
    const [person] = (await server.signedInBrowsers('user')) as [TestBrowser];
    const provider = await connectAssistant(server, person, { budget: BUDGET });
    const first = provider.tokens()!;
    const [before] = await connectionsOf(person);
    const second = await signInAgain(person, provider);

    const after = await connectionsOf(person);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before!.id, budget: { budget: BUDGET } });
    expect(await listPacks(server, second.access_token)).toEqual(expect.any(Array));
    await expect(listPacks(server, first.access_token)).rejects.toThrow(/401|not valid/i);
    const refreshed = await postForm(server.baseUrl, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token!,
      client_id: provider.client!.client_id,
    });
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('lets no refresh racing a new sign-in keep tokens of the grant it replaced', async () => {
    const [person] = (await server.signedInBrowsers('user')) as [TestBrowser];
    const provider = await connectAssistant(server, person);
    const old = provider.tokens()!;
    const racing = postForm(server.baseUrl, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: old.refresh_token!,
      client_id: provider.client!.client_id,
    });
    const [refreshed, second] = await Promise.all([racing, signInAgain(person, provider)]);
    const raced = refreshed.status === 200 ? ((await refreshed.json()) as { access_token: string }) : null;
    expect(await connectionsOf(person)).toHaveLength(1);
    expect(await listPacks(server, second.access_token)).toEqual(expect.any(Array));
    for (const token of [old.access_token, raced?.access_token].filter((t): t is string => Boolean(t))) {
      await expect(listPacks(server, token)).rejects.toThrow(/401|not valid/i);
    }
  });

  it('does not let a replay of the old sign-in’s code revoke the sign-in that replaced it', async () => {
    const [person] = (await server.signedInBrowsers('user')) as [TestBrowser];
    const provider = new MemoryOAuthProvider();
    expect(await auth(provider, { serverUrl: mcpUrl(server) })).toBe('REDIRECT');
    const back = await consent(person, provider.authorizationUrl!, { packIds: null });
    const code = back.searchParams.get('code')!;
    expect(await auth(provider, { serverUrl: mcpUrl(server), authorizationCode: code })).toBe('AUTHORIZED');
    const second = await signInAgain(person, provider);
    const replayed = await postForm(server.baseUrl, '/oauth/token', {
      grant_type: 'authorization_code',
      code,
      code_verifier: provider.verifier,
      client_id: provider.client!.client_id,
      redirect_uri: CALLBACK,
    });
    expect(replayed.status).toBe(400);
    expect(await connectionsOf(person)).toHaveLength(1);
    expect(await listPacks(server, second.access_token)).toEqual(expect.any(Array));
  });

  it('keeps another assistant’s connection, and another person’s', async () => {
    const [person, other] = (await server.signedInBrowsers('user', 'user')) as [TestBrowser, TestBrowser];
    const cursor = await connectAssistant(
      server,
      person,
      {},
      new MemoryOAuthProvider({ client_name: 'Cursor' }),
    );
    const claude = await connectAssistant(
      server,
      person,
      {},
      new MemoryOAuthProvider({ client_name: 'Claude' }),
    );
    // The same registered client, signed in by someone else.
    const elsewhere = new MemoryOAuthProvider();
    elsewhere.client = cursor.client;
    await connectAssistant(server, other, {}, elsewhere);
    expect((await connectionsOf(person)).map((c) => c.client.name).sort()).toEqual(['Claude', 'Cursor']);
    expect(await connectionsOf(other)).toHaveLength(1);
    for (const token of [cursor, claude, elsewhere].map((p) => p.tokens()!.access_token)) {
      expect(await listPacks(server, token)).toEqual(expect.any(Array));
    }
    expect(await auth(cursor, { serverUrl: mcpUrl(server) })).toBe('AUTHORIZED');
  });
});
