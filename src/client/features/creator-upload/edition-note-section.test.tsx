import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EditionNoteResponse } from '../../../common/contracts/editions';
import { axeViolations } from '../../test/axe';
import { corpusPackFixture, documentFixture } from '../../test/corpus';
import { editionFixture } from '../../test/editions';
import { apiError, json } from '../../test/fake-api';
import { answers, renderUploadPage } from './test-utils';

// Issue 52, item 2: the creator writes the note their pack's next edition carries, where its documents change.

const pack = corpusPackFixture({ title: 'Tea ceremony' });
const NOTE = `GET /api/studio/packs/${pack.id}/edition-note`;
const SAVE = `PUT /api/studio/packs/${pack.id}/edition-note`;

function renderNote(path: string, held: EditionNoteResponse) {
  let saved = held;
  return renderUploadPage(path, {
    'GET /api/packs/mine': () => json({ packs: [pack] }),
    [`GET /api/packs/${pack.id}/documents`]: () => json({ documents: [] }),
    [NOTE]: () => json(saved),
    [SAVE]: (body) => {
      saved = { ...saved, note: (body as { note: string }).note.trim() || null };
      return json(saved);
    },
  });
}

describe('the note for the next edition', () => {
  it('shows the latest edition, saves the note and says the next edition carries it (English)', async () => {
    const { api, user } = renderNote('/us/en/creator/upload', { note: null, latest: editionFixture() });
    const panel = await screen.findByRole('region', { name: 'Note for the next edition' });
    expect(await within(panel).findByText('Latest edition: edition 3, April 1, 2026.')).toBeInTheDocument();
    const field = within(panel).getByRole('textbox', { name: 'Note to your buyers' });
    const save = within(panel).getByRole('button', { name: 'Save the note' });
    expect(save).toBeDisabled();
    await user.type(field, 'A new chapter on matcha.');
    await user.click(save);
    expect(
      await within(panel).findByText('Saved: your next edition will carry this note.'),
    ).toBeInTheDocument();
    expect(api.callsTo(SAVE)[0]?.body).toEqual({ note: 'A new chapter on matcha.' });
    expect(await axeViolations()).toEqual([]);
  });

  it('says it in Japanese, and clears the note', async () => {
    const { api, user } = renderNote('/jp/ja/creator/upload', { note: '古いメモ', latest: null });
    const panel = await screen.findByRole('region', { name: '次の版へのメモ' });
    expect(await within(panel).findByText(/まだ版はありません/)).toBeInTheDocument();
    const field = within(panel).getByRole('textbox', { name: '購入者へのメモ' });
    expect(field).toHaveValue('古いメモ');
    await user.clear(field);
    await user.click(within(panel).getByRole('button', { name: 'メモを保存' }));
    expect(await within(panel).findByText('保存しました。次の版にはメモが付きません。')).toBeInTheDocument();
    expect(api.callsTo(SAVE)[0]?.body).toEqual({ note: '' });
    expect(await axeViolations()).toEqual([]);
  });

  it('reads the note again once the files are processed: the edition they made took it', async () => {
    const doc = documentFixture({ packId: pack.id, status: 'processing' });
    const { user } = renderUploadPage('/us/en/creator/upload', {
      'GET /api/packs/mine': () => json({ packs: [pack] }),
      [`GET /api/packs/${pack.id}/documents`]: answers(
        { documents: [doc] },
        { documents: [{ ...doc, status: 'ready', chunkCount: 3 }] },
      ),
      [NOTE]: answers(
        { note: 'Gyokuro is in.', latest: editionFixture({ number: 1 }) },
        { note: null, latest: editionFixture({ number: 2, note: 'Gyokuro is in.' }) },
      ),
    });
    const panel = await screen.findByRole('region', { name: 'Note for the next edition' });
    const field = await within(panel).findByRole('textbox', { name: 'Note to your buyers' });
    expect(field).toHaveValue('Gyokuro is in.');
    await user.type(field, ' And matcha.');
    expect(
      await within(panel).findByText('Latest edition: edition 2, April 1, 2026.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Note to your buyers' })).toHaveValue('');
  });

  it('says when the note could not be loaded, and tries again', async () => {
    let calls = 0;
    renderUploadPage('/us/en/creator/upload', {
      'GET /api/packs/mine': () => json({ packs: [pack] }),
      [`GET /api/packs/${pack.id}/documents`]: () => json({ documents: [] }),
      [NOTE]: () =>
        calls++ === 0 ? apiError(500, 'internal', 'Broken') : json({ note: null, latest: null }),
    });
    const panel = await screen.findByRole('region', { name: 'Note for the next edition' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      /The note for the next edition could not be loaded/,
    );
    within(panel).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(within(panel).getByRole('textbox')).toBeInTheDocument());
  });

  it('is not offered for an admin’s test pack', async () => {
    const test = corpusPackFixture({ title: 'Test corpus', kind: 'test' });
    renderUploadPage('/us/en/creator/upload', {
      'GET /api/packs/mine': () => json({ packs: [test] }),
      [`GET /api/packs/${test.id}/documents`]: () => json({ documents: [] }),
    });
    expect(await screen.findByText('No files in this pack yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Note for the next edition' })).not.toBeInTheDocument();
  });
});
