import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPERTISE_OPTIONS, type CreatorApplication } from '../../common/contracts/creator-applications';
import { creatorApplications, userProfiles } from '../db/schema';
import { applicationBody } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

const apply = (browser: TestBrowser, body: unknown) =>
  browser.fetch('/api/creator-applications', { method: 'POST', json: body });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; issues?: { path: string[] }[] } })
    .error;
}

describe('creator applications', () => {
  useTestServer((started) => (server = started));

  it('answers "User not authenticated" to someone signed out', async () => {
    const res = await apply(server.browser(), applicationBody());
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: 'unauthenticated', message: 'User not authenticated' });
  });

  it('stores a valid application as pending, once per person', async () => {
    const { browser, user } = await server.signedIn('user');
    const res = await apply(browser, applicationBody());
    expect(res.status).toBe(201);
    const application = (await res.json()) as CreatorApplication;
    expect(application).toMatchObject({
      user_id: user.id,
      display_name: 'Aiko Sato',
      expertise: ['Data Science & AI', 'Software Development'],
      years_experience: 12,
      status: 'pending',
    });

    const again = await apply(browser, applicationBody({ title: 'Second try' }));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('Your application is already being reviewed');
    const rows = await server.db
      .select()
      .from(creatorApplications)
      .where(eq(creatorApplications.userId, user.id));
    expect(rows).toHaveLength(1);

    const mine = (await (await browser.fetch('/api/creator-applications/mine')).json()) as {
      application: CreatorApplication;
    };
    expect(mine.application.id).toBe(application.id);
  });

  it('accepts the spec’s RPC form too', async () => {
    const [browser] = await server.signedInBrowsers('user');
    const res = await browser.fetch('/rest/v1/rpc/apply_for_creator_status', {
      method: 'POST',
      json: { application_data: applicationBody({ portfolio: '' }) },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as CreatorApplication).portfolio).toBeNull();
  });

  it.each([
    ['a blank display name', { display_name: '  ' }, 'display_name'],
    ['a missing title', { title: undefined }, 'title'],
    ['an over-long bio', { bio: 'x'.repeat(2001) }, 'bio'],
    ['no expertise', { expertise: [] }, 'expertise'],
    ['an unknown expertise', { expertise: ['Astrology'] }, 'expertise'],
    ['the same expertise twice', { expertise: ['Fitness & Sports', 'Fitness & Sports'] }, 'expertise'],
    ['no years of experience (0)', { years_experience: 0 }, 'years_experience'],
    ['more than 30 years', { years_experience: 31 }, 'years_experience'],
    ['fractional years', { years_experience: 2.5 }, 'years_experience'],
    ['years as text', { years_experience: '12' }, 'years_experience'],
    ['a portfolio that is not a URL', { portfolio: 'my website' }, 'portfolio'],
    ['a javascript: portfolio', { portfolio: 'javascript:alert(1)' }, 'portfolio'],
    ['a blank motivation', { motivation: '' }, 'motivation'],
    ['missing pack ideas', { knowledge_pack_ideas: undefined }, 'knowledge_pack_ideas'],
    ['an unknown field', { favourite_colour: 'teal' }, ''],
  ])('refuses %s, naming the field, and stores nothing', async (_name, change, field) => {
    const { browser, user } = await server.signedIn('user');
    const res = await apply(browser, applicationBody(change));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('validation');
    if (field) expect(error.issues?.map((i) => i.path[0])).toContain(field);
    const rows = await server.db
      .select()
      .from(creatorApplications)
      .where(eq(creatorApplications.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('accepts 30 years (the "30年以上" option) and every one of the 12 expertise options', async () => {
    const [browser] = await server.signedInBrowsers('user');
    const all = [...EXPERTISE_OPTIONS];
    expect(all).toHaveLength(12);
    const res = await apply(browser, applicationBody({ years_experience: 30, expertise: all }));
    expect(res.status).toBe(201);
  });

  it('lets an admin approve: the applicant becomes a verified creator and sees it', async () => {
    const { browser: applicant, user } = await server.signedIn('user');
    const application = (await (await apply(applicant, applicationBody())).json()) as CreatorApplication;

    const [admin] = await server.signedInBrowsers('admin');
    const list = (await (await admin.fetch('/api/admin/applications')).json()) as {
      applications: (CreatorApplication & { applicant: { email: string } })[];
    };
    const listed = list.applications.find((a) => a.id === application.id);
    expect(listed?.applicant.email).toBe(user.email);
    expect(list.applications[0]?.status).toBe('pending');

    const res = await admin.fetch(`/api/admin/applications/${application.id}/approve`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CreatorApplication).status).toBe('approved');

    const session = await applicant.session();
    expect(session.session?.user).toMatchObject({ user_role: 'creator', is_creator_verified: true });
    const again = await admin.fetch(`/api/admin/applications/${application.id}/reject`, {
      method: 'POST',
      json: { reason: 'Changed my mind' },
    });
    expect(again.status).toBe(409);
  });

  it('lets an admin reject with a reason; the applicant sees it and may apply again', async () => {
    const { browser: applicant, user } = await server.signedIn('user');
    const application = (await (await apply(applicant, applicationBody())).json()) as CreatorApplication;
    const [admin] = await server.signedInBrowsers('admin');

    const blank = await admin.fetch(`/api/admin/applications/${application.id}/reject`, {
      method: 'POST',
      json: { reason: '   ' },
    });
    expect(blank.status).toBe(400);

    const res = await admin.fetch(`/api/admin/applications/${application.id}/reject`, {
      method: 'POST',
      json: { reason: 'Please add samples of your work.' },
    });
    expect(res.status).toBe(200);
    const mine = (await (await applicant.fetch('/api/creator-applications/mine')).json()) as {
      application: CreatorApplication;
    };
    expect(mine.application).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Please add samples of your work.',
    });
    const [profile] = await server.db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
    expect(profile?.userRole).toBe('user');

    expect((await apply(applicant, applicationBody())).status).toBe(201);
  });

  it('answers 404 for an unknown application and 400 for a malformed id', async () => {
    const [admin] = await server.signedInBrowsers('admin');
    const missing = await admin.fetch(`/api/admin/applications/${crypto.randomUUID()}/approve`, {
      method: 'POST',
    });
    expect(missing.status).toBe(404);
    const malformed = await admin.fetch('/api/admin/applications/not-an-id/approve', { method: 'POST' });
    expect(malformed.status).toBe(400);
  });
});
