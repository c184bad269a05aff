import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentSummary } from '../../../common/contracts/engine';
import { UPLOAD_MAX_BYTES } from '../../../common/limits';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { fileOf, makeDocument, makeTestPack, renderConsoleAt } from './test-utils';

const pack = makeTestPack({ title: 'Bread basics' });
const UPLOAD = `POST /api/packs/${pack.id}/documents`;
const DOCUMENTS = `GET /api/packs/${pack.id}/documents`;

/** Answers each documents request with the next list, then keeps answering with the last one. */
function documentStates(...lists: DocumentSummary[][]) {
  let call = 0;
  return () => json({ documents: lists[Math.min(call++, lists.length - 1)] });
}

function setup(path: string, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/packs/mine': () => json({ packs: [pack] }), ...handlers });
  renderConsoleAt(path);
  // Files of kinds the picker does not offer can still be chosen ("All files"), so the rules are ours to apply.
  return { api, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => screen.getByLabelText('Drag and drop files here, or click to choose');
const rows = () =>
  within(screen.getByRole('list', { name: /Uploaded files|アップロードしたファイル/ })).getAllByRole(
    'listitem',
  );

describe('uploads in the File Upload Test tab', () => {
  it('sends pdf, txt and md files, skips other kinds silently, and refuses files over 10 MB', async () => {
    const doc = makeDocument({ packId: pack.id, filename: 'notes.md' });
    const { api, user } = setup('/us/en/admin?tab=file-upload', {
      [UPLOAD]: () => json({ document: doc, duplicate: false }, 202),
      [DOCUMENTS]: documentStates([doc]),
    });
    await screen.findByRole('radio', { name: 'Bread basics' });

    await user.upload(fileInput(), [
      fileOf('notes.md', ''),
      fileOf('photo.png', 'image/png'),
      fileOf('big.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1024 * 1024),
    ]);

    expect(rows()).toHaveLength(2);
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();
    const big = rows().find((row) => row.textContent?.includes('big.pdf'));
    expect(big).toHaveTextContent('File "big.pdf" is too large (11.0 MB). Maximum size is 10MB per file.');
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    const uploads = api.callsTo(UPLOAD);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.csrf).toBe('token');
    expect((uploads[0]?.body as FormData).get('file')).toHaveProperty('name', 'notes.md');
  });

  it('takes dropped files too, and says so in Japanese when a file is too large', async () => {
    const { api } = setup('/jp/ja/admin?tab=file-upload');
    await screen.findByRole('radio', { name: 'Bread basics' });
    const zone = screen.getByText('ここにファイルをドラッグ＆ドロップ、またはクリックして選択');
    fireEvent.drop(zone, {
      dataTransfer: { files: [fileOf('大きい.txt', 'text/plain', 12 * 1024 * 1024), fileOf('a.docx', '')] },
    });
    expect(
      await screen.findByText('ファイル「大きい.txt」は大きすぎます（12.0 MB）。1ファイルの上限は10MBです。'),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(api.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('is off until a pack exists, in Japanese', async () => {
    fakeApi({ 'GET /api/packs/mine': () => json({ packs: [] }) });
    renderConsoleAt('/jp/ja/admin?tab=file-upload');
    expect(await screen.findByLabelText('アップロード先のテストパックを先に選択してください')).toBeDisabled();
  });

  it('follows a file from its bytes through the engine to ready, then refreshes the pack figures', async () => {
    const queued = makeDocument({ packId: pack.id, filename: 'guide.md' });
    const { api, user } = setup('/us/en/admin?tab=file-upload', {
      [UPLOAD]: () => json({ document: queued, duplicate: false }, 202),
      [DOCUMENTS]: documentStates(
        [{ ...queued, status: 'processing', progress: { done: 1, total: 4 } }],
        [{ ...queued, status: 'ready', progress: { done: 4, total: 4 }, chunkCount: 7 }],
      ),
    });
    await screen.findByRole('radio', { name: 'Bread basics' });
    const listsBefore = api.callsTo('GET /api/packs/mine').length;

    await user.upload(fileInput(), fileOf('guide.md', 'text/markdown', 2048));
    const bar = screen.getByRole('progressbar', { name: 'guide.md: progress' });
    expect(await screen.findByText('Processing (1/4)')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', 'Processing (1/4)');

    // The next poll, about a second later.
    expect(await screen.findByText('Ready — 7 chunks')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText(/not fully processed/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/packs/mine').length).toBeGreaterThan(listsBefore + 1);
  });

  it('shows the bytes sent while uploading, and cancels an upload that is dismissed', async () => {
    const { user } = setup('/us/en/admin?tab=file-upload', {
      [UPLOAD]: () => new Promise<Response>(() => undefined),
    });
    await screen.findByRole('radio', { name: 'Bread basics' });
    await user.upload(fileInput(), fileOf('slow.pdf', 'application/pdf', 4096));
    const bar = await screen.findByRole('progressbar', { name: 'slow.pdf: progress' });
    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '50');

    await user.click(screen.getByRole('button', { name: 'Remove slow.pdf from the list' }));
    expect(screen.queryByText('slow.pdf')).not.toBeInTheDocument();
  });

  it('keeps the files listed while the admin looks at another tab', async () => {
    const doc = makeDocument({ packId: pack.id, filename: 'kept.md', status: 'ready', chunkCount: 2 });
    const { user } = setup('/us/en/admin?tab=file-upload', {
      [UPLOAD]: () => json({ document: doc, duplicate: true }, 200),
      [DOCUMENTS]: documentStates([doc]),
    });
    await screen.findByRole('radio', { name: 'Bread basics' });
    await user.upload(fileInput(), fileOf('kept.md', ''));
    expect(await screen.findByText('Ready — 2 chunks')).toBeInTheDocument();
    expect(screen.getByText('Already in this pack')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Vector Search Test' }));
    expect(screen.queryByText('kept.md')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'File Upload Test' }));
    expect(await screen.findByText('Ready — 2 chunks')).toBeInTheDocument();
  });

  it('warns when files failed or gave no chunks, with the reasons', async () => {
    const empty = makeDocument({ packId: pack.id, filename: 'blank.txt', status: 'ready', chunkCount: 0 });
    const broken = makeDocument({
      packId: pack.id,
      filename: 'broken.pdf',
      status: 'failed',
      error: 'The PDF has no text layer',
    });
    const answers = [empty, broken];
    const { user } = setup('/us/en/admin?tab=file-upload', {
      [UPLOAD]: () => json({ document: answers.shift(), duplicate: false }, 202),
      [DOCUMENTS]: documentStates([empty, broken]),
    });
    await screen.findByRole('radio', { name: 'Bread basics' });
    await user.upload(fileInput(), [
      fileOf('blank.txt', 'text/plain'),
      fileOf('broken.pdf', 'application/pdf'),
    ]);

    expect(await screen.findByText('Ready — 0 chunks')).toBeInTheDocument();
    expect(screen.getByText('Failed: Processing failed')).toBeInTheDocument();
    expect(screen.getByText('The PDF has no text layer')).toBeInTheDocument();
    expect(
      screen.getByText(
        '2 files were not fully processed: they failed or gave no searchable text, so search will not find their content.',
      ),
    ).toBeInTheDocument();
  });

  it('says why the server refused a file', async () => {
    const { user } = setup('/us/en/admin?tab=file-upload', {
      [UPLOAD]: () =>
        apiError(
          413,
          'payload_too_large',
          'File too large (10.0 MB). Maximum size is 10MB per file. Please split the file and upload in parts.',
        ),
    });
    await screen.findByRole('radio', { name: 'Bread basics' });
    await user.upload(fileInput(), fileOf('edge.txt', 'text/plain', UPLOAD_MAX_BYTES));
    expect(
      await screen.findByText(
        'Failed: File too large (10.0 MB). Maximum size is 10MB per file. Please split the file and upload in parts.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'edge.txt: progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('reports a pack that is gone with the spec’s words', async () => {
    const { user } = setup('/us/en/admin?tab=file-upload', {
      [UPLOAD]: () => apiError(404, 'not_found', 'Pack not found'),
    });
    await screen.findByRole('radio', { name: 'Bread basics' });
    await user.upload(fileInput(), fileOf('late.md', ''));
    expect(await screen.findByText('Failed: Selected pack not found')).toBeInTheDocument();
  });
});
