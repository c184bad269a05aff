// An assistant buys packs within the budget its person set (issue 50), in both languages: the official MCP SDK client
// connects through OAuth and the person, in Chromium, lets it buy on the consent page ($20 a month, $10 a purchase,
// on its own under $10, no asking for a first purchase) and saves the dev test card on the Connect page. The
// assistant finds two packs, buys the $4.99 one at once (the library lists it with its receipt), and asks for the
// $15.00 one: its person opens the confirmation page it was given (as text in English; through URL-mode elicitation in
// Japanese), sees the amount and why, confirms, and the saved card pays at once; the assistant's retry with the same
// quote completes. axe-core checks each screen on the way,
// the Japanese run on a phone.
import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UrlElicitationRequiredError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AgentPurchaseStatus } from '../src/common/contracts/assistant-spending';
import type { FindPacksResponse } from '../src/common/contracts/packs';
import { yenEstimate } from '../src/common/money';
import { signInAsNewPerson } from './support/accounts';
import { axeViolations, settle } from './support/axe';
import { writeHeaders, uploadText } from './support/engine';
import { text } from './support/locales';
import { ASSISTANT_CALLBACK, AssistantOAuth } from './support/oauth-assistant';
import { BASE_URL } from './support/servers';
import { BUDGET, expect, PHONE, request, test, type APIRequestContext, type Page } from './support/test';

type Language = 'en' | 'ja';
const PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };

/** What the assistant is told by quote and buy (their structured results). */
interface Quoted {
  quote_id: string;
  amount_cents: number;
  needs_confirmation: boolean;
  reason: string | null;
  budget: { left_cents: number; may_buy: boolean } | null;
}
interface Bought {
  status: AgentPurchaseStatus;
  purchase_id: string;
  receipt_url: string | null;
  confirm_url: string | null;
  reason: string | null;
  message: string;
  budget: { left_cents: number } | null;
}

/** The two packs a creator publishes for the assistant to find: one under its $10 limit a purchase, one over. */
const PACKS = {
  en: {
    cheap: { title: 'Knife Skills', price: '4.99', heading: 'Holding the knife' },
    dear: { title: 'Coffee at Home', price: '15.00', heading: 'Grinding the beans' },
    question: 'How do I hold a knife and grind coffee beans',
  },
  ja: {
    cheap: { title: '包丁の基本', price: '4.99', heading: '包丁の持ち方' },
    dear: { title: '家で淹れるコーヒー', price: '15.00', heading: '豆の挽き方' },
    question: '包丁の持ち方とコーヒー豆の挽き方',
  },
} as const;

async function expectNoAxeViolations(page: Page, where: string) {
  await settle(page);
  expect(await axeViolations(page), where).toEqual([]);
}

/** A word no other pack has, so find_packs surely names the test's packs. */
const uniqueWord = () =>
  `kenjabuy${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, 'q');

/** A creator of their own publishes `pack` with one indexed document, through the studio's API; returns its id. */
async function publishPack(
  creator: APIRequestContext,
  language: Language,
  pack: { title: string; price: string; heading: string },
  word: string,
): Promise<string> {
  const title = `${pack.title} ${word}`;
  const created = await creator.post('/api/packs', {
    data: { title, kind: 'marketplace', language },
    headers: await writeHeaders(creator),
  });
  expect(created.status(), 'POST /api/packs').toBe(201);
  const { id } = (await created.json()) as { id: string };
  const body =
    language === 'ja'
      ? `${pack.heading}（${word}）は、毎日の料理で最初に身につけたい基本です。手首を固定し、力を入れすぎずに動かします。`
      : `${pack.heading} (${word}) is the first thing to learn in a kitchen. Keep the wrist steady and let the tool do the work.`;
  await uploadText(creator, id, 'guide.md', `# ${title}\n\n## ${pack.heading}\n\n${body}\n`);
  const published = await creator.post(`/api/studio/packs/${id}/publish`, {
    data: {
      title,
      description:
        language === 'ja'
          ? `${pack.title}を、はじめて台所に立つ人にも分かるように、道具の選び方から毎日の手入れまで順を追って説明したパックです。`
          : `${pack.title}, explained one step at a time for someone starting out at home.`,
      category: 'cooking-culinary-arts',
      price: pack.price,
      language,
    },
    headers: await writeHeaders(creator),
  });
  expect(published.status(), `publish: ${await published.text()}`).toBe(200);
  return id;
}

/** Two packs by a new creator, published side by side (each waits for its document to be indexed). */
async function twoPacks(language: Language, word: string) {
  const creator = await request.newContext({ baseURL: BASE_URL });
  try {
    const email = `e2e-seller-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const signedIn = await creator.post('/api/auth/dev-sign-in', {
      data: { email, name: 'Kai Mori', role: 'creator' },
      headers: { Origin: BASE_URL },
    });
    expect(signedIn.ok()).toBe(true);
    const [cheap, dear] = await Promise.all([
      publishPack(creator, language, PACKS[language].cheap, word),
      publishPack(creator, language, PACKS[language].dear, word),
    ]);
    return {
      cheap: { id: cheap, title: `${PACKS[language].cheap.title} ${word}` },
      dear: { id: dear, title: `${PACKS[language].dear.title} ${word}` },
    };
  } finally {
    await creator.dispose();
  }
}

/** A tool's structured result, failing the test with its text when the tool said it failed. */
async function call<T>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const said = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  expect(result.isError ?? false, `${name}: ${said}`).toBe(false);
  return result.structuredContent as T;
}

/**
 * A buy its person must confirm: as the elicitation error naming the page, for a client that can open a URL; else as
 * a result saying so, with the page's link in its text.
 */
async function askToConfirm(client: Client, quoteId: string, language: Language, elicits: boolean) {
  if (!elicits) {
    const asked = await call<Bought>(client, 'buy', { quote_id: quoteId, language });
    expect(asked).toMatchObject({ status: 'awaiting_confirmation', receipt_url: null });
    expect(asked.reason).toContain('limit per purchase');
    expect(asked.message).toContain(asked.confirm_url!);
    return asked;
  }
  const error = await client.callTool({ name: 'buy', arguments: { quote_id: quoteId, language } }).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(UrlElicitationRequiredError);
  const [elicitation] = (error as UrlElicitationRequiredError).elicitations;
  expect(elicitation).toMatchObject({ mode: 'url', message: expect.stringContaining('$15.00') });
  return { purchase_id: null, confirm_url: elicitation!.url as string };
}

for (const language of ['en', 'ja'] as const) {
  const t = (namespace: string, key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (s, [name, value]) => s.replace(new RegExp(`{{\\s*${name}[^}]*}}`), value),
      text(language, namespace, key),
    );
  const localized = (path: string) => `${BASE_URL}${PREFIX[language]}${path}`;
  /** Dollars as the pages write them (ADR 0043): a Japanese reader also sees the yen they come to. */
  const money = (cents: number) => {
    const amount = `$${(cents / 100).toFixed(2)}`;
    const yen = yenEstimate(cents, 'USD', language);
    if (yen === null) return amount;
    const estimate = t('common', 'money.estimate', { yen: yen.toLocaleString('ja-JP') });
    return `${amount}${t('common', 'money.beside', { estimate })}`;
  };

  test(`an assistant buys a pack on its own and another once its person confirms (${language})`, async ({
    page,
  }) => {
    // Two packs published and indexed, then a journey through six screens with axe on each.
    test.setTimeout(BUDGET.indexing + BUDGET.journey);
    const word = uniqueWord();
    const packsPublished = twoPacks(language, word);
    if (language === 'ja') {
      await page.setViewportSize(PHONE);
      await page.addInitScript(() => window.localStorage.setItem('kenja.language', 'ja'));
    }
    await signInAsNewPerson(page, 'user', 'Emi Kato');

    // The assistant asks to connect: the SDK's own discovery, registration and PKCE against the running server.
    const name = `Shopping Assistant ${language} ${Date.now()}`;
    const assistant = new AssistantOAuth(name);
    const serverUrl = new URL('/mcp', BASE_URL);
    expect(await auth(assistant, { serverUrl })).toBe('REDIRECT');
    let answered: URL | undefined;
    await page.route(`${ASSISTANT_CALLBACK}**`, async (route) => {
      answered = new URL(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'Back in the assistant' });
    });

    // The consent page: it may buy, within limits the person types.
    await page.goto(assistant.authorizationUrl!.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('oauth', 'consent.title', { name }));
    await expect(page.getByText(t('spending', 'budget.cannotBuy'))).toBeVisible();
    const purchases = page.getByRole('group', { name: t('spending', 'budget.legend'), exact: true });
    await purchases.getByRole('checkbox', { name: t('spending', 'budget.mayBuy') }).check();
    const amount = (key: string) =>
      purchases.getByRole('spinbutton', { name: t('spending', key, { currency: 'USD' }), exact: true });
    await amount('budget.monthly').fill('20');
    await amount('budget.perPurchase').fill('10');
    await purchases.getByRole('radio', { name: t('spending', 'budget.autoBuy'), exact: true }).check();
    await amount('budget.autoUnder').fill('10');
    await purchases.getByRole('checkbox', { name: t('spending', 'budget.confirmFirst') }).uncheck();
    await expectNoAxeViolations(page, 'consent page, purchases allowed');
    await page.getByRole('button', { name: t('oauth', 'consent.allow'), exact: true }).click();
    await page.waitForURL(`${ASSISTANT_CALLBACK}**`);
    await expect.poll(() => answered?.searchParams.get('code')).toBeTruthy();
    expect(await auth(assistant, { serverUrl, authorizationCode: answered!.searchParams.get('code')! })).toBe(
      'AUTHORIZED',
    );

    // The Connect page: the assistant's budget in a line; the person saves the test card that works.
    await page.goto(localized('/connect'));
    const connections = page.getByRole('region', { name: t('connect', 'connections.title') });
    const row = connections.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(t('spending', 'line.mayBuy', { monthly: money(2000) }));
    const cardSection = page.getByRole('region', { name: t('connect', 'card.title') });
    await expect(cardSection.getByText(t('connect', 'card.none'))).toBeVisible();
    await cardSection.getByRole('button', { name: t('connect', 'card.save') }).click();
    await expect(page).toHaveURL(new RegExp(`${PREFIX[language]}/checkout/dev/card\\?return=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('devCard', 'title'));
    await expect(page.getByText(t('devCard', 'devNotice'))).toBeVisible();
    await expectNoAxeViolations(page, 'dev card page');
    await page.getByRole('radio', { name: t('devCard', 'kinds.works.label') }).check();
    await page.getByRole('button', { name: t('devCard', 'save') }).click();
    await expect(page).toHaveURL(`${localized('/connect')}?card=saved`);
    await expect(cardSection.getByText(t('connect', 'card.done'))).toBeVisible();
    await expect(cardSection.getByText(t('spending', 'card.testName', { last4: '4242' }))).toBeVisible();
    await expect(cardSection.getByText(t('spending', 'card.dev'))).toBeVisible();
    await expectNoAxeViolations(page, 'Connect page with a budget and a card');

    // The assistant finds both packs, and buys the $4.99 one on its own: paid at once with the saved card.
    const packs = await packsPublished;
    // The Japanese run's assistant can open a URL for its person (URL-mode elicitation, 2025-11-25): it is asked
    // to confirm through the elicitation error; the English one, which cannot, is given the link as text.
    const elicits = language === 'ja';
    const client = new Client(
      { name: 'e2e-shopping-assistant', version: '1' },
      elicits ? { capabilities: { elicitation: { url: {} } } } : {},
    );
    await client.connect(new StreamableHTTPClientTransport(serverUrl, { authProvider: assistant }));
    const found = await call<FindPacksResponse>(client, 'find_packs', {
      question: `${PACKS[language].question} ${word}`,
    });
    const cheapFound = found.packs.find((p) => p.id === packs.cheap.id);
    expect(cheapFound).toMatchObject({ price_cents: 499, held: 'none' });
    expect(found.packs.map((p) => p.id)).toContain(packs.dear.id);
    const cheapQuote = await call<Quoted>(client, 'quote', { pack_id: packs.cheap.id });
    expect(cheapQuote).toMatchObject({ amount_cents: 499, needs_confirmation: false, reason: null });
    expect(cheapQuote.budget).toMatchObject({ may_buy: true, left_cents: 2000 });
    const cheap = await call<Bought>(client, 'buy', { quote_id: cheapQuote.quote_id, language });
    expect(cheap).toMatchObject({ status: 'paid', confirm_url: null, budget: { left_cents: 1501 } });
    expect(cheap.receipt_url).toMatch(new RegExp(`^${BASE_URL}${PREFIX[language]}/orders/[0-9a-f-]{36}$`));
    expect(cheap.message).toContain('Bought for $4.99');

    // The library lists it under "Bought by your assistants", paid, with its receipt.
    await page.goto(localized('/library'));
    const bought = page.getByRole('list', { name: t('library', 'assistants.title') });
    const cheapRow = bought.getByRole('listitem').filter({ hasText: packs.cheap.title });
    await expect(cheapRow).toContainText(money(499));
    await expect(cheapRow).toContainText(t('spending', 'purchase.status.paid'));
    await expect(cheapRow).toContainText(t('spending', 'purchase.askedBy', { assistant: name }));
    await expect(
      cheapRow.getByRole('link', {
        name: t('spending', 'purchase.receiptLabel', { title: packs.cheap.title }),
      }),
    ).toHaveAttribute('href', new URL(cheap.receipt_url!).pathname);
    await expectNoAxeViolations(page, 'library with an assistant’s purchase');

    // The $15.00 pack is over its limit a purchase: the assistant is given the page where its person confirms.
    const dearQuote = await call<Quoted>(client, 'quote', { pack_id: packs.dear.id });
    expect(dearQuote).toMatchObject({ amount_cents: 1500, needs_confirmation: true });
    const asked = await askToConfirm(client, dearQuote.quote_id, language, elicits);
    expect(asked.confirm_url).toMatch(new RegExp(`^${BASE_URL}${PREFIX[language]}/confirm-purchase/[^/]+$`));

    // The person opens it: who asks for what, the amount, why, the budget left, and the card it is paid with.
    await page.goto(asked.confirm_url!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('confirmPurchase', 'asks.pack', { assistant: name }),
    );
    await expect(page.getByRole('link', { name: packs.dear.title })).toBeVisible();
    const facts = page.locator('dl');
    await expect(facts).toContainText(money(1500));
    await expect(facts).toContainText(t('confirmPurchase', 'reasons.over_purchase_limit'));
    await expect(facts).toContainText(money(1501));
    await expect(facts).toContainText(money(2000));
    await expect(facts).toContainText(
      t('confirmPurchase', 'payment.card', {
        card: t('spending', 'card.testName', { last4: '4242' }),
      }),
    );
    await expect(page.getByRole('button', { name: t('confirmPurchase', 'decline') })).toBeEnabled();
    await expectNoAxeViolations(page, 'confirmation page, open');

    // Confirmed: the saved card pays at once, and the browser is at the receipt, paid.
    await page.getByRole('button', { name: t('confirmPurchase', 'confirm') }).click();
    await expect(page).toHaveURL(new RegExp(`${PREFIX[language]}/orders/[0-9a-f-]{36}\\?paid=1$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('orders', 'paidTitle'));
    await expect(page.getByText(t('orders', 'status.paid'), { exact: true })).toBeVisible();
    await expect(page.getByText(packs.dear.title).first()).toBeVisible();
    const receiptPath = new URL(page.url()).pathname;

    // The assistant's retry with the same quote completes: the same purchase, paid, with that receipt.
    const retried = await call<Bought>(client, 'buy', { quote_id: dearQuote.quote_id, language });
    expect(retried).toMatchObject({ status: 'paid', confirm_url: null });
    if (asked.purchase_id) expect(retried.purchase_id).toBe(asked.purchase_id);
    expect(new URL(retried.receipt_url!).pathname).toBe(receiptPath);
    const listed = await call<{ packs: { id: string }[] }>(client, 'list_packs', {});
    expect(listed.packs.map((p) => p.id)).toEqual(expect.arrayContaining([packs.cheap.id, packs.dear.id]));
    await client.close();

    // The link again: the request is closed, paid, with its receipt.
    await page.goto(asked.confirm_url!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('confirmPurchase', 'outcome.paid.title'),
    );
    await expect(
      page.getByText(t('confirmPurchase', 'outcome.paid.text', { assistant: name })),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t('confirmPurchase', 'receipt') })).toHaveAttribute(
      'href',
      receiptPath,
    );
    await expect(page.getByRole('button', { name: t('confirmPurchase', 'confirm') })).toHaveCount(0);
    await expectNoAxeViolations(page, 'confirmation page, closed');

    // The Connect page counts both in the month, and lists them under the assistant.
    await page.goto(localized('/connect'));
    await expect(row).toContainText(t('spending', 'line.mayBuy', { monthly: money(2000) }));
    await expect(row).toContainText(money(1999));
    const byAssistant = page.getByRole('list', { name: t('connect', 'purchases.of', { name }) });
    await expect(byAssistant.getByRole('listitem')).toHaveCount(2);
    await expect(byAssistant.getByRole('listitem').filter({ hasText: packs.dear.title })).toContainText(
      t('spending', 'purchase.status.paid'),
    );
  });
}
