import { expect, test, type Page } from './support/test';
import { wordsSplitAcrossLines } from './support/line-boxes';
import { text } from './support/locales';

/** Makes the browser say it has no `word-break: auto-phrase`, as Safari and Firefox do. */
async function withoutAutoPhrase(page: Page) {
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((...args: [string, string?]) =>
      args.join(':').includes('auto-phrase')
        ? false
        : supports(...(args as [string, string]))) as typeof CSS.supports;
  });
}

test.describe('Japanese headings on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [name, setUp] of [
    ['with the browser’s phrase breaking', async () => {}],
    ['with BudouX where the browser has none', withoutAutoPhrase],
  ] as const) {
    test(`break between phrases, ${name}`, async ({ page }) => {
      await setUp(page);
      await page.goto('/jp/ja');
      const heading = page.getByRole('heading', { level: 1 });
      const plain = async () => (await heading.textContent())?.replaceAll('\u200B', '');
      await expect.poll(plain).toBe(text('ja', 'home', 'hero.title'));
      await expect.poll(() => wordsSplitAcrossLines(heading, 'アシスタント')).toEqual([]);

      await page.goto('/jp/ja/about');
      await expect(page.locator('#about-demo')).toBeVisible(); // the page has rendered
      for (const heading of await page.getByRole('heading').all()) {
        const content = (await heading.textContent()) ?? '';
        expect(await wordsSplitAcrossLines(heading, 'アシスタント|専門知識'), content).toEqual([]);
      }
    });
  }
});
