import { expect, test, type Page } from './support/test';
import { text } from './support/locales';
import { letTheAppTakeOver } from './support/take-over';

test.describe('home marketplace', () => {
  test('shows trending packs from the database, with prices, stats and social proof', async ({ page }) => {
    await page.goto('/us/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home', 'hero.title'));
    await expect(page.getByRole('heading', { name: 'Trending Today' })).toBeVisible();

    const card = page.getByRole('article').filter({ hasText: 'Advanced Marketing Strategy' });
    await expect(card).toBeVisible();
    await expect(card.locator('s')).toContainText('$');
    await expect(card).toContainText(/\d[\d,]* users/);
    // A figure only events move: buyers, not an invented download count (issue 48).
    await expect(card).not.toContainText(/download/i);
    await expect(card).toContainText(/people injected expert knowledge today!/);
    await expect(card.getByRole('link', { name: 'Advanced Marketing Strategy' })).toHaveAttribute(
      'href',
      '/us/en/pack/advanced-marketing-strategy',
    );
    const categories = page.getByRole('region', { name: 'Browse by category' }).getByRole('button');
    await expect(categories).toHaveCount(18);
    await expect(categories.and(page.locator('[aria-pressed="false"]'))).toHaveCount(18);
  });

  test('searches, filters by category, clears, and keeps the filter in the URL', async ({ page }) => {
    await page.goto('/us/en');
    const search = page.getByRole('searchbox', { name: 'Search knowledge packs' });
    await search.fill('react');
    await expect(page).toHaveURL(/[?&]q=react/);
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Advanced React Patterns' })).toBeVisible();
    await expect(page.getByTestId('results-summary')).toContainText('“react”');

    // A reload (or a shared link) shows the same results.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search knowledge packs' })).toHaveValue('react');
    await expect(page.getByRole('article').filter({ hasText: 'Advanced React Patterns' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('heading', { name: 'Trending Today' })).toBeVisible();
    await expect(page).not.toHaveURL(/q=/);

    const cooking = page.getByRole('button', { name: 'Cooking & Culinary Arts' });
    await cooking.click();
    await expect(cooking).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/category=cooking-culinary-arts/);
    await expect(page.getByTestId('results-summary')).toContainText('in Cooking & Culinary Arts');
    await expect(page.getByRole('article').filter({ hasText: 'Healthy Cooking & Nutrition' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasNotText: 'Cooking & Culinary Arts' })).toHaveCount(0);

    // Choosing the active category again clears it.
    await cooking.click();
    await expect(cooking).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { name: 'Trending Today' })).toBeVisible();
  });

  test('shows the empty state and brings every pack back', async ({ page }) => {
    await page.goto('/us/en?q=zzzz-no-such-pack');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or browse our categories')).toBeVisible();
    await page.getByRole('button', { name: 'Show All Packs' }).click();
    await expect(page.getByRole('heading', { name: 'Trending Today' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('works in Japanese: category names, summary and prices', async ({ page }) => {
    await page.goto('/jp/ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'home', 'hero.title'));
    await expect(page.getByRole('heading', { name: text('ja', 'home', 'trending.title') })).toBeVisible();
    await page.getByRole('searchbox').fill('料理');
    await expect(page.getByRole('heading', { name: text('ja', 'home', 'results.title') })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Healthy Cooking & Nutrition' })).toBeVisible();
    await expect(page.getByTestId('results-summary')).toContainText('「料理」');
  });

  test('shows a translated error banner with retry when the API fails, never a blank page', async ({
    page,
  }) => {
    // The first screen comes with its packs from the server (ADR 0055): a search is the browser's own request.
    await page.goto('/jp/ja');
    await letTheAppTakeOver(page);
    let fail = true;
    await page.route('**/api/packs?**', (route) =>
      fail ? route.abort('connectionrefused') : route.fallback(),
    );
    await page.getByRole('searchbox').fill('料理');
    const banner = page.getByRole('alert');
    await expect(banner).toContainText(text('ja', 'home', 'loadError'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    fail = false;
    await banner.getByRole('button', { name: text('ja', 'common', 'retry') }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('fits a 360 px wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ['/us/en', '/jp/ja']) {
      await page.goto(path);
      await expect(page.getByRole('article').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('takes the README screenshots of the home page in each language', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1500 });
    for (const language of ['en', 'ja'] as const) {
      await page.goto(language === 'en' ? '/us/en' : '/jp/ja');
      await expect(page.getByRole('article').nth(3)).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `docs/screenshots/home-${language}.png` });
    }
  });
});

test.describe('home: what a filter does is visible at once', () => {
  const resultsInView = (page: Page) =>
    page.evaluate(() => {
      const top = document.getElementById('results-heading')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });

  for (const [name, viewport] of [
    ['on a desktop', { width: 1280, height: 800 }],
    ['on a phone', { width: 390, height: 844 }],
  ] as const) {
    test(`a category click brings the results into view, ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/us/en');
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await resultsInView(page)).toBe(false);
      await page.getByRole('button', { name: 'Gardening & Horticulture' }).click();
      await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
      await expect.poll(() => resultsInView(page)).toBe(true);
      await expect(page.getByRole('button', { name: 'Gardening & Horticulture' })).toBeFocused();
    });
  }

  test('typing shows the count by the search box and keeps the focus there; Enter goes to the results', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/jp/ja');
    const search = page.getByRole('searchbox');
    await search.pressSequentially('料理');
    await expect(page.getByTestId('results-preview')).toContainText(/\d+件のパックが見つかりました/);
    await expect(search).toBeFocused();
    expect(await resultsInView(page)).toBe(false);
    await search.press('Enter');
    await expect.poll(() => resultsInView(page)).toBe(true);
  });
});
