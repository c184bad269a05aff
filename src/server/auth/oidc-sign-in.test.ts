import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../common/contracts/audit';
import type { SessionResponse, UserProfile } from '../../common/contracts/auth';
import { sessions, userProfiles } from '../db/schema';
import {
  expectSignInRefused,
  finishAtKenja as finish,
  profileByEmail as profileIn,
} from '../test/provider-sign-in';
import type { TestBrowser } from '../test/test-browser';
import { useIdpServer, type TestIdp } from '../test/test-idp';
import type { TestServer } from '../test/test-server';

const CLIENT_ID = 'kenja-test-client';
let idp: TestIdp;
let server: TestServer;
let counter = 0;

/** Starts a sign-in in `browser` and returns the provider's redirect back to /auth/callback. */
async function goToProvider(browser: TestBrowser, returnTo?: string) {
  const res = await browser.fetch('/api/auth/google/start', {
    method: 'POST',
    json: returnTo ? { returnTo } : {},
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return { authorizationUrl: new URL(url), callback: await idp.authorize(url) };
}

const profileByEmail = (email: string) => profileIn(server.db, email);

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  useIdpServer(
    (started) => ({ idp, server } = started),
    { clientId: CLIENT_ID, clientSecret: 'test-secret' },
    { auth: { devSignIn: false, adminEmails: ['boss@example.test'] } },
  );
  beforeEach(() => {
    counter += 1;
    idp.identity = {
      sub: `google-${counter}`,
      email: `person${counter}@example.test`,
      email_verified: true,
      name: `Person ${counter}`,
      picture: `https://images.example.test/${counter}.png`,
    };
    idp.tamper = undefined;
  });

  it('asks the provider for a code with PKCE, state, nonce and Google’s options', async () => {
    const { authorizationUrl } = await goToProvider(server.browser());
    const params = authorizationUrl.searchParams;
    expect(authorizationUrl.origin).toBe(new URL(idp.issuer).origin);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${server.baseUrl}/auth/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('prompt')).toBe('select_account');
    expect(params.get('access_type')).toBe('offline');
  });

  it('signs a new person in: a profile with role user, a session, and back to where they started', async () => {
    const browser = server.browser();
    const { callback } = await goToProvider(browser, '/jp/ja/about?x=1');
    const res = await finish(browser, callback);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: UserProfile; returnTo: string };
    expect(body.returnTo).toBe('/jp/ja/about?x=1');
    expect(body.user).toMatchObject({
      email: idp.identity.email,
      full_name: idp.identity.name,
      avatar_url: idp.identity.picture,
      user_role: 'user',
      is_creator_verified: false,
    });

    const session = await browser.session();
    expect(session.session?.user.email).toBe(idp.identity.email);
    const profile = await profileByEmail(idp.identity.email);
    expect(profile).toMatchObject({ oidcIssuer: idp.issuer, oidcSubject: idp.identity.sub });
  });

  it('signs the same person in again to the same profile, with a new session', async () => {
    const first = server.browser();
    await finish(first, (await goToProvider(first)).callback);
    const firstToken = first.cookies.get('kenja_session');

    const second = server.browser();
    await finish(second, (await goToProvider(second)).callback);
    expect(second.cookies.get('kenja_session')).not.toBe(firstToken);
    const rows = await server.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.email, idp.identity.email));
    expect(rows).toHaveLength(1);
  });

  it('makes a listed admin e-mail an admin, once, in the audit log with Kenja as the actor', async () => {
    idp.identity = { sub: 'boss', email: 'boss@example.test', email_verified: true, name: 'The Boss' };
    const browser = server.browser();
    const res = await finish(browser, (await goToProvider(browser)).callback);
    const boss = ((await res.json()) as { user: UserProfile }).user;
    expect(boss.user_role).toBe('admin');
    const again = server.browser();
    await finish(again, (await goToProvider(again)).callback); // an admin already: nothing more to record
    const audit = await browser.fetch(`/api/admin/audit?subject=${boss.id}`);
    expect(((await audit.json()) as AuditPage).events).toMatchObject([
      {
        action: 'user_role_changed',
        actor: null,
        subject: { id: boss.id },
        detail: { before: 'user', after: 'admin', via: 'admin_emails' },
      },
    ]);
  });

  async function expectRefused(browser: TestBrowser, res: Response, message?: RegExp) {
    await expectSignInRefused(browser, res, message);
    expect(await profileByEmail(idp.identity.email)).toBeUndefined();
  }

  it('refuses an answer whose state is not the one it sent', async () => {
    const browser = server.browser();
    const { callback } = await goToProvider(browser);
    callback.searchParams.set('state', 'forged-state');
    await expectRefused(browser, await finish(browser, callback), /state/i);
  });

  for (const [which, claim, value, message] of [
    ['with the wrong nonce', 'nonce', 'someone-elses-nonce', /nonce/i],
    ['for another audience', 'aud', 'another-client', /aud/i],
    ['from another issuer', 'iss', 'https://impostor.example.test', /iss/i],
  ] as const) {
    it(`refuses an ID token ${which}`, async () => {
      idp.tamper = (claims) => {
        claims[claim] = value;
      };
      const browser = server.browser();
      await expectRefused(browser, await finish(browser, (await goToProvider(browser)).callback), message);
    });
  }

  it('refuses a replayed answer, in the same browser or another', async () => {
    const browser = server.browser();
    const { callback } = await goToProvider(browser);
    expect((await finish(browser, callback)).status).toBe(200);
    await browser.session(); // the app reads its session (and CSRF token) after signing in

    const replay = await browser.fetch('/api/auth/callback', {
      method: 'POST',
      json: { params: Object.fromEntries(callback.searchParams) },
    });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error: { message: string } }).error.message).toBe('No session found');

    // An attacker who started their own sign-in cannot spend the victim's code with their own state either.
    const attacker = server.browser();
    const own = await goToProvider(attacker);
    const stolen = new URL(callback);
    stolen.searchParams.set('state', own.callback.searchParams.get('state') ?? '');
    const res = await finish(attacker, stolen);
    expect(res.status).toBe(401);
    expect(attacker.cookies.has('kenja_session')).toBe(false);
  });

  it('refuses an answer brought to a browser that did not start the sign-in', async () => {
    const { callback } = await goToProvider(server.browser());
    const other = server.browser();
    const res = await finish(other, callback);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('No session found');
  });

  it('passes on the provider’s own error, such as a cancelled consent', async () => {
    const browser = server.browser();
    const { callback } = await goToProvider(browser);
    const res = await finish(
      browser,
      new URL(
        `/auth/callback?error=access_denied&error_description=The+user+cancelled&state=${callback.searchParams.get('state')}`,
        server.baseUrl,
      ),
    );
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('The user cancelled');
  });

  it('refuses a disabled person, and an identity without a verified e-mail', async () => {
    const browser = server.browser();
    await finish(browser, (await goToProvider(browser)).callback);
    await server.db
      .update(userProfiles)
      .set({ disabled: true })
      .where(eq(userProfiles.email, idp.identity.email));
    const again = server.browser();
    const res = await finish(again, (await goToProvider(again)).callback);
    expect(res.status).toBe(403);
    expect(again.cookies.has('kenja_session')).toBe(false);

    idp.identity = { sub: 'unverified', email: 'unverified@example.test', email_verified: false };
    const unverified = server.browser();
    await expectRefused(
      unverified,
      await finish(unverified, (await goToProvider(unverified)).callback),
      /not verified/,
    );
  });

  it('does not offer development sign-in when a provider is configured', async () => {
    const res = await server.browser().fetch('/api/auth/dev-sign-in', {
      method: 'POST',
      json: { email: 'dev@example.test', name: 'Dev', role: 'admin' },
    });
    expect(res.status).toBe(404);
    const session = (await (await server.fetch('/api/auth/session')).json()) as SessionResponse;
    expect(session.providers).toEqual({ google: true, devSignIn: false });
    expect(await server.db.select().from(sessions)).not.toHaveLength(0); // from the sign-ins above only
  });
});
