import { expect, test } from './support/test';
import { text } from './support/locales';

type Heading = [namespace: string, key: string];

/** Every route of the spec (01 §2), and the heading its page shows. */
const ROUTES: [route: string, heading: Heading][] = [
  ['/about', ['about', 'hero.title']],
  ['/mcp', ['mcp', 'hero.title']],
  ['/connect', ['connect', 'signIn.title']],
  ['/creator-studio', ['creatorStudio', 'hero.title']],
  ['/creator/signup', ['creatorSignup', 'signedOut.title']],
  ['/creator/upload', ['creatorUpload', 'signIn.title']],
  ['/creator/offers', ['creatorUpload', 'signIn.title']],
  ['/creator/edit/new', ['creatorUpload', 'signIn.title']],
  ['/creator/success/advanced-react-patterns', ['creatorUpload', 'signIn.title']],
  ['/creator/dashboard', ['creatorUpload', 'signIn.title']],
  ['/creator/packs/no-such-pack/stats', ['creatorUpload', 'signIn.title']],
  ['/pack/no-such-pack', ['packPage', 'notFound.title']],
  ['/cart', ['cart', 'empty.title']],
  ['/checkout/dev/no-such-order', ['checkout', 'signIn.title']],
  ['/checkout/dev/card', ['devCard', 'signIn.title']],
  ['/confirm-purchase/no-such-request', ['confirmPurchase', 'signIn.title']],
  ['/orders/no-such-order', ['orders', 'signIn.title']],
  ['/library', ['library', 'signIn.title']],
  ['/library/no-such-pack/ask', ['ask', 'signIn.title']],
  // Without an answer from a provider the callback page can only fail, clearly.
  ['/auth/callback', ['common', 'authCallback.failed']],
  ['/admin', ['admin', 'signIn.title']],
  ['/terms', ['legal', 'terms.title']],
  ['/privacy', ['legal', 'privacy.title']],
];

const PREFIXES = [
  ['', 'en'],
  ['/us/en', 'en'],
  ['/jp/ja', 'ja'],
] as const;

for (const [prefix, language] of PREFIXES) {
  test.describe(`every route renders its page in its language, under "${prefix || '/'}" (${language})`, () => {
    for (const [route, [namespace, key]] of ROUTES) {
      test(route, async ({ visitorPage }) => {
        const page = await visitorPage({});
        await page.goto(`${prefix}${route}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, namespace, key));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });
    }
  });
}

test.describe('the home variants', () => {
  for (const [path, language] of [
    ['/us/en', 'en'],
    ['/jp/ja', 'ja'],
    ['/ja', 'ja'],
  ] as const) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'home', 'hero.title'));
    });
  }
});

test.describe('aliases land on the Japanese page', () => {
  const aliases: [string, Heading][] = [
    ['/ja/about', ['about', 'hero.title']],
    ['/ja/mcp', ['mcp', 'hero.title']],
    ['/ja/creator-studio', ['creatorStudio', 'hero.title']],
    ['/ja/creator/dashboard', ['creatorUpload', 'signIn.title']],
    ['/creator-studio-jp', ['creatorStudio', 'hero.title']],
    ['/mcp-jp', ['mcp', 'hero.title']],
  ];
  for (const [path, [namespace, key]] of aliases) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', namespace, key));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    });
  }
});

test('deep links survive a reload', async ({ page }) => {
  await page.goto('/jp/ja/creator-studio');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'creatorStudio', 'hero.title'));
});

test('every route answers 200 and any other path 404, with the translated not-found page', async ({
  page,
  request,
}) => {
  for (const path of [
    '/',
    '/about',
    '/us/en/creator/edit/new',
    '/jp/ja/pack/advanced-react-patterns',
    '/ja/mcp',
    '/jp/ja/terms',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  // A sales page of no pack is a missing page too, shown as the pack page's own translated "not found".
  const missingPack = await page.goto('/jp/ja/pack/no-such-pack');
  expect(missingPack?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'packPage', 'notFound.title'));
  for (const [path, language] of [
    ['/no-such-page', 'en'],
    ['/us/en/pack', 'en'],
    ['/jp/ja/no-such-page', 'ja'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'common', 'notFound.title'),
    );
  }
  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');
});
