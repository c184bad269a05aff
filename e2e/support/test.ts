// The `test` every end-to-end spec uses: Playwright's, with every browser context and page prepared alike —
//   - its requests watched, so `settle` waits until the page has stopped loading instead of for a fixed quiet spell;
//   - its Content-Security-Policy violations recorded (support/csp.ts);
//   - its CPU slowed by KENJA_E2E_CPU_SLOWDOWN (e.g. 4) through Chrome's own throttling when asked
//     (`npm run test:stress -- --page-slowdown 4`);
// and two ways to more browsers: `newContext` (another person beside the one the test follows) and `visitorPage`
// (one page per kind of visitor, kept for a worker's tests that only look: the route walks).
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { signInAsNewPerson, type Role } from './accounts';
import { recordCspViolations } from './csp';
import { watchRequests } from './network';
import { BASE_URL } from './servers';

export { expect, request } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Budgets for the few tests that need more than the default (playwright.config.ts), each for a stated reason; each
 * is more than twice what the test takes on a machine 4× slower than the ones it was measured on.
 */
export const BUDGET = {
  /** Uploads a document and waits for the engine to index it (support/engine.ts allows 30 s), then goes on. */
  indexing: 90_000,
  /** A journey through several screens and two people (buyer and seller, applicant and admin), axe on the way. */
  journey: 120_000,
  /** A creator's first pack: application, two files uploaded and indexed, details, publishing, sharing, pausing. */
  creatorJourney: 180_000,
};

/** How many times slower than the machine the pages' scripts run (1: not slowed). */
export const CPU_SLOWDOWN = Math.max(1, Number(process.env.KENJA_E2E_CPU_SLOWDOWN ?? 1));

export const PHONE = { width: 390, height: 844 };

const prepared = new WeakMap<Page, Promise<void>>();

function preparePage(page: Page): Promise<void> {
  let ready = prepared.get(page);
  if (!ready) {
    watchRequests(page);
    ready = CPU_SLOWDOWN > 1 ? throttle(page) : Promise.resolve();
    prepared.set(page, ready);
  }
  return ready;
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function prepareContext(context: BrowserContext) {
  await recordCspViolations(context);
  context.on('page', (page) => void preparePage(page));
  for (const page of context.pages()) void preparePage(page);
}

async function newPreparedContext(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US', ...options });
  await prepareContext(context);
  return context;
}

/** Another browser (its own cookies), e.g. an admin beside the user the test follows; closed with the test. */
type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/** Who looks at a page: signed out or signed in with a role, on a desktop or a phone. */
export interface Visitor {
  as?: Role;
  phone?: boolean;
}

/**
 * The worker's page for this kind of visitor, opened (and signed in as a new person) on first use, its storage
 * emptied for each test. A fresh browser context costs about a second before its first page is drawn (a new
 * renderer, the app's code fetched and compiled again); tests that only open a page and look at it share one
 * instead, each starting with its own navigation.
 */
type VisitorPage = (visitor: Visitor) => Promise<Page>;

export const test = base.extend<{ newContext: NewContext }, { visitorPage: VisitorPage }>({
  context: async ({ context }, use) => {
    await prepareContext(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    await preparePage(page);
    await use(page);
  },
  newContext: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await newPreparedContext(browser, options);
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  visitorPage: [
    async ({ browser }, use) => {
      const pages = new Map<string, Promise<Page>>();
      const open = async ({ as, phone }: Visitor) => {
        const context = await newPreparedContext(browser, phone ? { viewport: PHONE } : {});
        const page = await context.newPage();
        await preparePage(page);
        if (as) await signInAsNewPerson(page, as);
        return page;
      };
      await use(async (visitor) => {
        const key = `${visitor.as ?? 'signed out'}${visitor.phone ? ', phone' : ''}`;
        let page = pages.get(key);
        if (!page || (await page).isClosed()) {
          page = open(visitor);
          pages.set(key, page);
        }
        // Each test starts as a fresh visit but for the sign-in: what the last one left in storage (the language
        // a plain path remembers, a cart) is gone.
        const ready = await page;
        if (ready.url().startsWith(BASE_URL)) {
          await ready.evaluate(() => {
            window.localStorage.clear();
            window.sessionStorage.clear();
          });
        }
        return ready;
      });
      await Promise.all([...pages.values()].map(async (page) => (await page).context().close()));
    },
    { scope: 'worker' },
  ],
});
