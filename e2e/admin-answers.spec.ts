// The admin console's answer tabs against the real server (spec 02 §2.7), with no AI model configured (extractive
// mode): ask a test pack in English and Japanese, open a cited passage; edit, save, reload and reset the system
// prompts. axe-core checks these states in accessibility.spec.ts.
import { BUDGET, expect, test, type Page } from './support/test';
import { signInAsNewPerson } from './support/accounts';
import { createTestPack, uploadText } from './support/engine';
import { text } from './support/locales';

const PREFIX = { en: '/us/en', ja: '/jp/ja' } as const;

const GUIDE = (word: string) =>
  [
    '# Bread',
    '',
    '## Resting',
    '',
    `Let the ${word} dough rest for an hour before shaping. A rested dough is easier to stretch.`,
    '',
    '## 発酵',
    '',
    `${word}の生地は室温で2時間発酵させ、2倍の大きさになったら成形します。`,
  ].join('\n');

/** Leaves only this test's pack checked: other tests make test packs too, and every one is listed. */
async function checkOnly(page: Page, title: string) {
  for (const box of await page.getByRole('checkbox').all()) {
    const label = await box.evaluate((input) => input.closest('label')?.textContent ?? '');
    await box.setChecked(label.includes(title));
  }
}

const QUESTIONS = {
  en: (word: string) => `How long should the ${word} dough rest before shaping?`,
  ja: (word: string) => `${word}の生地は何時間発酵させますか`,
};
const EXPECTED = {
  en: (word: string) => `Let the ${word} dough rest for an hour before shaping.`,
  ja: (word: string) => `${word}の生地は室温で2時間発酵させ`,
};

for (const language of ['en', 'ja'] as const) {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce(
      (s, [name, value]) => s.replace(new RegExp(`{{\\s*${name}[^}]*}}`), String(value)),
      text(language, 'admin', key),
    );
  const a = (key: string) => text(language, 'answers', key);

  test(`an admin asks a test pack and reads the cited passage (${language})`, async ({ page }) => {
    test.setTimeout(BUDGET.indexing);
    const id = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const word = `kenjachat${id}`;
    const title = `Chat ${language} ${id}`;

    await signInAsNewPerson(page, 'admin');
    const pack = await createTestPack(page.request, title);
    await uploadText(page.request, pack.id, 'bread.md', GUIDE(word));

    await page.goto(`${PREFIX[language]}/admin?tab=claude-chat`);
    await expect(page.getByRole('heading', { name: t('chat.heading') })).toBeVisible();
    await expect(page.getByText(t('chat.modeExtractive'))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: new RegExp(title) })).toBeVisible();
    await checkOnly(page, title);

    const send = page.getByRole('button', { name: t('chat.send') });
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: t('chat.question') }).fill(QUESTIONS[language](word));
    await page.getByRole('textbox', { name: t('chat.question') }).press('Enter');

    const conversation = page.getByRole('list', { name: t('chat.conversation') });
    await expect(conversation.getByText(QUESTIONS[language](word))).toBeVisible();
    await expect(conversation.getByText(a('excerptsLabel'))).toBeVisible({ timeout: 15_000 });
    await expect(conversation.getByText(EXPECTED[language](word), { exact: false })).toBeVisible();

    // Every sentence of an excerpt is the pack's own: the line says they are quotes, not that they back themselves.
    await expect(conversation.getByText(new RegExp(a('quoted_one').split('{{')[0] ?? ''))).toBeVisible();

    // The source chip opens the passage with the shared words highlighted.
    const chip = conversation.getByRole('button', { name: new RegExp(`bread\\.md`) }).last();
    await chip.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(title)).toBeVisible();
    await expect(viewer.locator('mark').first()).toBeVisible();
    await viewer.getByRole('button', { name: text(language, 'answers', 'viewer.close') }).click();
    await expect(viewer).toBeHidden();

    // Metadata on demand.
    await conversation.getByRole('button', { name: a('details') }).click();
    await expect(conversation.getByText(a('excerpts'))).toBeVisible();
  });
}

test('an admin edits the system prompts, which survive a reload, then resets them', async ({ page }) => {
  const t = (key: string) => text('en', 'admin', key);
  await signInAsNewPerson(page, 'admin');
  await page.goto('/us/en/admin?tab=system-prompt');
  const english = page.getByRole('textbox', { name: t('systemPrompt.label.en') });
  await expect(english).not.toHaveValue('');

  // An unsaved edit is a draft that a reload brings back.
  await english.fill('You are a careful baker. Answer briefly.');
  await page.reload();
  await expect(page.getByText(t('systemPrompt.draftRestored'))).toBeVisible();
  await expect(english).toHaveValue('You are a careful baker. Answer briefly.');

  await page.getByRole('button', { name: t('systemPrompt.save') }).click();
  await expect(page.getByText(t('systemPrompt.saved'))).toBeVisible();
  await page.reload();
  await expect(english).toHaveValue('You are a careful baker. Answer briefly.');
  await expect(page.getByText(t('systemPrompt.draftRestored'))).toBeHidden();

  // Japanese in the Japanese console too, then back to the defaults.
  await page.goto('/jp/ja/admin?tab=system-prompt');
  await expect(page.getByRole('textbox', { name: text('ja', 'admin', 'systemPrompt.label.en') })).toHaveValue(
    'You are a careful baker. Answer briefly.',
  );
  await page.getByRole('button', { name: text('ja', 'admin', 'systemPrompt.reset') }).click();
  const dialog = page.getByRole('dialog', { name: text('ja', 'admin', 'systemPrompt.resetTitle') });
  await dialog.getByRole('button', { name: text('ja', 'admin', 'systemPrompt.resetConfirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(text('ja', 'admin', 'systemPrompt.usingDefaults'))).toBeVisible();
});
