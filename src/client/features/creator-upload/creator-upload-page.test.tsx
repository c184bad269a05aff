import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../common/limits';
import { apiError, json } from '../../test/fake-api';
import { fileOf } from '../../test/files';
import { corpusPackFixture, documentFixture } from '../../test/corpus';
import { answers, fileInput, renderUploadPage } from './test-utils';
import { expectLink } from '../../test/expectations';

const MINE = 'GET /api/packs/mine';
const rows = () => within(screen.getByRole('list', { name: 'Files in this pack' })).getAllByRole('listitem');

describe('choosing the pack (spec 02 §2.1)', () => {
  it('lists the creator’s packs with their figures and selects the first', async () => {
    const bread = corpusPackFixture({ title: 'Bread basics', totalChunks: 42, fileCount: 3 });
    const tea = corpusPackFixture({ title: 'Tea ceremony' });
    const { api } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: () => json({ packs: [bread, tea] }),
      [`GET /api/packs/${bread.id}/documents`]: () => json({ documents: [] }),
    });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Step 1 of 3: Upload Files');
    expectLink('Go to Dashboard', '/us/en/creator/dashboard');
    expect(await screen.findByRole('radio', { name: 'Bread basics' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tea ceremony' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bread basics' })).toHaveAccessibleDescription(
      `42 chunks · 3 files Corpus key: ${bread.corpusKey}`,
    );
    expect(screen.getByRole('group', { name: 'Pack to upload to' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.route === MINE)).toBeDefined();
    expect(await screen.findByText('No files in this pack yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Files First' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Continue to Pack Details' })).not.toBeInTheDocument();
  });

  it('preselects the pack named in the address, and keeps a new choice there', async () => {
    const first = corpusPackFixture({ title: 'First pack' });
    const second = corpusPackFixture({ title: 'Second pack' });
    const { router, user } = renderUploadPage(`/us/en/creator/upload?pack=${second.id}`, {
      [MINE]: () => json({ packs: [first, second] }),
      [`GET /api/packs/${first.id}/documents`]: () => json({ documents: [] }),
      [`GET /api/packs/${second.id}/documents`]: () => json({ documents: [] }),
    });
    expect(await screen.findByRole('radio', { name: 'Second pack' })).toBeChecked();
    expect(screen.getByText(/Uploading to Second pack/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'First pack' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'First pack' })).toBeChecked());
    expect(router.state.location.search).toBe(`?pack=${first.id}`);
  });

  it('keeps the pack it selected by itself when a newer one appears (made in another tab)', async () => {
    const bread = corpusPackFixture({ title: 'Bread basics' });
    const tea = corpusPackFixture({ title: 'Tea ceremony' });
    const madeElsewhere = corpusPackFixture({ title: 'Made in another tab' });
    const { queryClient, router } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: answers({ packs: [bread, tea] }, { packs: [madeElsewhere, bread, tea] }),
      [`GET /api/packs/${bread.id}/documents`]: () => json({ documents: [] }),
      [`GET /api/packs/${madeElsewhere.id}/documents`]: () => json({ documents: [] }),
    });
    expect(await screen.findByRole('radio', { name: 'Bread basics' })).toBeChecked();

    await queryClient.refetchQueries(); // as the page does when a file is done, or the window gets focus again
    expect(await screen.findByRole('radio', { name: 'Made in another tab' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bread basics' })).toBeChecked();
    expect(screen.getByText(/Uploading to Bread basics/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('asks a creator without packs to create one, then selects it', async () => {
    const created = corpusPackFixture({ title: 'Sourdough at home' });
    const { api, user } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: answers({ packs: [] }, { packs: [created] }),
      'POST /api/packs': () => json(created, 201),
      [`GET /api/packs/${created.id}/documents`]: () => json({ documents: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Create your first pack' })).toBeInTheDocument();
    expect(fileInput('Select a pack first')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload Files First' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Create pack' }));
    expect(screen.getByLabelText('Pack title')).toHaveAccessibleDescription(
      'Enter a title for the pack. Required. You can change it when you describe the pack.',
    );
    expect(api.callsTo('POST /api/packs')).toHaveLength(0);

    await user.type(screen.getByLabelText('Pack title'), 'Sourdough at home');
    await user.type(screen.getByLabelText(/Description/), 'Starter to loaf.');
    await user.click(screen.getByRole('button', { name: 'Create pack' }));
    expect(await screen.findByRole('radio', { name: 'Sourdough at home' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('“Sourdough at home” was created and selected.');
    expect(api.callsTo('POST /api/packs')[0]?.body).toEqual({
      title: 'Sourdough at home',
      description: 'Starter to loaf.',
      kind: 'marketplace',
      // In the interface's language until its documents say otherwise (issue 48).
      language: 'en',
    });
    expect(fileInput()).toBeEnabled();
  });

  it('offers another pack when some exist', async () => {
    const pack = corpusPackFixture({ title: 'Old pack' });
    const created = corpusPackFixture({ title: 'New pack' });
    const { user } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: answers({ packs: [pack] }, { packs: [created, pack] }),
      'POST /api/packs': () => json(created, 201),
      [`GET /api/packs/${pack.id}/documents`]: () => json({ documents: [] }),
      [`GET /api/packs/${created.id}/documents`]: () => json({ documents: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Create another pack' }));
    await user.type(screen.getByLabelText('Pack title'), 'New pack');
    await user.click(screen.getByRole('button', { name: 'Create pack' }));
    // Selected through the address, which the router updates a moment after the list names the new pack.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'New pack' })).toBeChecked());
    expect(screen.queryByLabelText('Pack title')).not.toBeInTheDocument();
  });

  it('says when the packs cannot be loaded', async () => {
    renderUploadPage('/us/en/creator/upload', { [MINE]: () => apiError(500, 'internal', 'boom') });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your packs could not be loaded/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('uploading files', () => {
  it('skips other kinds silently and alerts about files over 10 MB without sending them', async () => {
    const pack = corpusPackFixture({ title: 'Bread basics' });
    const doc = documentFixture({ packId: pack.id, filename: 'report.docx' });
    const { api, user } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: () => json({ packs: [pack] }),
      [`POST /api/packs/${pack.id}/documents`]: () => json({ document: doc, duplicate: false }, 202),
      [`GET /api/packs/${pack.id}/documents`]: answers({ documents: [] }, { documents: [doc] }),
    });
    await screen.findByText('No files in this pack yet.');
    await user.upload(fileInput(), [
      fileOf('report.docx', ''),
      fileOf('photo.png', 'image/png'),
      fileOf('big.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1024 * 1024),
    ]);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'File "big.pdf" is too large (11.0 MB). Maximum size is 10MB per file.',
    );
    expect(await screen.findByText('report.docx')).toBeInTheDocument();
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    const sent = api.callsTo(`POST /api/packs/${pack.id}/documents`);
    expect(sent).toHaveLength(1);
    expect((sent[0]?.body as FormData).get('file')).toHaveProperty('name', 'report.docx');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows a file from its bytes through processing to ready, then lets the creator continue', async () => {
    const pack = corpusPackFixture({ title: 'Bread basics' });
    const queued = documentFixture({ packId: pack.id, filename: 'guide.pdf', mimeType: 'application/pdf' });
    const { user } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: () => json({ packs: [pack] }),
      [`POST /api/packs/${pack.id}/documents`]: () => json({ document: queued, duplicate: false }, 202),
      [`GET /api/packs/${pack.id}/documents`]: answers(
        { documents: [] },
        { documents: [{ ...queued, status: 'processing', progress: { done: 1, total: 4 } }] },
        { documents: [{ ...queued, status: 'ready', progress: { done: 4, total: 4 }, chunkCount: 9 }] },
      ),
    });
    await screen.findByText('No files in this pack yet.');
    await user.upload(fileInput(), fileOf('guide.pdf', 'application/pdf', 4096));

    const bar = screen.getByRole('progressbar', { name: 'guide.pdf: progress' });
    expect(await screen.findByText('Processing (1/4)')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('button', { name: 'Processing Files...' })).toBeDisabled();

    expect(await screen.findByText('Ready — 9 chunks')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'guide.pdf: progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expectLink('Continue to Pack Details', `/us/en/creator/edit/${pack.id}`);
  });

  it('shows the bytes sent while uploading, and cancels an upload that is removed', async () => {
    const pack = corpusPackFixture();
    const { user } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: () => json({ packs: [pack] }),
      [`POST /api/packs/${pack.id}/documents`]: () => new Promise<Response>(() => undefined),
      [`GET /api/packs/${pack.id}/documents`]: () => json({ documents: [] }),
    });
    await screen.findByText('No files in this pack yet.');
    await user.upload(fileInput(), fileOf('slow.txt', 'text/plain', 4096));
    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'slow.txt: progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('button', { name: 'Processing Files...' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove slow.txt' }));
    expect(screen.queryByText('slow.txt')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Files First' })).toBeDisabled();
  });

  it('maps refusals to the spec’s messages', async () => {
    const pack = corpusPackFixture();
    const { user } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: () => json({ packs: [pack] }),
      [`POST /api/packs/${pack.id}/documents`]: () =>
        apiError(
          413,
          'payload_too_large',
          'File too large (10.0 MB). Maximum size is 10MB per file. Please split the file and upload in parts.',
        ),
      [`GET /api/packs/${pack.id}/documents`]: () => json({ documents: [] }),
    });
    await screen.findByText('No files in this pack yet.');
    await user.upload(fileInput(), fileOf('edge.txt', 'text/plain', UPLOAD_MAX_BYTES));
    expect(
      await screen.findByText(
        'Failed: File too large (10.0 MB). Maximum size is 10MB per file. Please split the file and upload in parts.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Files First' })).toBeDisabled();
  });
});

describe('the list after a reload', () => {
  it('is rebuilt from the pack’s documents on the server, failures with their reason', async () => {
    const pack = corpusPackFixture({ title: 'Bread basics' });
    const ready = documentFixture({ packId: pack.id, filename: 'done.md', status: 'ready', chunkCount: 3 });
    const busy = documentFixture({
      packId: pack.id,
      filename: 'busy.pdf',
      status: 'processing',
      progress: { done: 2, total: 8 },
    });
    const broken = documentFixture({
      packId: pack.id,
      filename: 'broken.pdf',
      status: 'failed',
      error: 'This PDF is damaged or incomplete and could not be read.',
    });
    const handlers = {
      [MINE]: () => json({ packs: [pack] }),
      [`GET /api/packs/${pack.id}/documents`]: answers(
        { documents: [busy, ready, broken] },
        { documents: [{ ...busy, status: 'ready', chunkCount: 5 }, ready, broken] },
      ),
    };
    const first = renderUploadPage('/us/en/creator/upload', handlers);
    expect(await screen.findByText('Processing (2/8)')).toBeInTheDocument();
    first.unmount();

    renderUploadPage('/us/en/creator/upload', handlers);
    expect(await screen.findByText('Ready — 3 chunks')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.getByText('Failed: Processing failed')).toBeInTheDocument();
    expect(screen.getByText('This PDF is damaged or incomplete and could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Pack Details' })).toBeInTheDocument();
  });

  it('removes a stored document from the pack', async () => {
    const pack = corpusPackFixture();
    const doc = documentFixture({ packId: pack.id, filename: 'old.md', status: 'ready', chunkCount: 2 });
    const { api, user } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: () => json({ packs: [pack] }),
      [`GET /api/packs/${pack.id}/documents`]: answers({ documents: [doc] }, { documents: [] }),
      [`DELETE /api/packs/${pack.id}/documents/${doc.id}`]: () => json({ deleted: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove old.md' }));
    expect(await screen.findByText('No files in this pack yet.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/packs/${pack.id}/documents/${doc.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload Files First' })).toBeDisabled());
  });
  it('processes a failed document again, and only offers it once the engine is done with a file', async () => {
    const pack = corpusPackFixture();
    const broken = documentFixture({
      packId: pack.id,
      filename: 'broken.pdf',
      status: 'failed',
      error: 'Timed out',
    });
    const busy = documentFixture({ packId: pack.id, filename: 'busy.md', status: 'processing' });
    const { api, user } = renderUploadPage('/us/en/creator/upload', {
      [MINE]: () => json({ packs: [pack] }),
      [`GET /api/packs/${pack.id}/documents`]: answers(
        { documents: [broken, busy] },
        { documents: [{ ...broken, status: 'queued', error: null }, busy] },
        {
          documents: [
            { ...broken, status: 'ready', error: null, chunkCount: 4 },
            { ...busy, status: 'ready' },
          ],
        },
      ),
      [`POST /api/packs/${pack.id}/documents/${broken.id}/reindex`]: () =>
        json({ document: { ...broken, status: 'queued', error: null } }, 202),
    });
    expect(await screen.findByText('Failed: Processing failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-index busy.md' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Re-index broken.pdf' }));
    expect(await screen.findByText('Ready — 4 chunks')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/packs/${pack.id}/documents/${broken.id}/reindex`)).toHaveLength(1);
  });
});

describe('in Japanese', () => {
  it('speaks Japanese, with the spec’s network message and too-large alert', async () => {
    const pack = corpusPackFixture({ title: 'パンの基本' });
    const { user } = renderUploadPage('/jp/ja/creator/upload', {
      [MINE]: () => json({ packs: [pack] }),
      [`GET /api/packs/${pack.id}/documents`]: () => json({ documents: [] }),
    });
    // The upload never reaches a server: the browser reports a network error.
    const Answering = globalThis.XMLHttpRequest;
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends Answering {
        override send() {
          queueMicrotask(() => this.onerror?.(new ProgressEvent('error')));
        }
      },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'ステップ 1/3：ファイルのアップロード',
    );
    expectLink('ダッシュボードへ', '/jp/ja/creator/dashboard');
    expect(await screen.findByRole('radio', { name: 'パンの基本' })).toBeChecked();
    await screen.findByText('このパックにはまだファイルがありません。');
    await user.upload(fileInput(), [
      fileOf('メモ.md', ''),
      fileOf('大きい.txt', 'text/plain', 12 * 1024 * 1024),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ファイル「大きい.txt」は大きすぎます（12.0 MB）。1ファイルの上限は10MBです。',
    );
    expect(
      await screen.findByText(
        '失敗：ネットワークリクエストに失敗しました。CORS の問題か、ネットワーク接続の問題が考えられます。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '先にファイルをアップロードしてください' })).toBeDisabled();
  });
});
