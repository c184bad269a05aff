import { expect, test } from './support/test';
import { text } from './support/locales';

// Issue 53 (ADR 0055): the public pages' first screen comes as HTML from the server, and the app takes it over on
// the visitor's first intent. What a visitor or a crawler reads must be the same before and after.

const PAGES = [
  '',
  '/about',
  '/mcp',
  '/creator-studio',
  '/pack/advanced-marketing-strategy',
  '/terms',
  '/privacy',
];
const PREFIXES = { en: '/us/en', ja: '/jp/ja' } as const;

/** Whether React has taken over the page's footer (the last of the shell it hydrates). Runs in the page. */
function hydrated() {
  const footer = document.querySelector('footer');
  return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber'));
}

for (const [language, prefix] of Object.entries(PREFIXES)) {
  for (const page of PAGES) {
    const path = `${prefix}${page}`;
    test(`${path} reads the same from the server's HTML and once the app has taken it over`, async ({
      browser,
    }) => {
      const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
      const served = await withoutScripts.newPage();
      const answer = await served.goto(path);
      expect(answer?.status()).toBe(200);
      await expect(served.locator('html')).toHaveAttribute('lang', language);
      await expect(served.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const before = { text: await served.locator('body').innerText(), title: await served.title() };
      await withoutScripts.close();

      const context = await browser.newContext();
      const live = await context.newPage();
      const problems: string[] = [];
      live.on('pageerror', (error) => problems.push(String(error)));
      live.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await live.goto(path);
      // Nothing of the app runs until the visitor reaches for the page.
      expect(await live.evaluate(hydrated)).toBe(false);
      await live.mouse.move(10, 10);
      await expect.poll(() => live.evaluate(hydrated)).toBe(true);
      await expect.poll(() => live.locator('body').innerText()).toBe(before.text);
      expect(await live.title()).toBe(before.title);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}

test('a click and typing before the app has taken the page over are not lost', async ({ page }) => {
  await page.goto('/us/en');
  // The first touch of the page is the click itself: held until React listens, then made again.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('button', { name: 'Language: English' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await page.goto('/jp/ja');
  await page.getByRole('searchbox', { name: text('ja', 'home', 'hero.searchLabel') }).fill('react');
  await expect(page).toHaveURL(/[?&]q=react/);
  await expect(page.getByRole('article').filter({ hasText: 'Advanced React Patterns' })).toBeVisible();
});

test('the search works without the app: the form sends ?q= and the server renders the results', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/us/en');
  await page.getByRole('searchbox', { name: 'Search knowledge packs' }).fill('react');
  await page.getByRole('searchbox', { name: 'Search knowledge packs' }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=react/);
  await expect(page.getByRole('article').filter({ hasText: 'Advanced React Patterns' })).toBeVisible();
  await context.close();
});
