import { SERVER_RENDERED_ROUTES } from '../src/common/routes';
import { expect, test, type Page } from './support/test';
import { text } from './support/locales';
import { appHasTakenOver } from './support/take-over';

// Issue 53 (ADR 0055): the public pages' first screen comes as HTML from the server, and the app takes it over on
// the visitor's first intent. What a visitor or a crawler reads must be the same before and after.

/** Every page the server renders (src/common/routes.ts), a pack's sales page as the demo's first pack. */
const PAGES = SERVER_RENDERED_ROUTES.map((route) =>
  route === '/' ? '' : route.replace(':productId', 'advanced-marketing-strategy'),
);
const PREFIXES = { en: '/us/en', ja: '/jp/ja' } as const;

for (const [language, prefix] of Object.entries(PREFIXES)) {
  for (const page of PAGES) {
    const path = `${prefix}${page}`;
    test(`${path} reads the same from the server's HTML and once the app has taken it over`, async ({
      browser,
    }) => {
      const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
      // A crawler, or a browser before any script: the page whole, in its language.
      const plain = await withoutScripts.newPage();
      const answer = await plain.goto(path);
      expect(answer?.status()).toBe(200);
      await expect(plain.locator('html')).toHaveAttribute('lang', language);
      await expect(plain.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(plain.getByRole('contentinfo')).toBeVisible();
      const title = await plain.title();
      await withoutScripts.close();

      const context = await browser.newContext();
      const live = await context.newPage();
      const problems: string[] = [];
      live.on('pageerror', (error) => problems.push(String(error)));
      live.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await live.goto(path);
      // Nothing of the app runs until the visitor reaches for the page: what shows is the server's HTML (read from
      // this very load: another spec may buy a pack meanwhile, and the next load would show it).
      expect(await live.evaluate(appHasTakenOver)).toBe(false);
      const served = await readableLines(live);
      expect(await live.title()).toBe(title);
      await live.mouse.move(10, 10);
      await expect.poll(() => live.evaluate(appHasTakenOver)).toBe(true);
      // Every line the server sent is there, in its order: what the app adds is only what loads as it comes near
      // (a sales page's reviews below the fold).
      await expect.poll(async () => missingLines(served, await readableLines(live))).toEqual([]);
      expect(await live.title()).toBe(title);
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

const linesOf = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/**
 * The page's lines, but for a sales page's live activity ("Someone bought this pack 43 seconds ago"): it moves with
 * the clock and with other people's purchases, on the server as in the browser. That the app's first render wrote
 * what the server did is the console's to say (React reports a mismatch as an error).
 */
async function readableLines(page: Page): Promise<string[]> {
  const [body, live] = await page.evaluate(() => [
    document.body.innerText,
    document.querySelector<HTMLElement>('[aria-labelledby="activity-heading"]')?.innerText ?? '',
  ]);
  const moving = new Set(linesOf(live ?? ''));
  return linesOf(body ?? '').filter((line) => !moving.has(line));
}

/** The lines of `expected` not found, in order, among `actual`'s. */
function missingLines(expected: string[], actual: string[]): string[] {
  const missing: string[] = [];
  let at = 0;
  for (const line of expected) {
    const found = actual.indexOf(line, at);
    if (found === -1) missing.push(line);
    else at = found + 1;
  }
  return missing;
}
