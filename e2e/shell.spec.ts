import { expect, test, type Page } from './support/test';
import { text } from './support/locales';

/** Opens the header's language menu (its button is named in the page's language `from`) and picks `to`. */
async function chooseLanguage(page: Page, from: 'en' | 'ja', to: 'en' | 'ja') {
  await page.getByRole('button', { name: new RegExp(`^${text(from, 'common', 'language.label')}:`) }).click();
  await page.getByRole('link', { name: text(to, 'common', `language.${to}`) }).click();
}

test.describe('shell', () => {
  test('the root path goes to the home page in the browser’s language', async ({ browser }) => {
    for (const [locale, path] of [
      ['ja-JP', '/jp/ja'],
      ['en-US', '/us/en'],
      ['fr-FR', '/us/en'],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(path);
      await context.close();
    }
  });

  test('the language menu swaps the prefix and keeps the rest of the path and the query', async ({
    page,
  }) => {
    await page.goto('/about');
    await chooseLanguage(page, 'en', 'ja');
    await expect(page).toHaveURL('/jp/ja/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    await chooseLanguage(page, 'ja', 'en');
    await expect(page).toHaveURL('/us/en/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/us/en?q=garden&category=gardening-horticulture');
    await chooseLanguage(page, 'en', 'ja');
    await expect(page).toHaveURL('/jp/ja?q=garden&category=gardening-horticulture');
    await expect(page.getByRole('article').filter({ hasText: 'Organic Gardening Mastery' })).toBeVisible();
  });

  test('an alias keeps its language when switched', async ({ page }) => {
    await page.goto('/mcp-jp');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await chooseLanguage(page, 'ja', 'en');
    await expect(page).toHaveURL('/us/en/mcp');
  });

  test('the nav keeps the page’s language prefix', async ({ page }) => {
    await page.goto('/jp/ja');
    const nav = page.getByRole('navigation', { name: text('ja', 'common', 'nav.label') }).first();
    await expect(nav.getByRole('link', { name: text('ja', 'common', 'nav.about') })).toHaveAttribute(
      'href',
      '/jp/ja/about',
    );
    await page.goto('/about');
    const enNav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(enNav.getByRole('link', { name: 'MCP' })).toHaveAttribute('href', '/mcp');
    await expect(enNav.getByRole('link', { name: 'Creator Studio' })).toHaveAttribute(
      'href',
      '/creator-studio',
    );
  });

  test('unknown paths get a translated 404 page', async ({ page }) => {
    await page.goto('/us/en/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.goto('/jp/ja/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'common', 'notFound.title'));
  });

  test('unknown API paths answer JSON 404, not the app', async ({ request }) => {
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  test('the mobile menu opens the nav at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/us/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-nav').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/us/en/about');
    await expect(page.locator('#mobile-nav')).toHaveCount(0);
  });
});
