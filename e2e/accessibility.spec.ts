// axe-core on every screen, in both languages: any violation fails. A new screen joins with one line in ROUTES or
// SCREENS below (issue 6: every screen later issues build is held to the same check).
import { expect, PHONE, request, test, type Page, type Visitor } from './support/test';
import { signInAsNewPerson } from './support/accounts';
import { rejectApplication, submitApplication } from './support/applications';
import { axeViolations, settle } from './support/axe';
import { createTestPack, sourdoughGuide, uploadText } from './support/engine';
import { cspViolations } from './support/csp';
import { text } from './support/locales';
import { BASE_URL } from './support/servers';
import { touched, visit } from './support/visit';

type Language = 'en' | 'ja';
type Role = 'user' | 'creator' | 'admin';
type Translate = (namespace: string, key: string, values?: Record<string, string>) => string;

interface Screen {
  name: string;
  /** Relative to the language prefix; '' is the home page. */
  path: string;
  as?: Role;
  phone?: boolean;
  /** Sets up what the screen shows, before it is opened (e.g. an application under review). */
  prepare?: (page: Page) => Promise<void>;
  /** Brings the loaded page into the state to check (a menu open, a wizard step…). */
  act?: (page: Page, t: Translate) => Promise<void>;
  /**
   * Changes nothing the next test would see (no sign-in of its own, nothing saved for the person): looked at on the
   * worker's page for its kind of visitor (a fresh browser costs about a second), not in a browser of its own.
   */
  looksOnly?: true;
}

/**
 * Every route of the router (src/client/app/routes.tsx). `anyone`: the page is the same for every visitor but for
 * the header, which the other routes check for each kind of visitor; it is checked signed out, on a desktop and a
 * phone, and not again for each role. `creatorGate`: the page is behind `CreatorGate`, so a visitor without creator
 * rights meets the gate's one card ("Sign In Required", "Creator Access Required") on every such route: it is checked
 * on the first of them (the gate's card with that route's header) and the rest are checked for creators and admins.
 */
const ROUTES: { path: string; anyone?: true; creatorGate?: 'first' | 'same' }[] = [
  { path: '' },
  { path: '/about', anyone: true },
  { path: '/mcp', anyone: true },
  { path: '/connect' },
  { path: '/creator-studio' },
  { path: '/creator/signup' },
  { path: '/creator/upload', creatorGate: 'first' },
  { path: '/creator/offers', creatorGate: 'same' },
  { path: '/creator/profile', creatorGate: 'same' },
  { path: '/creator/edit/new', creatorGate: 'same' },
  { path: '/creator/success/x', creatorGate: 'same' },
  { path: '/creator/dashboard', creatorGate: 'same' },
  { path: '/creator/packs/60000000-0000-4000-8000-000000000000/stats', creatorGate: 'same' },
  { path: '/pack/advanced-marketing-strategy' },
  { path: '/pack/no-such-pack' },
  { path: '/cart' },
  { path: '/checkout/dev/60000000-0000-4000-8000-000000000000' },
  { path: '/checkout/dev/card' },
  { path: '/orders/60000000-0000-4000-8000-000000000000' },
  // No purchase waits at this address: 'Nothing to confirm here' (assistant-buying.spec.ts checks a real one).
  { path: '/confirm-purchase/e2e0no0such0purchase0000000000000000000000' },
  { path: '/library' },
  // No such team: the page says it could not be loaded (teams.spec.ts checks a real one).
  { path: '/library/teams/60000000-0000-4000-8000-000000000000' },
  { path: '/library/60000000-0000-4000-8000-000000000000/ask' },
  { path: '/auth/callback' },
  // Without an assistant's request: the page says it cannot be used (oauth.spec.ts checks the consent itself).
  { path: '/oauth/authorize' },
  { path: '/admin' },
  { path: '/no-such-page', anyone: true },
  { path: '/terms', anyone: true },
  { path: '/privacy', anyone: true },
];

/** Who looks at every route, and on what. */
const VISITORS: (Visitor & { name: string })[] = [
  { name: 'signed out' },
  { name: 'signed out, phone', phone: true },
  { name: 'as a user', as: 'user' },
  { name: 'as a creator', as: 'creator' },
  { name: 'as an admin', as: 'admin' },
];

const openSignIn = async (page: Page, t: Translate) => {
  await page.getByRole('button', { name: t('common', 'auth.signIn'), exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
};
const openLanguageMenu = async (page: Page, t: Translate) => {
  await page.getByRole('button', { name: new RegExp(`^${t('common', 'language.label')}:`) }).click();
  await expect(page.locator('#language-menu')).toBeVisible();
};
const openAccountMenu = async (page: Page) => {
  await page.getByRole('button', { name: /Account menu|アカウントメニュー/ }).click();
  await expect(page.getByRole('button', { name: /Sign Out|ログアウト/ })).toBeVisible();
};
const openMobileNav = async (page: Page, t: Translate) => {
  await page.getByRole('button', { name: t('common', 'nav.openMenu') }).click();
  await expect(page.locator('#mobile-nav')).toBeVisible();
};

const wizardStep2 = async (page: Page, t: Translate) => {
  await page.getByLabel(t('creatorSignup', 'fields.displayName.label')).fill('Aiko Sato');
  await page.getByLabel(t('creatorSignup', 'fields.title.label')).fill('Senior data scientist');
  await page.getByLabel(t('creatorSignup', 'fields.bio.label')).fill('Twelve years of demand forecasting.');
  await page.getByLabel(t('creatorSignup', 'fields.years.label')).selectOption('12');
  await page.getByRole('button', { name: t('creatorSignup', 'nav.next') }).click();
  await page
    .getByRole('checkbox', { name: t('creatorSignup', 'expertise.options.Data Science & AI') })
    .check({ force: true });
};
const wizardStep2WithError = async (page: Page, t: Translate) => {
  await wizardStep2(page, t);
  const portfolio = page.getByLabel(t('creatorSignup', 'fields.portfolio.label'));
  await portfolio.fill('not a url');
  await portfolio.blur();
  await expect(page.getByText(t('creatorSignup', 'issues.url'))).toBeVisible();
};
const wizardStep3 = async (page: Page, t: Translate) => {
  await wizardStep2(page, t);
  await page.getByRole('button', { name: t('creatorSignup', 'nav.next') }).click();
  await expect(page.getByLabel(t('creatorSignup', 'fields.motivation.label'))).toBeVisible();
};
const wizardSubmitted = async (page: Page, t: Translate) => {
  await wizardStep3(page, t);
  await page
    .getByLabel(t('creatorSignup', 'fields.motivation.label'))
    .fill('Assistants guess; I can fix that.');
  await page
    .getByLabel(t('creatorSignup', 'fields.knowledgePackIdeas.label'))
    .fill('A forecasting playbook.');
  await page.getByRole('button', { name: t('creatorSignup', 'nav.submit') }).click();
  await expect(page.getByRole('heading', { name: t('creatorSignup', 'completion.title') })).toBeVisible();
};

/** Someone else has applied, so the admin console has an application (and another user) to show. */
const someoneApplies = async () => {
  const applicant = await request.newContext({ baseURL: BASE_URL });
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const name = `Nadia Rahman ${id}`;
  await applicant.post('/api/auth/dev-sign-in', {
    data: { email: `e2e-applicant-${id}@example.test`, name, role: 'user' },
    headers: { Origin: BASE_URL },
  });
  await submitApplication(applicant);
  await applicant.dispose();
  return name;
};
const readApplication = async (page: Page, t: Translate) => {
  await page
    .getByRole('button', { name: t('admin', 'applications.read') })
    .first()
    .click();
  await expect(page.getByText('A forecasting playbook for retail.').first()).toBeVisible();
};
/** Opens a dialog by the first enabled button of that name, and waits for it. */
const openDialogBy = async (page: Page, name: string | RegExp) => {
  await page.getByRole('button', { name, disabled: false }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
};
const openRejectDialog = (page: Page, t: Translate) => openDialogBy(page, t('admin', 'applications.reject'));
/** The admin's engine tabs: a test pack, one with an indexed file, a search for that file's word. */
const ENGINE_WORD = `kenjaaxe${Date.now()}`;
const aTestPack = async (page: Page) => void (await createTestPack(page.request, `Axe pack ${Date.now()}`));
const aTestPackWithAFile = async (page: Page) => {
  const pack = await createTestPack(page.request, `Axe pack ${Date.now()}`);
  await uploadText(page.request, pack.id, 'sourdough.md', sourdoughGuide(ENGINE_WORD));
};
const uploadFiles = async (page: Page, t: Translate) => {
  await page.getByLabel(t('admin', 'upload.drop')).setInputFiles([
    { name: 'sourdough.md', mimeType: 'text/markdown', buffer: Buffer.from(sourdoughGuide(ENGINE_WORD)) },
    { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not shown: skipped silently') },
  ]);
  await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100', {
    timeout: 30_000,
  });
};
const openCreatePack = (page: Page, t: Translate) => openDialogBy(page, t('admin', 'testPacks.create'));
const searchTheWord = async (page: Page, t: Translate) => {
  await page.getByRole('searchbox', { name: t('admin', 'search.query') }).fill(ENGINE_WORD);
  await page.getByRole('button', { name: t('admin', 'search.submit'), exact: true }).click();
  await expect(page.locator('mark').first()).toBeVisible();
};

const askTheWord = async (page: Page, t: Translate) => {
  await page
    .getByRole('textbox', { name: t('admin', 'chat.question') })
    .fill(`What about ${ENGINE_WORD} dough?`);
  await page.getByRole('button', { name: t('admin', 'chat.send') }).click();
  await expect(page.getByText(t('answers', 'excerptsLabel'))).toBeVisible({ timeout: 15_000 });
};
const openACitation = async (page: Page, t: Translate) => {
  await askTheWord(page, t);
  await page
    .getByRole('button', { name: /sourdough\.md/ })
    .last()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

/** States of a page that a visit alone does not show. */
async function openUserPacks(page: Page, t: Translate) {
  await page
    .locator('button:visible', { hasText: t('admin', 'users.packs.open') })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText(t('admin', 'users.packs.none'))).toBeVisible();
}

async function createAccessToken(page: Page, t: Translate) {
  await page.getByRole('textbox', { name: t('connect', 'create.name') }).fill('Laptop');
  await page.getByRole('button', { name: t('connect', 'create.submit') }).click();
  await expect(page.getByRole('button', { name: t('connect', 'created.done') })).toBeVisible();
  await page.getByRole('button', { name: t('connect', 'test.button') }).click();
  await expect(page.getByText(t('connect', 'test.noPacks'))).toBeVisible();
}

const openPackTab = (tab: 'reviews' | 'questions' | 'howTo') => async (page: Page, t: Translate) => {
  const name =
    tab === 'reviews'
      ? t('packPage', 'tabs.reviews_other').split(/ \(|（/)[0]!
      : t('packPage', `tabs.${tab}`);
  await page.getByRole('tab', { name: new RegExp(`^${name.replace(/[&]/g, '\\$&')}`) }).click();
};
// What lies below the sales page's tabs loads as the reader comes near it.
const scrollToTheEnd = async (page: Page, t: Translate) => {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('heading', { name: t('packPage', 'related.heading') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('packPage', 'creator.heading') })).toBeVisible();
};
const openFaqItem = async (page: Page, t: Translate) => {
  await openPackTab('questions')(page, t);
  await expect(page.getByRole('heading', { name: t('packPage', 'questions.faq') })).toBeVisible();
};

const STATES: Screen[] = [
  {
    name: 'sales page, reviews tab (buyer’s form hidden: signed out)',
    looksOnly: true,
    path: '/pack/advanced-react-patterns',
    act: openPackTab('reviews'),
  },
  {
    name: 'sales page, reviews tab, signed in',
    looksOnly: true,
    path: '/pack/advanced-react-patterns',
    as: 'user',
    act: openPackTab('reviews'),
  },
  {
    name: 'sales page, Q&A tab, signed in, phone',
    looksOnly: true,
    path: '/pack/advanced-react-patterns',
    as: 'user',
    phone: true,
    act: openFaqItem,
  },
  {
    name: 'sales page, scrolled to its end',
    looksOnly: true,
    path: '/pack/advanced-marketing-strategy',
    act: scrollToTheEnd,
  },
  {
    name: 'sales page, scrolled to its end, phone',
    looksOnly: true,
    path: '/pack/advanced-marketing-strategy',
    phone: true,
    act: scrollToTheEnd,
  },
  {
    name: 'sales page, how to use tab',
    looksOnly: true,
    path: '/pack/advanced-react-patterns',
    act: openPackTab('howTo'),
  },
  { name: 'home, sign-in modal open', looksOnly: true, path: '', act: openSignIn },
  { name: 'home, sign-in modal open, phone', looksOnly: true, path: '', phone: true, act: openSignIn },
  { name: 'about, language menu open', looksOnly: true, path: '/about', act: openLanguageMenu },
  { name: 'home, mobile menu open', looksOnly: true, path: '', phone: true, act: openMobileNav },
  { name: 'home, avatar menu open (user)', looksOnly: true, path: '', as: 'user', act: openAccountMenu },
  { name: 'home, avatar menu open (admin)', looksOnly: true, path: '', as: 'admin', act: openAccountMenu },
  {
    name: 'home, avatar menu open (creator), phone',
    looksOnly: true,
    path: '',
    as: 'creator',
    phone: true,
    act: openAccountMenu,
  },
  {
    name: 'home, filtered by category and text',
    looksOnly: true,
    path: '?q=cook&category=cooking-culinary-arts',
  },
  { name: 'home, filtered, phone', looksOnly: true, path: '?category=business-marketing', phone: true },
  { name: 'home, no results', looksOnly: true, path: '?q=zzzz-no-such-pack' },
  {
    name: 'creator signup, step 2 with an error',
    looksOnly: true,
    path: '/creator/signup',
    as: 'user',
    act: wizardStep2WithError,
  },
  { name: 'creator signup, step 3', looksOnly: true, path: '/creator/signup', as: 'user', act: wizardStep3 },
  {
    name: 'creator signup, step 3, phone',
    looksOnly: true,
    path: '/creator/signup',
    as: 'user',
    phone: true,
    act: wizardStep3,
  },
  { name: 'creator signup, submitted', path: '/creator/signup', as: 'user', act: wizardSubmitted },
  {
    name: 'creator signup, under review',
    path: '/creator/signup',
    as: 'user',
    prepare: async (page) => void (await submitApplication(page.request)),
  },
  {
    name: 'creator signup, rejected',
    path: '/creator/signup',
    as: 'user',
    prepare: async (page) => rejectApplication(await submitApplication(page.request), 'Add examples.'),
  },
  {
    name: 'admin, applications tab, one read',
    path: '/admin?tab=applications',
    as: 'admin',
    prepare: async () => void (await someoneApplies()),
    act: readApplication,
  },
  {
    name: 'admin, reject dialog',
    path: '/admin?tab=applications',
    as: 'admin',
    prepare: async () => void (await someoneApplies()),
    act: openRejectDialog,
  },
  { name: 'connect, token created', path: '/connect', as: 'user', act: createAccessToken },
  {
    name: 'connect, token created, phone',
    path: '/connect',
    as: 'user',
    phone: true,
    act: createAccessToken,
  },
  { name: 'admin, users tab', looksOnly: true, path: '/admin?tab=users', as: 'admin' },
  { name: 'admin, users tab, phone', looksOnly: true, path: '/admin?tab=users', as: 'admin', phone: true },
  {
    name: 'admin, users tab, packs of a person',
    path: '/admin?tab=users',
    as: 'admin',
    act: openUserPacks,
  },
  { name: 'admin, file upload tab', path: '/admin?tab=file-upload', as: 'admin', prepare: aTestPack },
  {
    name: 'admin, file upload tab, phone',
    looksOnly: true,
    path: '/admin?tab=file-upload',
    as: 'admin',
    phone: true,
  },
  {
    name: 'admin, files uploaded',
    path: '/admin?tab=file-upload',
    as: 'admin',
    prepare: aTestPack,
    act: uploadFiles,
  },
  {
    name: 'admin, create test pack modal',
    looksOnly: true,
    path: '/admin?tab=file-upload',
    as: 'admin',
    act: openCreatePack,
  },
  { name: 'admin, vector search tab', looksOnly: true, path: '/admin?tab=vector-search', as: 'admin' },
  {
    name: 'admin, vector search results',
    path: '/admin?tab=vector-search',
    as: 'admin',
    prepare: aTestPackWithAFile,
    act: searchTheWord,
  },
  {
    name: 'admin, vector search results, phone',
    path: '/admin?tab=vector-search',
    as: 'admin',
    phone: true,
    prepare: aTestPackWithAFile,
    act: searchTheWord,
  },
  { name: 'admin, claude chat tab', path: '/admin?tab=claude-chat', as: 'admin', prepare: aTestPack },
  {
    name: 'admin, claude chat answered',
    path: '/admin?tab=claude-chat',
    as: 'admin',
    prepare: aTestPackWithAFile,
    act: askTheWord,
  },
  {
    name: 'admin, claude chat answered, phone',
    path: '/admin?tab=claude-chat',
    as: 'admin',
    phone: true,
    prepare: aTestPackWithAFile,
    act: askTheWord,
  },
  {
    name: 'admin, citation viewer',
    path: '/admin?tab=claude-chat',
    as: 'admin',
    prepare: aTestPackWithAFile,
    act: openACitation,
  },
  { name: 'creator dashboard with sales', path: '/creator/dashboard', prepare: asRachel },
  {
    name: 'creator dashboard, all time, phone',
    path: '/creator/dashboard?period=all',
    phone: true,
    prepare: asRachel,
  },
  {
    name: 'creator dashboard, chart as a table',
    path: '/creator/dashboard?period=all',
    prepare: asRachel,
    act: async (page, t) => {
      await page
        .getByRole('button', { name: t('creatorDashboard', 'chart.showTable') })
        .first()
        .click();
    },
  },
  { name: 'pack statistics', path: '/creator/dashboard', prepare: asRachel, act: toPackStatistics },
  {
    name: 'pack statistics, phone',
    path: '/creator/dashboard',
    phone: true,
    prepare: asRachel,
    act: toPackStatistics,
  },
  {
    name: 'pack editor, leaving with unsaved edits',
    path: '/creator/dashboard',
    prepare: asRachel,
    act: async (page, t) => {
      await page.locator('a[href*="/creator/edit/"]').first().click();
      await expect(page).toHaveURL(/\/creator\/edit\//);
      await page.getByRole('textbox', { name: t('creatorPack', 'story.title') }).fill('Why I wrote this');
      // Rachel's pack is not changed: the dialog is left open, nothing is saved.
      await page.getByRole('link', { name: 'Kenja' }).first().click();
      await expect(page.getByRole('dialog', { name: t('creatorPack', 'unsaved.title') })).toBeVisible();
    },
  },
  { name: 'admin, payouts tab', looksOnly: true, path: '/admin?tab=payouts', as: 'admin' },
  {
    name: 'admin, payouts tab, phone',
    looksOnly: true,
    path: '/admin?tab=payouts',
    as: 'admin',
    phone: true,
  },
  {
    name: 'admin, payout dialog',
    looksOnly: true,
    path: '/admin?tab=payouts',
    as: 'admin',
    act: (page, t) =>
      openDialogBy(page, new RegExp(`^${t('admin', 'payouts.payOutFor').replace('{{name}}', '.+')}$`)),
  },
  { name: 'admin, audit log tab', looksOnly: true, path: '/admin?tab=audit', as: 'admin' },
  {
    name: 'admin, audit log tab, phone',
    looksOnly: true,
    path: '/admin?tab=audit',
    as: 'admin',
    phone: true,
  },
  {
    name: 'admin, audit log filtered to nothing',
    looksOnly: true,
    path: '/admin?tab=audit',
    as: 'admin',
    act: async (page, t) => {
      await page
        .getByRole('combobox', { name: t('admin', 'audit.filters.action') })
        .selectOption('group:accounts');
      await page.getByRole('searchbox', { name: t('admin', 'audit.filters.actor') }).fill('nobody at all');
      await page.getByLabel(t('admin', 'audit.filters.from'), { exact: true }).fill('2099-01-01');
      await expect(page.getByText(t('admin', 'audit.noMatch.title'))).toBeVisible();
    },
  },
  {
    name: 'admin, audit log filters with days the wrong way round, phone',
    looksOnly: true,
    path: '/admin?tab=audit',
    as: 'admin',
    phone: true,
    act: async (page, t) => {
      await page.getByLabel(t('admin', 'audit.filters.from'), { exact: true }).fill('2099-01-31');
      await page.getByLabel(t('admin', 'audit.filters.to'), { exact: true }).fill('2099-01-01');
      await expect(page.getByText(t('admin', 'audit.filters.badRange'))).toBeVisible();
    },
  },
  { name: 'admin, system prompt tab', looksOnly: true, path: '/admin?tab=system-prompt', as: 'admin' },
  {
    name: 'admin, system prompt tab, phone',
    looksOnly: true,
    path: '/admin?tab=system-prompt',
    as: 'admin',
    phone: true,
  },
  {
    name: 'admin, disable dialog',
    looksOnly: true,
    path: '/admin?tab=users',
    as: 'admin',
    act: async (page, t) => {
      const name = await someoneApplies();
      await page.getByRole('searchbox', { name: t('admin', 'users.searchLabel') }).fill(name);
      await page.getByRole('button', { name: t('admin', 'users.disableFor', { name }) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

const PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };

/** A demo creator with real sales (nothing in the end-to-end tests changes her pack). */
/** From the dashboard to a pack's statistics. */
async function toPackStatistics(page: Page) {
  await page.locator('a[href$="/stats"]').first().click();
  await expect(page).toHaveURL(/\/stats$/);
}

async function asRachel(page: Page) {
  const res = await page.request.post('/api/auth/dev-sign-in', {
    data: { email: 'rachel.nguyen@demo.kenja.dev', name: 'Rachel Nguyen', role: 'creator' },
  });
  expect(res.ok()).toBe(true);
}

/**
 * Opens a screen as its visitor would find it: on the worker's page for the visitor, through the router when the
 * page is as its last visit left it (support/visit.ts), else by loading it.
 */
async function open(page: Page, language: Language, screen: Screen, t: Translate) {
  await screen.prepare?.(page);
  await visit(page, `${PREFIX[language]}${screen.path}`);
  if (screen.act) {
    touched(page);
    await screen.act(page, t);
    await settle(page);
  }
}

for (const language of ['en', 'ja'] as const) {
  const t: Translate = (namespace, key, values = {}) =>
    Object.entries(values).reduce(
      (result, [name, value]) => result.replaceAll(`{{${name}}}`, value),
      text(language, namespace, key),
    );

  test.describe(`accessibility (${language})`, () => {
    for (const visitor of VISITORS) {
      test.describe(`every route, ${visitor.name}`, () => {
        const creator = visitor.as === 'creator' || visitor.as === 'admin';
        const checked = ROUTES.filter(
          (route) => !(route.anyone && visitor.as) && !(route.creatorGate === 'same' && !creator),
        );
        for (const route of checked) {
          test(route.path || '/', async ({ visitorPage }) => {
            const page = await visitorPage(visitor);
            await open(page, language, { name: route.path, ...route }, t);
            expect.soft(await axeViolations(page), page.url()).toEqual([]);
            expect.soft(await cspViolations(page), `CSP violations on ${page.url()}`).toEqual([]);
          });
        }
      });
    }

    for (const screen of STATES) {
      const check = async (page: Page) => {
        await open(page, language, screen, t);
        expect.soft(await axeViolations(page), page.url()).toEqual([]);
        expect.soft(await cspViolations(page), `CSP violations on ${page.url()}`).toEqual([]);
      };
      // A fixture is made only for the tests that name it: a look-only state never opens a browser of its own.
      if (screen.looksOnly) {
        test(screen.name, async ({ visitorPage }) => check(await visitorPage(screen)));
      } else {
        test(screen.name, async ({ page }) => {
          if (screen.phone) await page.setViewportSize(PHONE);
          if (screen.as) await signInAsNewPerson(page, screen.as);
          await check(page);
        });
      }
    }
  });
}
