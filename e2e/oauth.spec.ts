// An assistant connects by signing in (issue 22): the official MCP SDK client discovers Kenja's authorization
// server and registers itself, a person signs in and allows it on the consent page in Chromium (limited to one pack),
// the SDK exchanges the code with its PKCE verifier and calls tools with the token, and disconnecting the assistant on
// the Connect page stops its token at once. axe-core checks the consent page and the Connect page's list in both
// languages, the Japanese run on a phone.
import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { axeViolations, settle } from './support/axe';
import { text } from './support/locales';
import { ASSISTANT_CALLBACK, AssistantOAuth } from './support/oauth-assistant';
import { BASE_URL } from './support/servers';
import { expect, PHONE, test, type Page } from './support/test';

const PREFIX = { en: '/us/en', ja: '/jp/ja' } as const;

/** Signs in through the modal the consent page's own Sign In button opens, as the person would. */
async function signInFromPage(page: Page, language: 'en' | 'ja') {
  await page
    .getByRole('main')
    .getByRole('button', { name: text(language, 'oauth', 'signIn.button') })
    .click();
  const dialog = page.getByRole('dialog', { name: text(language, 'common', 'auth.modalTitle') });
  await dialog
    .getByRole('radio', { name: text(language, 'common', 'userMenu.roles.admin') })
    .check({ force: true });
  await dialog.getByRole('button', { name: text(language, 'common', 'auth.demo.button') }).click();
  await expect(dialog).toBeHidden();
}

for (const language of ['en', 'ja'] as const) {
  const t = (namespace: string, key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (s, [name, value]) => s.replace(new RegExp(`{{\\s*${name}[^}]*}}`), value),
      text(language, namespace, key),
    );

  test(`an assistant connects by signing in, calls tools, and is disconnected (${language})`, async ({
    page,
  }) => {
    const name = `E2E Assistant ${language} ${Date.now()}`;
    const assistant = new AssistantOAuth(name);
    const serverUrl = new URL('/mcp', BASE_URL);
    // Discovery from the 401, registration, PKCE: the SDK's own code, against the running server.
    expect(await auth(assistant, { serverUrl })).toBe('REDIRECT');
    const authorizationUrl = assistant.authorizationUrl!;
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${BASE_URL}/oauth/authorize`);

    // The browser the assistant opened: a Japanese reader is taken to the Japanese page, query and all.
    if (language === 'ja') {
      await page.setViewportSize(PHONE);
      await page.addInitScript(() => window.localStorage.setItem('kenja.language', 'ja'));
    }
    let answered: URL | undefined;
    await page.route(`${ASSISTANT_CALLBACK}**`, async (route) => {
      answered = new URL(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'Back in the assistant' });
    });
    await page.goto(authorizationUrl.href);
    const shownAt =
      language === 'ja' ? `${BASE_URL}${PREFIX.ja}/oauth/authorize` : `${BASE_URL}/oauth/authorize`;
    await expect(page).toHaveURL(`${shownAt}${authorizationUrl.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('oauth', 'signIn.title', { name }));
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);

    await signInFromPage(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('oauth', 'consent.title', { name }));
    await expect(page.getByText(t('common', 'assistant.unverified'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('oauth', 'consent.scopes.read'))).toBeVisible();
    await expect(page.getByText(t('oauth', 'consent.scopes.ask'))).toBeVisible();
    await page.getByRole('radio', { name: t('oauth', 'consent.chosenPacks') }).check({ force: true });
    const firstPack = page
      .getByRole('group', { name: t('oauth', 'consent.packsLegend') })
      .getByRole('checkbox')
      .first();
    await expect(firstPack).toBeVisible();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    const chosenTitle = (await firstPack.locator('xpath=ancestor::label[1]').innerText()).trim();
    await firstPack.check({ force: true });
    await page.getByRole('button', { name: t('oauth', 'consent.allow'), exact: true }).click();
    // Back at the assistant: the navigation is over before the next one starts.
    await page.waitForURL(`${ASSISTANT_CALLBACK}**`);
    await expect.poll(() => answered?.href).toBeTruthy();
    expect(answered!.searchParams.get('state')).toBe('e2e-state');
    expect(answered!.searchParams.get('iss')).toBe(BASE_URL);
    const code = answered!.searchParams.get('code');
    expect(code).toBeTruthy();

    // The assistant exchanges the code and calls tools: only the pack the person chose is there.
    expect(await auth(assistant, { serverUrl, authorizationCode: code! })).toBe('AUTHORIZED');
    const client = new Client({ name: 'e2e-assistant', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(serverUrl, { authProvider: assistant }));
    const listed = (await client.callTool({ name: 'list_packs', arguments: {} })).structuredContent as {
      packs: { title: string }[];
    };
    expect(listed.packs.map((p) => p.title)).toEqual([chosenTitle]);
    await client.close();

    // The Connect page lists it; disconnecting stops its token at once.
    await page.goto(`${PREFIX[language]}/connect`);
    const section = page.getByRole('region', { name: t('connect', 'connections.title') });
    await expect(section.getByText(name)).toBeVisible();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await section
      .getByRole('button', { name: t('connect', 'connections.disconnectLabel', { name }) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('connect', 'connections.disconnect') })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(section.getByText(name)).toHaveCount(0);
    const after = await fetch(serverUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${assistant.saved!.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(after.status).toBe(401);
  });
}
