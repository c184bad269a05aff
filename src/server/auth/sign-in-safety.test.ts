import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '../../common/contracts/auth';
import { userProfiles } from '../db/schema';
import { createUser } from '../test/factories';
import {
  expectSignInRefused as expectRefused,
  finishAtKenja,
  profileByEmail as profileIn,
  signInAtProvider,
  startAtProvider,
} from '../test/provider-sign-in';
import { useIdpServer, type TestIdp } from '../test/test-idp';
import type { TestServer } from '../test/test-server';

/** Before the fix, PostgreSQL answered 500 to one of two simultaneous first sign-ins in 7 of 10 tries. */
const RACE_TRIES = 10;

let idp: TestIdp;
let server: TestServer;
let counter = 0;

const profileByEmail = (email: string) => profileIn(server.db, email);

async function signedInProfile(res: Response): Promise<UserProfile> {
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { user: UserProfile }).user;
}

describe('sign-in safety', () => {
  useIdpServer(
    (started) => ({ idp, server } = started),
    { clientId: 'kenja-safety' },
    { auth: { devSignIn: false, adminEmails: ['root@example.test'] } },
  );
  beforeEach(() => {
    counter += 1;
    idp.identity = { sub: `safety-${counter}`, email: `safety${counter}@example.test`, email_verified: true };
    idp.tamper = undefined;
  });

  describe('an identity is linked to an existing profile by e-mail only when the provider verified it', () => {
    for (const [label, verified] of [
      ['missing', undefined],
      ['false', false],
      ['the string "true"', 'true'],
    ] as const) {
      it(`does not hand an admin's account to an identity whose email_verified is ${label}`, async () => {
        const admin = await createUser(server.db, {
          email: `admin-${counter}@example.test`,
          userRole: 'admin',
        });
        idp.identity = { sub: `impostor-${counter}`, email: admin.email.toUpperCase() };
        idp.tamper = (claims) => {
          if (verified === undefined) delete claims.email_verified;
          else claims.email_verified = verified;
        };
        const browser = server.browser();
        await expectRefused(browser, await signInAtProvider(browser, idp), /not verified/);
        expect(await profileByEmail(admin.email)).toMatchObject({
          id: admin.id,
          userRole: 'admin',
          oidcSubject: null,
        });
      });
    }

    it('links when the provider says email_verified: true', async () => {
      const existing = await createUser(server.db, { email: idp.identity.email, fullName: 'Kept Name' });
      const user = await signedInProfile(await signInAtProvider(server.browser(), idp));
      expect(user).toMatchObject({ id: existing.id, full_name: 'Kept Name' });
      expect(await profileByEmail(existing.email)).toMatchObject({ oidcSubject: idp.identity.sub });
    });

    it('refuses an unverified e-mail that matches no profile, creating nothing', async () => {
      idp.identity = { sub: `new-${counter}`, email: `unverified${counter}@example.test` };
      const browser = server.browser();
      await expectRefused(browser, await signInAtProvider(browser, idp), /not verified/);
      expect(await profileByEmail(idp.identity.email)).toBeUndefined();
    });

    it('never makes a listed admin e-mail an admin without verification', async () => {
      idp.identity = { sub: `root-${counter}`, email: 'root@example.test', email_verified: false };
      const browser = server.browser();
      await expectRefused(browser, await signInAtProvider(browser, idp), /not verified/);
      expect(await profileByEmail('root@example.test')).toBeUndefined();
    });

    it('signs a linked identity in to its own profile, whatever its e-mail claims say now', async () => {
      const first = await signedInProfile(await signInAtProvider(server.browser(), idp));
      const other = await createUser(server.db, { email: `other-${counter}@example.test` });

      idp.tamper = (claims) => {
        claims.email = other.email;
        delete claims.email_verified;
      };
      const again = await signedInProfile(await signInAtProvider(server.browser(), idp));
      expect(again.id).toBe(first.id);
      expect(await profileByEmail(other.email)).toMatchObject({ id: other.id, oidcSubject: null });
    });
  });

  describe('provider claims are validated like user input', () => {
    it('cleans control characters out of a name, and caps its length', async () => {
      idp.identity.name = ' Eve\u0000\u202E nimdA\n\tMallory\u0085 ';
      expect((await signedInProfile(await signInAtProvider(server.browser(), idp))).full_name).toBe(
        'Eve nimdA Mallory',
      );

      counter += 1;
      idp.identity = { sub: `long-${counter}`, email: `long${counter}@example.test`, email_verified: true };
      idp.identity.name = `${'名'.repeat(99)}😀😀`;
      const long = await signedInProfile(await signInAtProvider(server.browser(), idp));
      expect(long.full_name).toBe('名'.repeat(99)); // the emoji would not fit whole, so it is left out
    });

    it('drops a name that is nothing but control characters, or not text at all', async () => {
      for (const name of ['\u0000\u0007\u001b', 42, { first: 'Eve' }]) {
        counter += 1;
        idp.identity = { sub: `odd-${counter}`, email: `odd${counter}@example.test`, email_verified: true };
        idp.tamper = (claims) => {
          claims.name = name;
        };
        const user = await signedInProfile(await signInAtProvider(server.browser(), idp));
        expect(user.full_name, JSON.stringify(name)).toBeNull();
      }
    });

    it('keeps an https: picture and drops any other', async () => {
      const pictures: [unknown, string | null][] = [
        ['https://images.example.test/a.png', 'https://images.example.test/a.png'],
        ['http://images.example.test/a.png', null],
        ['javascript:alert(1)', null],
        ['data:image/svg+xml,<svg onload=alert(1)>', null],
        ['https://images.example.test/\u0000.png', null],
        [`https://images.example.test/${'a'.repeat(2100)}`, null],
        ['not a url', null],
        [['https://images.example.test/a.png'], null],
      ];
      for (const [picture, kept] of pictures) {
        counter += 1;
        idp.identity = { sub: `pic-${counter}`, email: `pic${counter}@example.test`, email_verified: true };
        idp.tamper = (claims) => {
          claims.picture = picture;
        };
        const user = await signedInProfile(await signInAtProvider(server.browser(), idp));
        expect(user.avatar_url, String(picture).slice(0, 60)).toBe(kept);
      }
    });

    it('refuses an e-mail or subject it cannot use, with a 401 and never a 500', async () => {
      const hostile: [string, (claims: Record<string, unknown>) => void, RegExp][] = [
        ['NUL in the e-mail', (c) => (c.email = 'eve\u0000@example.test'), /cannot use/],
        ['a 300-character e-mail', (c) => (c.email = `${'e'.repeat(290)}@example.test`), /cannot use/],
        ['no e-mail shape', (c) => (c.email = 'eve at example'), /cannot use/],
        ['an e-mail that is not text', (c) => (c.email = ['eve@example.test']), /did not share/],
        ['no e-mail', (c) => delete c.email, /did not share/],
        ['NUL in the subject', (c) => (c.sub = 'eve\u0000'), /identity Kenja cannot use/],
        ['a 300-character subject', (c) => (c.sub = 's'.repeat(300)), /identity Kenja cannot use/],
      ];
      for (const [label, tamper, message] of hostile) {
        counter += 1;
        idp.identity = { sub: `bad-${counter}`, email: `bad${counter}@example.test`, email_verified: true };
        idp.tamper = tamper;
        const browser = server.browser();
        const res = await signInAtProvider(browser, idp);
        expect(res.status, label).toBe(401);
        await expectRefused(browser, res, message);
      }
    });
  });

  it('lets two first sign-ins of the same new person at once both succeed, to one profile', async () => {
    for (let i = 0; i < RACE_TRIES; i += 1) {
      counter += 1;
      idp.identity = { sub: `twin-${counter}`, email: `twin${counter}@example.test`, email_verified: true };
      const browsers = [server.browser(), server.browser(), server.browser()];
      // Both halves at the provider first, so the callbacks (where the profile is made) run side by side.
      const callbacks = await Promise.all(browsers.map((b) => startAtProvider(b, idp)));
      const answers = await Promise.all(browsers.map((b, n) => finishAtKenja(b, callbacks[n] as URL)));
      expect(
        answers.map((r) => r.status),
        `try ${i}`,
      ).toEqual([200, 200, 200]);
      const ids = await Promise.all(answers.map(async (r) => (await signedInProfile(r)).id));
      expect(new Set(ids).size).toBe(1);
      const rows = await server.db
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.email, idp.identity.email));
      expect(rows).toHaveLength(1);
      for (const browser of browsers) expect((await browser.session()).session?.user.id).toBe(ids[0]);
    }
  });
});
