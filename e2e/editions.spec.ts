// Issue 52, item 2, as two people click through it, in both languages: a creator writes the note for their pack's
// next edition and adds a document; the buyer sees that edition — its note and what changed, a marker on each
// section — in My Library, asks to be e-mailed the next ones, and finds the history on the sales page (the
// Japanese buyer on a phone). Axe on each screen.
import { BUDGET, PHONE, expect, test, type APIRequestContext, type Page } from './support/test';
import { signInAsNewPerson } from './support/accounts';
import { axeViolations, settle } from './support/axe';
import { uploadText, writeHeaders } from './support/engine';
import { text } from './support/locales';

type Language = 'en' | 'ja';
const PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };

const NOTE: Record<Language, string> = {
  en: 'A new chapter on storing tea, as buyers asked.',
  ja: 'ご要望の多かった茶葉の保存の章を追加しました。',
};

async function expectNoAxeViolations(page: Page, where: string) {
  await settle(page);
  expect(await axeViolations(page), where).toEqual([]);
}

/** The creator's pack, published with one indexed document (its first edition): its id. */
async function publishedPack(api: APIRequestContext, language: Language, title: string) {
  const created = await api.post('/api/packs', {
    data: { title, kind: 'marketplace', language },
    headers: await writeHeaders(api),
  });
  expect(created.status(), 'POST /api/packs').toBe(201);
  const { id } = (await created.json()) as { id: string };
  await uploadText(api, id, 'tea.md', '# Sencha\n\nBrew sencha at 70 degrees for one minute.\n');
  const published = await api.post(`/api/studio/packs/${id}/publish`, {
    data: {
      title,
      description: 'Green tea from the leaf to the cup, explained one step at a time for a home kitchen.',
      category: 'cooking-culinary-arts',
      price: '9.99',
      language,
    },
    headers: await writeHeaders(api),
  });
  expect(published.status(), `publish: ${await published.text()}`).toBe(200);
  return id;
}

/** The buyer pays for the pack through the dev checkout's API. */
async function buy(api: APIRequestContext, packId: string, language: Language) {
  const headers = await writeHeaders(api);
  const checkout = await api.post('/api/checkout', { data: { packIds: [packId], language }, headers });
  expect(checkout.status(), `checkout: ${await checkout.text()}`).toBe(201);
  const { order } = (await checkout.json()) as { order: { id: string } };
  const paid = await api.post(`/api/checkout/dev/${order.id}/pay`, { headers });
  expect(paid.ok(), `pay: ${await paid.text()}`).toBe(true);
}

for (const language of ['en', 'ja'] as const) {
  const t = (namespace: string, key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (result, [name, value]) => result.replaceAll(`{{${name}}}`, value),
      text(language, namespace, key),
    );

  test(`a creator's note and new document reach the buyer as an edition (${language})`, async ({
    page,
    newContext,
  }) => {
    test.setTimeout(BUDGET.journey);
    const title = `Tea editions ${Date.now().toString(36)}`;
    await signInAsNewPerson(page, 'creator', 'Aiko Sato');
    const packId = await publishedPack(page.request, language, title);
    const buyerPage = await (await newContext(language === 'ja' ? { viewport: PHONE } : {})).newPage();
    await signInAsNewPerson(buyerPage, 'user', 'Ken Ito');
    await buy(buyerPage.request, packId, language);

    // The creator writes the note, then adds a document: the edition it makes carries the note.
    await page.goto(`${PREFIX[language]}/creator/upload?pack=${packId}`);
    const note = page.getByRole('region', { name: t('creatorUpload', 'editionNote.heading') });
    await note.getByRole('textbox', { name: t('creatorUpload', 'editionNote.label') }).fill(NOTE[language]);
    await note.getByRole('button', { name: t('creatorUpload', 'editionNote.save') }).click();
    await expect(note).toContainText(t('creatorUpload', 'editionNote.saved'));
    await page.getByLabel(t('creatorUpload', 'upload.drop')).setInputFiles({
      name: 'storing.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Storing\n\nKeep tea cool, dark and sealed, away from strong smells.\n'),
    });
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/packs/${packId}/documents`);
          const { documents } = (await res.json()) as { documents: { status: string }[] };
          return documents.length === 2 && documents.every((doc) => doc.status === 'ready');
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await expectNoAxeViolations(page, 'upload page with the note');

    // The buyer sees the edition in My Library: the note, and what changed section by section.
    await buyerPage.goto(`${PREFIX[language]}/library`);
    const card = buyerPage
      .getByRole('listitem')
      .filter({ has: buyerPage.getByRole('heading', { name: title }) });
    await expect(card.getByRole('heading', { level: 3 })).toContainText(
      t('common', 'editions.title', { number: '2' }),
    );
    await expect(card).toContainText(NOTE[language]);
    await card.getByText(t('common', 'editions.whatChanged_one', { count: '1' })).click();
    const sections = card.getByRole('list', {
      name: t('common', 'editions.sectionsOf', { filename: 'storing.md' }),
    });
    await expect(sections).toContainText(`+${t('common', 'editions.change.added')}Storing`);
    const mail = card.getByRole('checkbox', { name: t('library', 'editions.mail') });
    await mail.check();
    await expect(mail).toBeChecked();
    await expectNoAxeViolations(buyerPage, 'library with the edition');
    await buyerPage.reload();
    await expect(mail).toBeChecked();

    // The whole history on the sales page.
    await card.getByRole('link', { name: t('library', 'editions.history') }).click();
    const history = buyerPage.getByRole('region', { name: t('packPage', 'editions.heading') });
    await expect(history).toBeVisible();
    await expect(history.getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(history).toContainText(NOTE[language]);
    await expectNoAxeViolations(buyerPage, 'sales page with the edition history');
  });
}
