import { describe, expect, it } from 'vitest';
import type { CreatorProfile } from '../../common/contracts/creator-profile';
import type { CreatorApplication } from '../../common/contracts/creator-applications';
import type { PackCard, PackPage } from '../../common/contracts/packs';
import { applicationBody, createPack, createUser } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

const YAMADA = {
  display_name: '山田 花子',
  title: 'UXリサーチャー',
  bio: '15年間、ユーザー調査に携わってきました。',
};

async function profileOf(browser: TestBrowser) {
  const res = await browser.fetch('/api/creator/profile');
  return { status: res.status, body: (await res.json()) as { profile: CreatorProfile } };
}

const saveProfile = (browser: TestBrowser, body: unknown) =>
  browser.fetch('/api/creator/profile', { method: 'PUT', json: body });

/** How the marketplace and the pack's sales page name the pack's creator. */
async function shownCreator(slug: string) {
  const list = (await (await server.fetch('/api/packs')).json()) as { packs: PackCard[] };
  const page = (await (await server.fetch(`/api/packs/by-slug/${slug}`)).json()) as PackPage;
  return {
    card: list.packs.find((pack) => pack.slug === slug)?.creator.name,
    page: { name: page.creator.name, headline: page.creator.headline, bio: page.creator.bio },
    byLine: page.pack.creator.name,
  };
}

/** A user who applied with `body` and whose application an admin approved. */
async function approvedApplicant(body: Record<string, unknown>) {
  const applicant = await server.signedIn('user');
  const applied = await applicant.browser.fetch('/api/creator-applications', {
    method: 'POST',
    json: applicationBody(body),
  });
  const { id } = (await applied.json()) as CreatorApplication;
  const { browser: admin } = await server.signedIn('admin');
  const approved = await admin.fetch(`/api/admin/applications/${id}/approve`, { method: 'POST' });
  expect(approved.status).toBe(200);
  await server.settle();
  return applicant;
}

describe('the creator profile (issue 25)', () => {
  useTestServer((started) => (server = started));

  it('starts as the approved application’s name, title and bio, and names the creator on their packs', async () => {
    const { browser, user } = await approvedApplicant(YAMADA);
    expect(await profileOf(browser)).toEqual({ status: 200, body: { profile: YAMADA } });

    const pack = await createPack(server.db, { creatorId: user.id, publishedAt: new Date() });
    expect(await shownCreator(pack.slug)).toEqual({
      card: '山田 花子',
      page: { name: '山田 花子', headline: 'UXリサーチャー', bio: YAMADA.bio },
      byLine: '山田 花子',
    });
  });

  it('is edited by its creator, and every page shows the new name at once', async () => {
    const { browser, user } = await approvedApplicant(YAMADA);
    const pack = await createPack(server.db, { creatorId: user.id, publishedAt: new Date() });
    expect((await shownCreator(pack.slug)).card).toBe('山田 花子');

    const changed = { display_name: 'Hanako Yamada', title: 'UX researcher, Tokyo', bio: '' };
    const saved = await saveProfile(browser, { ...changed, display_name: '  Hanako Yamada ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ profile: changed });
    expect(await profileOf(browser)).toEqual({ status: 200, body: { profile: changed } });
    expect(await shownCreator(pack.slug)).toEqual({
      card: 'Hanako Yamada',
      page: { name: 'Hanako Yamada', headline: 'UX researcher, Tokyo', bio: null },
      byLine: 'Hanako Yamada',
    });
  });

  it.each([
    ['a blank name', { display_name: '   ' }, 'display_name', 'Required'],
    ['a name on two lines', { display_name: 'Hanako\nYamada' }, 'display_name', 'Keep it on one line'],
    ['an over-long name', { display_name: 'x'.repeat(81) }, 'display_name', 'At most 80 characters'],
    ['an over-long title', { title: 'x'.repeat(121) }, 'title', 'At most 120 characters'],
    ['an over-long bio', { bio: 'x'.repeat(2001) }, 'bio', 'At most 2000 characters'],
    ['a field it does not have', { user_role: 'admin' }, '', undefined],
  ])('refuses %s, saying which field and why', async (_, change, field, message) => {
    const { browser } = await approvedApplicant(YAMADA);
    const res = await saveProfile(browser, { ...YAMADA, ...change });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { code: string; issues: { path: string[]; message: string }[] };
    };
    expect(error.code).toBe('validation');
    if (message) expect(error.issues).toContainEqual({ path: [field], message });
    expect((await profileOf(browser)).body.profile).toEqual(YAMADA);
  });

  it('belongs to its creator alone: others cannot read or change one, and one creator’s edit is theirs', async () => {
    expect((await saveProfile(server.browser(), YAMADA)).status).toBe(401);
    const { browser: plainUser } = await server.signedIn('user');
    expect((await profileOf(plainUser)).status).toBe(403);
    expect((await saveProfile(plainUser, YAMADA)).status).toBe(403);

    const other = await createUser(server.db, { userRole: 'creator', fullName: 'Sarah Chen' });
    const theirs = await createPack(server.db, { creatorId: other.id, publishedAt: new Date() });
    const { browser: creator } = await server.signedIn('creator');
    expect((await saveProfile(creator, YAMADA)).status).toBe(200);
    // A creator without a profile of their own (a demo creator) keeps their name.
    expect((await shownCreator(theirs.slug)).card).toBe('Sarah Chen');
  });
});
