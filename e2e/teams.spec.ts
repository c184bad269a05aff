// A team buys once (issue 52, item 3), in both languages: a creator sells a pack to teams at a price per seat; an
// owner buys it for a team of five on the sales page and pays at the checkout, gives two seats by e-mail; one of the
// two joins in their library and connects an assistant (the official MCP SDK client, with their own token), which
// reads the pack; the owner frees that seat and the assistant is refused on its next call. axe-core checks every
// screen; the Japanese run is on a phone.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { signInAsNewPerson } from './support/accounts';
import { axeViolations, settle } from './support/axe';
import { uploadText, writeHeaders } from './support/engine';
import { text } from './support/locales';
import { BASE_URL } from './support/servers';
import { BUDGET, expect, PHONE, test, type APIRequestContext, type Page } from './support/test';

type Language = 'en' | 'ja';
const PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };

async function expectNoAxeViolations(page: Page, where: string) {
  await settle(page);
  expect(await axeViolations(page), where).toEqual([]);
}

/** A pack sold to teams at $15.00 a seat, 20% off from five seats (and by the query, with `extra`): its slug and id. */
async function packForTeams(
  api: APIRequestContext,
  language: Language,
  title: string,
  extra: Record<string, string> = {},
) {
  const created = await api.post('/api/packs', {
    data: { title, kind: 'marketplace', language },
    headers: await writeHeaders(api),
  });
  expect(created.status(), 'POST /api/packs').toBe(201);
  const { id } = (await created.json()) as { id: string };
  await uploadText(
    api,
    id,
    'knives.md',
    '# Honing\n\nHone the blade on a steel before each use, at fifteen degrees.\n',
  );
  const published = await api.post(`/api/studio/packs/${id}/publish`, {
    data: {
      title,
      description:
        'Kitchen knives from choosing to honing, explained one step at a time for a team of cooks.',
      category: 'cooking-culinary-arts',
      price: '29.00',
      seatPrice: '15.00',
      teamDiscount: '20',
      language,
      ...extra,
    },
    headers: await writeHeaders(api),
  });
  expect(published.status(), `publish: ${await published.text()}`).toBe(200);
  const { pack } = (await published.json()) as { pack: { slug: string } };
  return { id, slug: pack.slug };
}

/** The member's assistant: the SDK's client with a token the member made. */
async function assistantOf(member: Page) {
  const made = await member.request.post('/api/access-tokens', {
    data: { name: 'Assistant' },
    headers: await writeHeaders(member.request),
  });
  expect(made.status()).toBe(201);
  const { token } = (await made.json()) as { token: string };
  const client = new Client({ name: 'kenja-e2e-teams', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', BASE_URL), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

for (const language of ['en', 'ja'] as const) {
  const t = (namespace: string, key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (result, [name, value]) => result.replace(new RegExp(`{{${name}(, number)?}}`, 'g'), value),
      text(language, namespace, key),
    );

  test(`a team owner buys five seats, gives two, and a freed seat's assistant is refused (${language})`, async ({
    page,
    newContext,
  }) => {
    test.setTimeout(BUDGET.journey);
    const options = language === 'ja' ? { viewport: PHONE } : {};
    const title = `Team knives ${Date.now().toString(36)}`;
    await signInAsNewPerson(page, 'creator', 'Aiko Sato');
    const pack = await packForTeams(page.request, language, title);
    const owner = await (await newContext(options)).newPage();
    await signInAsNewPerson(owner, 'user', 'Oren Owner');
    const member = await (await newContext(options)).newPage();
    const memberPerson = await signInAsNewPerson(member, 'user', 'Mia Member');

    // The owner buys the pack for a new team of five on the sales page, and pays.
    await owner.goto(`${PREFIX[language]}/pack/${pack.slug}`);
    const box = owner.getByRole('region', { name: t('packPage', 'team.heading') }).first();
    await expect(box).toContainText('$60.00');
    await box.getByLabel(t('packPage', 'team.name')).fill('Kitchen crew');
    await expectNoAxeViolations(owner, 'sales page with the team box');
    await box.screenshot({ path: `test-reports/teams/team-box-${language}.png` });
    await box.getByRole('button', { name: t('packPage', 'team.buy_other', { count: '5' }) }).click();
    await owner.getByRole('button', { name: t('checkout', 'pay') }).click();
    await owner.waitForURL(/\/orders\//);

    // In the library, the team holds the pack; the owner gives two seats.
    await owner.goto(`${PREFIX[language]}/library`);
    const teams = owner.getByRole('region', { name: t('library', 'teams.title') });
    await teams
      .getByRole('link', { name: t('library', 'teams.manageLabel', { name: 'Kitchen crew' }) })
      .click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Kitchen crew' })).toBeVisible();
    await expect(owner.getByRole('link', { name: title })).toBeVisible();
    for (const email of [memberPerson.email, `colleague-${Date.now()}@example.test`]) {
      await owner.getByLabel(t('team', 'inviteLabel')).fill(email);
      await owner.getByRole('button', { name: t('team', 'invite') }).click();
      await expect(owner.getByRole('list', { name: t('team', 'seats') })).toContainText(email.toLowerCase());
    }
    await expect(owner.getByText(t('team', 'seatsTaken_other', { taken: '2', count: '5' }))).toBeVisible();
    await expectNoAxeViolations(owner, 'team page with two seats given');
    await owner.screenshot({ path: `test-reports/teams/team-page-${language}.png`, fullPage: true });

    // The member joins in their library and connects an assistant, which reads the pack.
    await member.goto(`${PREFIX[language]}/library`);
    const memberTeams = member.getByRole('region', { name: t('library', 'teams.title') });
    await expectNoAxeViolations(member, 'library with an invitation');
    await memberTeams.screenshot({ path: `test-reports/teams/invitation-${language}.png` });
    await memberTeams.getByRole('button', { name: t('library', 'teams.join') }).click();
    await expect(
      memberTeams.getByRole('link', { name: t('library', 'teams.viewLabel', { name: 'Kitchen crew' }) }),
    ).toBeVisible();
    const assistant = await assistantOf(member);
    const found = (await assistant.callTool({
      name: 'search',
      arguments: { query: 'hone', pack_ids: [pack.id] },
    })) as CallToolResult;
    expect(found.isError ?? false).toBe(false);

    // The owner sees the member's use, frees the seat, and the assistant is refused at once.
    await owner.reload();
    const seat = owner
      .getByRole('list', { name: t('team', 'seats') })
      .getByRole('listitem')
      .filter({ hasText: memberPerson.email.toLowerCase() });
    await expect(seat).toContainText(t('team', 'use_one', { count: '1', date: '' }).trim());
    await seat.getByRole('button', { name: t('team', 'free') }).click();
    await seat.getByRole('button', { name: t('team', 'freeConfirm') }).click();
    await expect(owner.getByText(t('team', 'seatsTaken_other', { taken: '1', count: '5' }))).toBeVisible();
    const refused = (await assistant.callTool({
      name: 'search',
      arguments: { query: 'hone', pack_ids: [pack.id] },
    })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain(`You may not read pack ${pack.id}`);
    await assistant.close();
    await expectNoAxeViolations(owner, 'team page after freeing a seat');
  });

  test(`a team owner buys queries for the team and sets a seat's monthly limit (${language})`, async ({
    page,
    newContext,
  }) => {
    test.setTimeout(BUDGET.journey);
    const options = language === 'ja' ? { viewport: PHONE } : {};
    const title = `Team sauces ${Date.now().toString(36)}`;
    await signInAsNewPerson(page, 'creator', 'Aiko Sato');
    const pack = await packForTeams(page.request, language, title, { queryPrice: '5.00' });
    const owner = await (await newContext(options)).newPage();
    await signInAsNewPerson(owner, 'user', 'Oren Owner');
    const headers = await writeHeaders(owner.request);
    const made = await owner.request.post('/api/teams', {
      data: { name: 'Research desk', seats: 3 },
      headers,
    });
    expect(made.status()).toBe(201);
    const team = (await made.json()) as { id: string };
    const mia = `mia-${Date.now()}@example.test`;
    const given = await owner.request.post(`/api/teams/${team.id}/members`, {
      data: { email: mia },
      headers,
    });
    expect(given.status()).toBe(201);

    // On the sales page, the owner buys 100 queries for the team, and pays.
    await owner.goto(`${PREFIX[language]}/pack/${pack.slug}`);
    const credits = owner.getByRole('region', { name: t('packPage', 'credits.heading') });
    await credits.getByLabel(t('packPage', 'credits.buyFor')).selectOption(team.id);
    await expect(credits).toContainText(t('packPage', 'credits.teamNote'));
    await expectNoAxeViolations(owner, 'sales page, queries for a team');
    await credits.screenshot({ path: `test-reports/teams/team-credits-box-${language}.png` });
    await credits.getByRole('button', { name: t('packPage', 'credits.buy_other', { count: '100' }) }).click();
    await owner.getByRole('button', { name: t('checkout', 'pay') }).click();
    await owner.waitForURL(/\/orders\//);

    // The team's page shows the pool; the owner limits the seat to 40 queries a month.
    await owner.goto(`${PREFIX[language]}/library/teams/${team.id}`);
    const pools = owner.getByRole('region', { name: t('team', 'pools') });
    await expect(pools).toContainText(title);
    await expect(pools).toContainText(t('team', 'poolLeft_other', { count: '100', purchased: '100' }));
    const seat = owner.getByRole('list', { name: t('team', 'seats') }).getByRole('listitem');
    await seat.getByRole('button', { name: t('team', 'setLimit') }).click();
    await seat.getByLabel(t('team', 'limitLabel', { email: mia })).fill('40');
    await seat.getByRole('button', { name: t('team', 'limitSave') }).click();
    await expect(seat).toContainText(t('team', 'creditsUsedOf_other', { count: '0', limit: '40' }));
    await expectNoAxeViolations(owner, 'team page with a pool and a limit');
    await owner.screenshot({ path: `test-reports/teams/team-pools-${language}.png`, fullPage: true });
  });
}
