import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentSummary, ImportResponse } from '../../../common/contracts/engine';
import { IMPORT_MAX_FILES } from '../../../common/limits';
import { axeViolations } from '../../test/axe';
import { corpusPackFixture, documentFixture } from '../../test/corpus';
import { json } from '../../test/fake-api';
import { fileOf } from '../../test/files';
import { fileInput, renderUploadPage } from './test-utils';

const MINE = 'GET /api/packs/mine';

const notes = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => fileOf(`note-${from + i}.md`, 'text/markdown', 200));

/** The server's answer to an import of `files`: each a queued document, but those the test names otherwise. */
function answerFor(
  packId: string,
  files: File[],
  { duplicate = [], skipped = [] }: { duplicate?: string[]; skipped?: string[] } = {},
): ImportResponse {
  return {
    documents: files
      .filter((file) => !duplicate.includes(file.name) && !skipped.includes(file.name))
      .map((file) => documentFixture({ packId, filename: file.name, status: 'queued' })),
    duplicates: duplicate.map((filename) => ({ filename, documentId: documentFixture({ packId }).id })),
    skipped: skipped.map((filename) => ({ filename, reason: 'empty', message: `"${filename}" is empty` })),
  };
}

describe('importing many files at once (issue 53)', () => {
  it('sends a dozen files as one import with one progress view, then follows them to searchable', async () => {
    const pack = corpusPackFixture({ title: 'Field notes' });
    const files = notes(12);
    const answer = answerFor(pack.id, files, { duplicate: ['note-3.md'], skipped: ['note-7.md'] });
    let listed: DocumentSummary[] = [];
    const { api, user } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: () => json({ packs: [pack] }),
      [`POST /api/packs/${pack.id}/documents/import`]: () => {
        listed = answer.documents.map((doc, i) =>
          i === 0
            ? { ...doc, status: 'failed', error: 'No text' }
            : { ...doc, status: 'ready', chunkCount: 1 },
        );
        return json(answer, 202);
      },
      [`GET /api/packs/${pack.id}/documents`]: () => json({ documents: listed }),
    });
    await screen.findByText('No files in this pack yet.');
    await user.upload(fileInput(), files);

    const sent = api.callsTo(`POST /api/packs/${pack.id}/documents/import`);
    expect(sent).toHaveLength(1);
    expect((sent[0]?.body as FormData).getAll('files')).toHaveLength(12);
    expect(api.callsTo(`POST /api/packs/${pack.id}/documents`)).toEqual([]);

    const panel = await screen.findByRole('region', { name: 'Imported 12 files' });
    expect(within(panel).getByRole('progressbar', { name: 'Files sent' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(panel).getByRole('progressbar', { name: 'Files searchable' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(panel).toHaveTextContent('Searchable: 10 of 10');
    expect(panel).toHaveTextContent('1 file could not be read');
    expect(panel).toHaveTextContent('1 file was already in this pack');
    await user.click(within(panel).getByText('1 file left out'));
    expect(within(panel).getByText('note-7.md: the file is empty')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /Imported/ })).not.toBeInTheDocument();
  });

  it('imports a chosen folder in requests the endpoint takes, in Japanese', async () => {
    const pack = corpusPackFixture({ title: '野帳' });
    const files = notes(IMPORT_MAX_FILES + 30);
    const bodies: FormData[] = [];
    const { user } = renderUploadPage('/jp/ja/creator/upload', {
      [MINE]: () => json({ packs: [pack] }),
      [`POST /api/packs/${pack.id}/documents/import`]: (body) => {
        const form = body as FormData;
        bodies.push(form);
        return json(answerFor(pack.id, form.getAll('files') as File[]), 202);
      },
      [`GET /api/packs/${pack.id}/documents`]: () => json({ documents: [] }),
    });
    await screen.findByText('このパックにはまだファイルがありません。');
    const folder = screen.getByRole('button', { name: 'フォルダーを取り込む' });
    const picker = folder.previousElementSibling as HTMLInputElement;
    expect(picker).toHaveAttribute('webkitdirectory');
    await user.upload(picker, files);

    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((form) => form.getAll('files').length)).toEqual([IMPORT_MAX_FILES, 30]);
    const panel = await screen.findByRole('region', { name: '230件のファイルを取り込んでいます' });
    expect(panel).toHaveTextContent('すべてのファイルを送信しました');
    expect(panel).toHaveTextContent('検索可能：230件中0件');
    expect(within(panel).getByRole('button', { name: '閉じる' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps a few files as uploads of their own', async () => {
    const pack = corpusPackFixture({ title: 'Field notes' });
    const doc = documentFixture({ packId: pack.id, filename: 'note-1.md' });
    const { api, user } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: () => json({ packs: [pack] }),
      [`POST /api/packs/${pack.id}/documents`]: () => json({ document: doc, duplicate: false }, 202),
      [`GET /api/packs/${pack.id}/documents`]: () => json({ documents: [] }),
    });
    await screen.findByText('No files in this pack yet.');
    await user.upload(fileInput(), notes(3));
    await waitFor(() => expect(api.callsTo(`POST /api/packs/${pack.id}/documents`)).toHaveLength(3));
    expect(api.callsTo(`POST /api/packs/${pack.id}/documents/import`)).toEqual([]);
  });
});
