// The admin console's engine tabs against the real server (spec 02 §2.7): create a test pack, upload files and
// watch them get processed, search them, delete the pack. In both languages.
import { BUDGET, expect, test, type Page } from './support/test';
import { signInAsNewPerson } from './support/accounts';
import { sourdoughGuide } from './support/engine';
import { text } from './support/locales';

const PREFIX = { en: '/us/en', ja: '/jp/ja' } as const;

/** A locale text as a pattern: `{{name}}` or `{{count, number}}` stand for anything. */
function pattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\\\{[^}]+\\\}\\\}/g, '.+')}$`);
}

/** Leaves only this test's pack checked: other tests' admins make test packs too, and all are listed. */
async function checkOnly(page: Page, title: string) {
  for (const box of await page.getByRole('checkbox').all()) {
    const label = await box.evaluate((input) => input.closest('label')?.textContent ?? '');
    await box.setChecked(label.includes(title));
  }
}

for (const language of ['en', 'ja'] as const) {
  const t = (key: string) => text(language, 'admin', key);

  test(`an admin tests the engine: pack, uploads, search, delete (${language})`, async ({ page }) => {
    test.setTimeout(BUDGET.indexing);
    const id = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const title = `E2E ${language} ${id}`;
    const word = `kenjae2e${id}`;

    await signInAsNewPerson(page, 'admin');
    await page.goto(`${PREFIX[language]}/admin?tab=file-upload`);
    await expect(page.getByRole('tab', { name: t('tabs.fileUpload') })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Create the pack through the modal.
    await page
      .getByRole('button', { name: t('testPacks.create') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('createPack.title') });
    const submit = dialog.getByRole('button', { name: t('createPack.submit') });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: t('createPack.name') }).fill(title);
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: title })).toBeChecked();

    // Upload a Markdown and a text file, and watch both reach "Ready" with chunks.
    await page.getByLabel(t('upload.drop')).setInputFiles([
      { name: 'sourdough.md', mimeType: 'text/markdown', buffer: Buffer.from(sourdoughGuide(word)) },
      {
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Keep the starter warm.\n\nFeed it twice a day with flour and water.'),
      },
    ]);
    const files = page.getByRole('list', { name: t('upload.listLabel') }).getByRole('listitem');
    await expect(files).toHaveCount(2);
    const ready = new RegExp(
      `${pattern(t('upload.status.ready_one')).source}|${pattern(t('upload.status.ready_other')).source}`,
    );
    for (const name of ['sourdough.md', 'notes.txt']) {
      const row = files.filter({ hasText: name });
      await expect(row.getByText(ready)).toBeVisible({ timeout: 30_000 });
      await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    }
    await expect(page.getByRole('radio', { name: title })).toHaveAccessibleDescription(
      new RegExp(text(language, 'admin', 'testPacks.files_other').replace('{{count, number}}', '2')),
    );

    // Search the pack and find the passage with the word highlighted.
    await page.getByRole('tab', { name: t('tabs.vectorSearch') }).click();
    await expect(page.getByRole('checkbox', { name: new RegExp(title) })).toBeVisible();
    await checkOnly(page, title);
    const search = page.getByRole('button', { name: t('search.submit'), exact: true });
    await expect(search).toBeDisabled();
    await page.getByRole('searchbox', { name: t('search.query') }).fill(word);
    await search.click();
    const hits = page.getByRole('list', { name: t('search.results') }).getByRole('listitem');
    await expect(hits.first()).toContainText('sourdough.md');
    await expect(
      hits
        .first()
        .locator('mark')
        .filter({ hasText: new RegExp(word, 'i') }),
    ).toBeVisible();

    // Delete the pack after the warning.
    await page.getByRole('tab', { name: t('tabs.fileUpload') }).click();
    await page.getByRole('button', { name: t('testPacks.deleteFor').replace('{{name}}', title) }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(t('deletePack.text'));
    await confirm.getByRole('button', { name: t('deletePack.confirm') }).click();
    await expect(page.getByRole('radio', { name: title })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
  });
}
