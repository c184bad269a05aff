// Issue 53, item 2, as a creator clicks through it, in both languages: a folder of notes chosen on the upload page
// goes in as one import with one progress view, until every note is searchable; a file the engine cannot take is
// listed with why. English on a desktop, Japanese on a phone; axe on the finished view.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGET, PHONE, expect, test } from './support/test';
import { signInAsNewPerson } from './support/accounts';
import { axeViolations, settle } from './support/axe';
import { writeHeaders } from './support/engine';
import { text } from './support/locales';

type Language = 'en' | 'ja';
const PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };
const NOTES = 40;

/** A folder as a creator's notes app exports it: notes, an empty one, and a picture the picker leaves out. */
function notesFolder(language: Language): string {
  const folder = mkdtempSync(join(tmpdir(), 'kenja-import-'));
  for (let n = 1; n <= NOTES; n += 1) {
    const body =
      language === 'ja'
        ? `# メモ ${n}\n\n番号${n}のメモです。発酵と温度についての短い覚え書き。\n`
        : `# Note ${n}\n\nNote number ${n}: a short reminder about proofing dough at the right warmth.\n`;
    writeFileSync(join(folder, `note-${n}.md`), body);
  }
  writeFileSync(join(folder, 'empty.md'), '');
  writeFileSync(join(folder, 'cover.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return folder;
}

for (const language of ['en', 'ja'] as const) {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce(
      (result, [name, value]) =>
        result.replaceAll(`{{${name}, number}}`, String(value)).replaceAll(`{{${name}}}`, String(value)),
      text(language, 'creatorUpload', key),
    );

  test(`a creator imports a folder of notes and watches them become searchable (${language})`, async ({
    page,
  }) => {
    test.setTimeout(BUDGET.indexing);
    if (language === 'ja') await page.setViewportSize(PHONE);
    await signInAsNewPerson(page, 'creator', 'Aiko Sato');
    const created = await page.request.post('/api/packs', {
      data: { title: `Field notes ${Date.now().toString(36)}`, kind: 'marketplace', language },
      headers: await writeHeaders(page.request),
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const folder = notesFolder(language);
    try {
      await page.goto(`${PREFIX[language]}/creator/upload?pack=${id}`);
      await expect(page.getByText(t('upload.empty'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('import.folder') })).toBeEnabled();
      await page.locator('input[webkitdirectory]').setInputFiles(folder);

      const done = page.getByRole('region', { name: t('import.finished_other', { count: NOTES + 1 }) });
      await expect(done).toBeVisible({ timeout: 60_000 });
      await expect(done).toContainText(t('import.indexed', { done: NOTES, total: NOTES }));
      await done.getByText(t('import.skipped_one', { count: 1 })).click();
      await expect(
        done.getByText(t('import.skippedFile', { name: 'empty.md', reason: t('import.reasons.empty') })),
      ).toBeVisible();
      await expect(page.getByText('cover.png')).toHaveCount(0);
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
      await done.screenshot({ path: `test-reports/import/import-${language}.png` });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
}
