// Layouts at a phone's, a tablet's and a desktop's width, in both languages, held by the boxes the browser
// draws (issue 48): every admin tab on screen, the query history in a column wide enough for its words, no word
// of a card's title split across lines, a buy bar at every width and never over the footer's last line; axe-core
// on each page.
import { networkQuiet } from './support/network';
import { expect, test, type Locator, type Page } from './support/test';
import { signInAsNewPerson } from './support/accounts';
import { axeViolations, settle } from './support/axe';
import { writeHeaders } from './support/engine';
import { wordsSplitAcrossLines } from './support/line-boxes';
import { text } from './support/locales';

type Language = 'en' | 'ja';
const PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 800, height: 1000 },
  { width: 1280, height: 800 },
];
/** Below Tailwind's `lg`, the purchase card is in the page's flow and a bar at the bottom keeps Buy Now in reach. */
const DESKTOP = 1024;

/** Katakana words (the middle dot ・ between them is a break) and Latin words. */
const WORDS = '[\\u30A1-\\u30FA\\u30FC]{2,}|[A-Za-z]{2,}';
const QUERY = 'Why do my components re-render so often, and which unnecessary renders can I avoid?';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const box = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });

/** The box of the last line of text in `element`. */
const lastLineOf = (element: Locator): Promise<Box> =>
  element.evaluate((root) => {
    const lines: DOMRect[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      lines.push(...[...range.getClientRects()].filter((r) => r.height > 0));
    }
    const { left, right, top, bottom } = lines.reduce((a, b) => (b.bottom > a.bottom ? b : a));
    return { left, right, top, bottom };
  });

const overlaps = (a: Box, b: Box) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

async function expectNoAxeViolations(page: Page, where: string) {
  await settle(page);
  expect(await axeViolations(page), where).toEqual([]);
}

/** Signs a new admin in and gives them the Japanese demo packs, as an admin would (their library then lists them). */
async function signInWithJapanesePacks(page: Page) {
  const { id } = await signInAsNewPerson(page, 'admin');
  const headers = await writeHeaders(page.request);
  const { packs } = (await (await page.request.get('/api/packs')).json()) as {
    packs: { id: string; language: Language }[];
  };
  const japanese = packs.filter((pack) => pack.language === 'ja');
  for (const pack of japanese) {
    const res = await page.request.post(`/api/admin/users/${id}/entitlements`, {
      data: { pack_id: pack.id },
      headers,
    });
    expect(res.status(), 'grant').toBe(200);
  }
  return { headers, japanese };
}

/**
 * Scrolls to the page's end until it stays there: the sales page loads what lies below its tabs once the
 * reader comes near it, and grows. At its end when, scrolled to the bottom and at rest, it is as tall as before.
 */
async function scrollToTheEnd(page: Page) {
  let height = 0;
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settle(page);
      const before = height;
      height = await page.evaluate(() => document.documentElement.scrollHeight);
      return height === before;
    })
    .toBe(true);
}

for (const language of ['en', 'ja'] as const) {
  const t = (namespace: string, key: string) => text(language, namespace, key);

  for (const viewport of WIDTHS) {
    const at = `at ${viewport.width} px (${language})`;
    test.describe(at, () => {
      test.use({ viewport });

      test(`every admin tab is on screen, and the keys reach each one`, async ({ page }) => {
        await signInAsNewPerson(page, 'admin');
        await page.goto(`${PREFIX[language]}/admin`);
        const list = page.getByRole('tablist', { name: t('admin', 'tabs.label') });
        const tabs = list.getByRole('tab');
        await expect(tabs).toHaveCount(8);
        await expectNoAxeViolations(page, 'admin console');

        // Nothing scrolled out of the list, and every tab inside it and inside the screen.
        expect(await list.evaluate((l) => l.scrollWidth <= l.clientWidth)).toBe(true);
        const listBox = await box(list);
        for (const tab of await tabs.all()) {
          const [tabBox, name] = [await box(tab), (await tab.textContent()) ?? ''];
          expect(tabBox.left, name).toBeGreaterThanOrEqual(Math.max(0, listBox.left) - 0.5);
          expect(tabBox.right, name).toBeLessThanOrEqual(Math.min(viewport.width, listBox.right) + 0.5);
          await expect(tab).toBeInViewport({ ratio: 1 });
        }

        // The WAI-ARIA keys: End to the last tab, the arrow on to the first again.
        await tabs.first().focus();
        await page.keyboard.press('End');
        await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
        await expect(tabs.last()).toBeFocused();
        await expect(tabs.last()).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('ArrowRight');
        await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      });

      test(`the query history has room for its words`, async ({ page }) => {
        const { headers, japanese } = await signInWithJapanesePacks(page);
        const res = await page.request.post('/api/search', {
          data: { query: QUERY, pack_ids: [japanese[0]!.id] },
          headers,
        });
        expect(res.status(), 'search').toBe(200);

        await page.goto(`${PREFIX[language]}/connect`);
        const query = page.getByText(QUERY, { exact: true });
        await expect(query).toBeVisible();
        await expectNoAxeViolations(page, 'connect page');
        // A column of its own on a phone (the row is 270 px wide there), not a sliver beside the details.
        const { left, right } = await box(query);
        expect(right - left).toBeGreaterThanOrEqual(240);
        expect(await wordsSplitAcrossLines(query, WORDS)).toEqual([]);
      });

      test(`no word of a card's title is split across lines`, async ({ page }) => {
        // Every Japanese pack on the marketplace: the demo's four, and any another spec published meanwhile.
        const { japanese } = await signInWithJapanesePacks(page);
        await page.goto(PREFIX[language]);
        const cards = page.getByRole('article');
        await expect(cards.first()).toBeVisible();
        await expectNoAxeViolations(page, 'home');
        const categories = page
          .getByRole('region', { name: t('home', 'categories.title') })
          .getByRole('button');
        await expect(categories).toHaveCount(18);
        expect(await wordsSplitAcrossLines(categories, WORDS), 'categories').toEqual([]);
        expect(
          await wordsSplitAcrossLines(cards.getByRole('heading', { level: 3 }), WORDS),
          'pack cards',
        ).toEqual([]);

        await page.goto(`${PREFIX[language]}/library`);
        const titles = page.getByRole('listitem').getByRole('heading', { level: 2 });
        await expect(titles).toHaveCount(japanese.length);
        await expectNoAxeViolations(page, 'library');
        expect(await wordsSplitAcrossLines(titles, WORDS), 'library').toEqual([]);
      });

      test(`a buy bar is in reach, never over the footer's last line`, async ({ page }) => {
        await page.goto(`${PREFIX[language]}/pack/advanced-react-patterns`);
        await expectNoAxeViolations(page, 'sales page');
        const bottomBar = page.getByTestId('buy-bar');
        const stickyBar = page.getByTestId('sticky-bar');
        const buyNow = t('packPage', 'purchase.buyNow');

        // Past the purchase card, one bar with Buy Now is on screen: at the bottom below 1024 px, else at the top.
        await page.evaluate(() => window.scrollTo(0, 1600));
        const bar = viewport.width < DESKTOP ? bottomBar : stickyBar;
        await expect(bar).toBeInViewport({ ratio: 1 });
        await expect(bar.getByRole('button', { name: buyNow })).toBeInViewport();
        await expect(viewport.width < DESKTOP ? stickyBar : bottomBar).toBeHidden();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );

        // At the end of the page the footer's last line shows, under no bar. Sections below the fold load as they
        // come into view and lengthen the page: the end is scrolled to again until the page has stopped growing.
        const footer = page.getByRole('contentinfo');
        const footerAtTheEnd = () =>
          expect
            .poll(async () => {
              await scrollToTheEnd(page);
              return (await lastLineOf(footer)).bottom;
            })
            .toBeLessThanOrEqual(viewport.height + 0.5);
        await footerAtTheEnd();
        // What the first scroll set off (the app taking the server's page over, the sections below the fold) may
        // still lengthen the page: once nothing is loading, to the end again.
        await networkQuiet(page);
        await footerAtTheEnd();
        const lastLine = await lastLineOf(footer);
        for (const shown of [bottomBar, stickyBar]) {
          if (await shown.isVisible()) expect(overlaps(await box(shown), lastLine)).toBe(false);
        }
        await expectNoAxeViolations(page, 'sales page at its end');
      });
    });
  }
}
