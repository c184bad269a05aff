import { expect, test, type Page } from './support/test';
import { text } from './support/locales';
import { networkQuiet } from './support/network';
import { letTheAppTakeOver } from './support/take-over';

const ABOUT_CHUNK = '**/assets/about-page-*.js';

async function openAboutFromTheNav(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About' }).click();
}

/** What the server's index.html says after another version was deployed: a new entry script. */
async function deployAnotherVersion(page: Page) {
  await page.route('**/index.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><script type="module" crossorigin src="/assets/index-newversion.js"></script>',
    }),
  );
}

test.describe('a page whose code fails to load', () => {
  test('comes back with Try Again after a network blip', async ({ page }) => {
    await page.goto('/us/en');
    await letTheAppTakeOver(page); // the nav's link is then the app's, not a page load
    let failures = 0;
    await page.route(ABOUT_CHUNK, (route) =>
      failures++ === 0 ? route.abort('connectionreset') : route.fallback(),
    );
    await openAboutFromTheNav(page);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'about', 'hero.title'));
    // Try Again asked for the code again, or (the browser kept the failed import) loaded the page anew, which the
    // server renders whole.
    expect(failures).toBeGreaterThanOrEqual(1);
  });

  test('reloads once, straight to that page, when a new version replaced the code', async ({ page }) => {
    await page.goto('/us/en');
    await letTheAppTakeOver(page); // the nav's link is then the app's, not a page load
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await deployAnotherVersion(page);
    let requests = 0;
    await page.route(ABOUT_CHUNK, (route) =>
      requests++ === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback(),
    );
    await openAboutFromTheNav(page);

    await expect(page).toHaveURL('/us/en/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'about', 'hero.title'));
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false); // a fresh page
  });

  test('does not reload in a loop when the new version is broken too', async ({ page }) => {
    await page.goto('/us/en');
    await letTheAppTakeOver(page); // the nav's link is then the app's, not a page load
    await deployAnotherVersion(page);
    await page.route(ABOUT_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    let loads = 0;
    page.on('load', () => loads++);
    await openAboutFromTheNav(page);

    // Reloaded once, straight to the page, which the server renders whole (ADR 0055).
    await expect(page).toHaveURL('/us/en/about');
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'about', 'hero.title'));
    // The visitor reaches for it: the app cannot load the page's code, does not reload again, and leaves the
    // server's page as it is rather than put an error screen in its place.
    await page.mouse.move(10, 10);
    await networkQuiet(page);
    expect(loads).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'about', 'hero.title'));
  });
});
