// Buying a pack end to end with the dev checkout (issue 11), in both languages: the sales page, the cart, the test
// payment, the receipt and My Library — then the buyer's MCP client can search the pack, and after the refund it
// cannot.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { BUDGET, expect, test, type APIRequestContext, type Page } from './support/test';
import { CSRF_HEADER } from '../src/common/http';
import { signInAsNewPerson } from './support/accounts';
import { axeViolations, settle } from './support/axe';
import { text } from './support/locales';
import { BASE_URL } from './support/servers';

type Language = 'en' | 'ja';
const PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };
/** A seeded demo pack whose documents the engine indexes at start. */
const SLUG: Record<Language, string> = { en: 'advanced-react-patterns', ja: 'machine-learning-fundamentals' };

async function expectNoAxeViolations(page: Page, where: string) {
  await settle(page);
  expect(await axeViolations(page), where).toEqual([]);
}

/** An access token made as the Connect page makes it. */
async function createToken(api: APIRequestContext): Promise<string> {
  const session = (await (await api.get('/api/auth/session')).json()) as { session: { csrfToken: string } };
  const res = await api.post('/api/access-tokens', {
    data: { name: 'E2E assistant' },
    headers: { Origin: BASE_URL, [CSRF_HEADER]: session.session.csrfToken },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/** The buyer's assistant searching the pack through MCP (the SDK's own client): true when it may. */
async function assistantCanSearch(token: string, packId: string): Promise<boolean> {
  const client = new Client({ name: 'kenja-e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', BASE_URL), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  try {
    const result = (await client.callTool({
      name: 'search',
      arguments: { query: 'component', pack_ids: [packId] },
    })) as CallToolResult;
    return !result.isError;
  } finally {
    await client.close();
  }
}

for (const language of ['en', 'ja'] as const) {
  const t = (namespace: string, key: string) => text(language, namespace, key);

  test(`a buyer buys a pack, connects it, and gets a refund (${language})`, async ({ page }) => {
    test.setTimeout(BUDGET.journey);
    await signInAsNewPerson(page, 'user', 'Ken Tanaka');
    const token = await createToken(page.request);

    // The sales page, from the database.
    await page.goto(`${PREFIX[language]}/pack/${SLUG[language]}`);
    const card = page.getByRole('region', { name: t('packPage', 'purchase.heading') }).first();
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page, 'sales page');
    const packPage = (await (await page.request.get(`/api/packs/by-slug/${SLUG[language]}`)).json()) as {
      pack: { id: string; title: string };
    };
    expect(await assistantCanSearch(token, packPage.pack.id)).toBe(false);

    // Into the cart ("Added to Cart!" for a moment), then checkout.
    await card.getByRole('button', { name: t('packPage', 'purchase.addToCart') }).click();
    await expect(card.getByRole('button', { name: t('packPage', 'purchase.added') })).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(language === 'en' ? '^Cart, 1 pack$' : '^カート 1 件$') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cart', 'title'));
    await expect(page.getByRole('list', { name: t('cart', 'listLabel') })).toContainText(packPage.pack.title);
    await expectNoAxeViolations(page, 'cart');
    await page.getByRole('button', { name: t('cart', 'checkout') }).click();

    // The dev checkout says what it is, and pays through the same fulfilment as Stripe.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('checkout', 'title'));
    await expect(page.getByText(t('checkout', 'devNotice'))).toBeVisible();
    await expectNoAxeViolations(page, 'dev checkout');
    await page.getByRole('button', { name: t('checkout', 'pay') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('orders', 'paidTitle'));
    await expectNoAxeViolations(page, 'receipt');

    // My Library has it, and the assistant can search it now.
    await page.getByRole('link', { name: t('orders', 'library') }).click();
    const item = page.getByRole('listitem').filter({ hasText: packPage.pack.title });
    await expect(item).toBeVisible();
    await expectNoAxeViolations(page, 'library');
    expect(await assistantCanSearch(token, packPage.pack.id)).toBe(true);

    // A buyer reviews the pack on its sales page (verified: a purchase).
    await item.getByRole('link', { name: packPage.pack.title }).click();
    await page
      .getByRole('tab', {
        name: new RegExp(t('packPage', 'tabs.reviews_other').split('（')[0]!.split(' (')[0]!),
      })
      .click();
    await page.getByRole('radio', { name: language === 'en' ? '5 stars' : '星5' }).check({ force: true });
    await page
      .getByRole('textbox', { name: t('packPage', 'reviews.commentLabel') })
      .fill('Exactly what my assistant needed.');
    await page.getByRole('button', { name: t('packPage', 'reviews.submit') }).click();
    await expect(page.getByText(t('packPage', 'reviews.saved'))).toBeVisible();
    const mine = page
      .getByRole('list', { name: t('packPage', 'reviews.listLabel') })
      .getByRole('listitem')
      .filter({
        hasText: 'Exactly what my assistant needed.',
      });
    await expect(mine).toContainText(t('packPage', 'reviews.verified'));
    await expectNoAxeViolations(page, 'reviews tab with a review');
    await page.goto(`${PREFIX[language]}/library`);

    // The refund: confirmed, gone from the library, and from the assistant at once.
    await item.getByRole('button', { name: t('library', 'refund.button') }).click();
    const dialog = page.getByRole('dialog', { name: t('library', 'refund.title') });
    // The dialog names what comes back once the server has said how much.
    const confirm = dialog.getByRole('button', { name: t('library', 'refund.confirm'), exact: true });
    await expect(confirm).toBeEnabled();
    await expectNoAxeViolations(page, 'refund dialog');
    await confirm.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('library', 'empty.title'));
    expect(await assistantCanSearch(token, packPage.pack.id)).toBe(false);

    // The sales page offers it again.
    await page.goto(`${PREFIX[language]}/pack/${SLUG[language]}`);
    await expect(card.getByRole('button', { name: t('packPage', 'purchase.buyNow') })).toBeVisible();
  });
}

for (const language of ['en', 'ja'] as const) {
  for (const [width, bar] of [
    [375, true],
    [800, true],
    [1280, false],
  ] as const) {
    test(`the sales page at ${width} px: ${bar ? 'the buy bar at the bottom' : 'no buy bar'}, ${width >= 1024 ? 'the sticky bar after scrolling' : 'no sticky bar'} (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${PREFIX[language]}/pack/${SLUG.en}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const buyNow = page.getByRole('button', { name: text(language, 'packPage', 'purchase.buyNow') });
      // The purchase card's Buy Now, plus the bottom bar's on a phone or a tablet.
      await expect(buyNow.filter({ visible: true })).toHaveCount(bar ? 2 : 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page, `sales page at ${width}px`);
      // After 600 px of scrolling, desktops get the sticky bar at the top; smaller screens keep the bottom bar.
      const sticky = page.getByTestId('sticky-bar');
      await expect(sticky).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 700));
      if (width >= 1024) await expect(sticky).toBeVisible();
      else await expect(sticky).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(sticky).toBeHidden();
    });
  }
}
