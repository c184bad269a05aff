// The whole creator journey of issue 10, as a person clicking through it, in both languages: apply, be approved,
// upload a PDF and a DOCX with visible progress, describe the pack with a suggestion applied, publish, share it,
// find it on home and in search, pause it (gone) and resume it (back).
import { BUDGET, expect, test, type Page } from './support/test';
import { makeDocx } from '../src/server/ingest/fixtures/docx';
import { makePdf } from '../src/server/ingest/fixtures/pdf';
import { signInAsNewPerson } from './support/accounts';
import { approveApplication, submitApplication } from './support/applications';
import { axeViolations, settle } from './support/axe';
import { text } from './support/locales';

type Language = 'en' | 'ja';
const PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };

/** A word no other pack has, so the home search finds this pack alone. */
function uniqueWord(): string {
  return `levain${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, 'x');
}

/** A plain PDF (no headings) and a DOCX whose first heading names the pack: the suggested title. */
async function documents(word: string, language: Language) {
  const pdf = await makePdf([
    [
      'Feeding the starter. A healthy starter doubles within six hours of feeding at room temperature.',
      'Use equal weights of flour and water, and discard half before each feeding.',
    ],
    ['Shaping the loaf. Pre-shape, rest for twenty minutes, then shape with surface tension.'],
  ]);
  const docx = await makeDocx(
    language === 'ja'
      ? [
          { heading: 1, text: `サワードウ入門 ${word}` },
          { heading: 2, text: '発酵の見極め' },
          { paragraph: '生地が一・五倍に膨らみ、表面に気泡が見えたら一次発酵の終わりです。' },
          { heading: 2, text: '焼成' },
          { paragraph: '二百三十度に予熱したオーブンで、最初の二十分は蒸気を入れて焼きます。' },
        ]
      : [
          { heading: 1, text: `Sourdough at Home ${word}` },
          { heading: 2, text: 'Bulk fermentation' },
          { paragraph: 'Bulk fermentation ends when the dough has grown by half and shows bubbles.' },
          { heading: 2, text: 'Baking' },
          { paragraph: 'Bake at 230 degrees with steam for the first twenty minutes.' },
        ],
  );
  return [
    { name: 'starter-notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) },
    {
      name: 'sourdough-guide.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(docx),
    },
  ];
}

async function expectNoAxeViolations(page: Page, where: string) {
  await settle(page);
  expect(await axeViolations(page), where).toEqual([]);
}

/** Home with the search box filled in (the filter lives in the URL): the pack's card, or none. */
function cardOnHome(page: Page, language: Language, word: string, title: string) {
  return {
    open: () => page.goto(`${PREFIX[language]}?q=${word}`),
    card: page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) }),
  };
}

for (const language of ['en', 'ja'] as const) {
  const t = (namespace: string, key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (result, [name, value]) => result.replaceAll(`{{${name}}}`, value),
      text(language, namespace, key),
    );

  test(`a new creator publishes a pack, shares it, pauses and resumes it (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(BUDGET.creatorJourney);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const word = uniqueWord();

    // Apply, and have an admin approve: the person is a creator now.
    await signInAsNewPerson(page, 'user', 'Aiko Sato');
    await approveApplication(await submitApplication(page.request));

    // Step 1: the first pack, then two files with their progress.
    await page.goto(`${PREFIX[language]}/creator/upload`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('creatorUpload', 'page.step'));
    await page.getByLabel(t('creatorUpload', 'createPack.name')).fill(`Working title ${word}`);
    await page.getByRole('button', { name: t('creatorUpload', 'createPack.submit') }).click();
    await page.getByLabel(t('creatorUpload', 'upload.drop')).setInputFiles(await documents(word, language));
    for (const name of ['starter-notes.pdf', 'sourdough-guide.docx']) {
      await expect(
        page.getByRole('progressbar', { name: t('creatorUpload', 'upload.progress', { name }) }),
      ).toBeVisible();
    }
    const proceed = page.getByRole('link', { name: t('creatorUpload', 'continue.ready') });
    await expect(proceed).toBeVisible({ timeout: 60_000 });
    await expectNoAxeViolations(page, 'upload page, files ready');
    await proceed.click();

    // Step 2: the suggested title applied with one click, the rest typed.
    await expect(page).toHaveURL(new RegExp(`${PREFIX[language]}/creator/edit/[0-9a-f-]{36}$`));
    const applyTitle = page.getByRole('button', {
      name: t('creatorPack', 'suggestions.applyField', { field: t('creatorPack', 'fields.title') }),
    });
    await expect(applyTitle).toBeVisible({ timeout: 30_000 });
    await applyTitle.click();
    const titleField = page.getByRole('textbox', { name: t('creatorPack', 'fields.title'), exact: true });
    await expect(titleField).toHaveValue(new RegExp(word));
    const title = await titleField.inputValue();
    await page
      .getByRole('textbox', { name: t('creatorPack', 'fields.description') })
      .fill(`Everything a home baker needs, from feeding the starter to the oven. ${word}`);
    await page
      .getByRole('combobox', { name: t('creatorPack', 'fields.category') })
      .selectOption('cooking-culinary-arts');
    await page.getByRole('spinbutton').first().fill('19.99');
    await expectNoAxeViolations(page, 'pack details, filled in');
    await page.getByRole('button', { name: t('creatorPack', 'actions.publish') }).click();

    // Step 3: published, a first pack, its link copied.
    await expect(page).toHaveURL(new RegExp(`${PREFIX[language]}/creator/success/[0-9a-f-]{36}$`));
    const packId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('creatorSuccess', 'page.heading'));
    await expect(page.getByRole('heading', { name: t('creatorSuccess', 'firstPack.title') })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    const link = page.getByRole('textbox', { name: t('creatorSuccess', 'share.linkLabel') });
    await expect(link).toHaveValue(new RegExp(`${PREFIX[language]}/pack/`));
    await page.getByRole('button', { name: t('creatorSuccess', 'share.copy') }).click();
    await expect(page.getByRole('button', { name: t('creatorSuccess', 'share.copied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await expect(page.getByRole('button', { name: t('creatorSuccess', 'share.copy') })).toBeVisible();
    await expectNoAxeViolations(page, 'publish success');

    // On home and in search at once.
    const home = cardOnHome(page, language, word, title);
    await home.open();
    await expect(home.card).toBeVisible();

    // Paused: gone for new buyers. Resumed: back.
    await page.goto(`${PREFIX[language]}/creator/edit/${packId}`);
    const panel = page.getByRole('region', { name: t('creatorPack', 'manage.heading') });
    await panel.getByRole('button', { name: t('creatorPack', 'manage.pause'), exact: true }).click();
    await expect(
      panel.getByRole('button', { name: t('creatorPack', 'manage.resume'), exact: true }),
    ).toBeVisible();
    await expect(panel).toContainText(t('creatorPack', 'manage.pausedNote'));
    await expectNoAxeViolations(page, 'pack details, paused');
    await home.open();
    await expect(page.getByRole('heading', { name: t('home', 'empty.title') })).toBeVisible();
    await expect(home.card).toHaveCount(0);

    await page.goto(`${PREFIX[language]}/creator/edit/${packId}`);
    await panel.getByRole('button', { name: t('creatorPack', 'manage.resume'), exact: true }).click();
    await expect(
      panel.getByRole('button', { name: t('creatorPack', 'manage.pause'), exact: true }),
    ).toBeVisible();
    await home.open();
    await expect(home.card).toBeVisible();
  });
}
