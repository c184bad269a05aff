import { expect, test, type Locator, type Page } from './support/test';
import { text } from './support/locales';

/** How many lines the word `word` spans inside `element` (its characters' distinct tops), ignoring break marks. */
async function linesSpannedBy(element: Locator, word: string): Promise<number> {
  return element.evaluate((root, word) => {
    const chars: { node: Text; offset: number; char: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      [...node.data].forEach((char, offset) => {
        if (char !== '\u200B') chars.push({ node, offset, char });
      });
    }
    const start = chars
      .map((c) => c.char)
      .join('')
      .indexOf(word);
    if (start < 0) throw new Error(`"${word}" not in "${root.textContent}"`);
    const tops = new Set<number>();
    for (const { node, offset } of chars.slice(start, start + word.length)) {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      tops.add(Math.round(range.getBoundingClientRect().top));
    }
    return tops.size;
  }, word);
}

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
      await expect.poll(() => linesSpannedBy(heading, 'アシスタント')).toBe(1);

      await page.goto('/jp/ja/about');
      await expect(page.locator('#about-demo')).toBeVisible(); // the page has rendered
      for (const heading of await page.getByRole('heading').all()) {
        const content = (await heading.textContent()) ?? '';
        for (const word of ['アシスタント', '専門知識'].filter((w) =>
          content.replaceAll('\u200B', '').includes(w),
        )) {
          expect(await linesSpannedBy(heading, word), content).toBe(1);
        }
      }
    });
  }
});
