// The Connect page against the real server: create a token, copy an assistant's settings, test the connection
// through the real /mcp endpoint, and revoke the token — after which the endpoint refuses it at once.
import { BUDGET, expect, test } from './support/test';
import { signInAsNewPerson } from './support/accounts';
import { createTestPack, uploadText } from './support/engine';
import { text } from './support/locales';

const PREFIX = { en: '/us/en', ja: '/jp/ja' } as const;

for (const language of ['en', 'ja'] as const) {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce(
      (s, [name, value]) => s.replace(new RegExp(`{{\\s*${name}[^}]*}}`), String(value)),
      text(language, 'connect', key),
    );

  test(`a person connects an assistant, tests it and revokes the token (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(BUDGET.indexing);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const word = `kenjaconnect${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    await signInAsNewPerson(page, 'admin');
    const pack = await createTestPack(page.request, `Connect ${language} ${word}`);
    await uploadText(page.request, pack.id, 'guide.md', `# Guide\n\nThe ${word} valve opens at 40 degrees.`);

    await page.goto(`${PREFIX[language]}/connect`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));
    await page.getByRole('textbox', { name: t('create.name') }).fill('E2E laptop');
    await page.getByRole('button', { name: t('create.submit') }).click();
    const token = page.getByLabel(t('created.label', { name: 'E2E laptop' }));
    await expect(token).toHaveText(/^kenja_pat_/);
    const secret = (await token.textContent()) ?? '';

    // The settings are filled in with this server's address and the new token, ready to copy.
    await page.getByRole('button', { name: t('setup.clients.cursor'), exact: true }).click();
    await page
      .getByRole('button', { name: t('setup.copyLabel', { client: t('setup.clients.cursor') }) })
      .click();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      mcpServers: { kenja: { url: string; headers: { Authorization: string } } };
    };
    expect(copied.mcpServers.kenja).toEqual({
      url: new URL('/mcp', page.url()).href,
      headers: { Authorization: `Bearer ${secret}` },
    });

    // Left empty, the test searches for the first pack's title, which that pack surely holds, in its own language.
    await page.getByRole('button', { name: t('test.button') }).click();
    const searched = page.getByRole('heading', { name: new RegExp(t('test.passages', { query: '.+' })) });
    await expect(searched).toBeVisible();
    await expect(searched.locator('xpath=following-sibling::ol/li').first()).toBeVisible();

    // The test goes through the real endpoint: the new pack and its passage come back.
    await page.getByRole('textbox', { name: t('test.query') }).fill(word);
    await page.getByRole('button', { name: t('test.button') }).click();
    await expect(page.getByText(`guide.md`).first()).toBeVisible();
    await expect(page.getByText(`The ${word} valve opens at 40 degrees.`)).toBeVisible();

    // Revoked, the token stops working at once.
    await page.getByRole('button', { name: t('created.done') }).click();
    await page.getByRole('button', { name: t('tokens.revokeLabel', { name: 'E2E laptop' }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('tokens.confirm') })
      .click();
    await expect(
      page.getByRole('button', { name: t('tokens.revokeLabel', { name: 'E2E laptop' }) }),
    ).toHaveCount(0);
    const refused = await page.request.post('/mcp', {
      headers: { authorization: `Bearer ${secret}`, accept: 'application/json, text/event-stream' },
      data: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(refused.status()).toBe(401);

    // The search made by the test is in the person's history.
    await page.reload();
    await expect(page.getByText(word, { exact: true })).toBeVisible();
  });
}
