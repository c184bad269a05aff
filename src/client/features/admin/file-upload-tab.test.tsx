import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CorpusPack } from '../../../common/contracts/engine';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { makeTestPack, renderConsoleAt } from './test-utils';

const TAB = '/us/en/admin?tab=file-upload';

/** A server that keeps its test packs: listing, creating and deleting change what the next list shows. */
function packServer(initial: CorpusPack[]) {
  let packs = [...initial];
  return {
    'GET /api/packs/mine': () => json({ packs }),
    'POST /api/packs': (body: unknown) => {
      const { title, description } = body as { title: string; description: string };
      const pack = makeTestPack({ title, description });
      packs = [pack, ...packs];
      return json(pack, 201);
    },
    ...Object.fromEntries(
      initial.map((pack) => [
        `DELETE /api/packs/${pack.id}`,
        () => {
          packs = packs.filter((p) => p.id !== pack.id);
          return json({ deleted: true });
        },
      ]),
    ),
  };
}

describe('File Upload Test tab', () => {
  it('lists the test packs with their figures, the first one chosen to upload to', async () => {
    const user = userEvent.setup();
    const newest = makeTestPack({
      title: 'Bread basics',
      description: 'Doughs and proofing.',
      fileCount: 3,
      totalChunks: 42,
      corpusKey: 'pack_1741078800000_bread_basics',
    });
    const older = makeTestPack({ title: 'Legal notes', description: '', fileCount: 1, totalChunks: 1 });
    fakeApi(packServer([newest, older]));
    renderConsoleAt(TAB);

    expect(screen.getByRole('tab', { name: 'File Upload Test' })).toHaveAttribute('aria-selected', 'true');
    const bread = await screen.findByRole('radio', { name: 'Bread basics' });
    expect(bread).toBeChecked();
    expect(bread).toHaveAccessibleDescription(
      'Doughs and proofing. 3 files · 42 chunks · Created Mar 4, 2025 Corpus key: pack_1741078800000_bread_basics',
    );
    const legal = screen.getByRole('radio', { name: 'Legal notes' });
    expect(legal).toHaveAccessibleDescription(/No description 1 file · 1 chunk/);
    expect(screen.getByText('Uploading to Bread basics', { exact: false })).toBeInTheDocument();

    await user.click(legal);
    expect(legal).toBeChecked();
    expect(screen.getByText('Uploading to Legal notes', { exact: false })).toBeInTheDocument();
  });

  it('keeps the pack it selected by itself when a newer one appears in the list', async () => {
    const user = userEvent.setup();
    const bread = makeTestPack({ title: 'Bread basics' });
    const legal = makeTestPack({ title: 'Legal notes' });
    const server = packServer([bread, legal]);
    const listed = server['GET /api/packs/mine'];
    const madeElsewhere: CorpusPack[] = [];
    fakeApi({
      ...server,
      // Another admin makes a pack meanwhile: the next list names it first.
      'GET /api/packs/mine': async () => {
        const answer = (await (await listed()).json()) as { packs: CorpusPack[] };
        return json({ packs: [...madeElsewhere, ...answer.packs] });
      },
    });
    renderConsoleAt(TAB);
    expect(await screen.findByRole('radio', { name: 'Bread basics' })).toBeChecked();

    madeElsewhere.push(makeTestPack({ title: 'Made elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Delete Legal notes' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete pack' }));
    expect(await screen.findByRole('radio', { name: 'Made elsewhere' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bread basics' })).toBeChecked();
    expect(screen.getByText('Uploading to Bread basics', { exact: false })).toBeInTheDocument();
  });

  it('says when there are no test packs, and keeps the drop zone off until there is one to upload to', async () => {
    fakeApi(packServer([]));
    renderConsoleAt(TAB);
    expect(await screen.findByRole('heading', { name: 'No test packs yet' })).toBeInTheDocument();
    const input = screen.getByLabelText('Select the test pack to upload to first');
    expect(input).toBeDisabled();
  });

  it('shows a skeleton while loading, and a failure with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    let answer: (response: Response) => void = () => undefined;
    fakeApi({
      'GET /api/packs/mine': () =>
        fail
          ? new Promise<Response>((resolve) => (answer = resolve))
          : json({ packs: [makeTestPack({ title: 'Back again' })] }),
    });
    renderConsoleAt(TAB);
    expect(await screen.findByText('Loading the admin console…')).toBeInTheDocument();
    answer(apiError(500, 'internal', 'Boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The test packs could not be loaded. Something went wrong on our side.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'Back again' })).toBeChecked();
  });

  it('creates a test pack through the modal and selects it', async () => {
    const user = userEvent.setup();
    const api = fakeApi(packServer([makeTestPack({ title: 'Older pack' })]));
    renderConsoleAt(TAB);
    await screen.findByRole('radio', { name: 'Older pack' });

    await user.click(screen.getByRole('button', { name: 'Create test pack' }));
    const dialog = screen.getByRole('dialog', { name: 'Create test pack' });
    const create = within(dialog).getByRole('button', { name: 'Create pack' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '   ');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Sourdough ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description (optional)' }), 'Starter care');
    await user.click(create);

    // Chosen once the list that names it has arrived (the mutation waits for it).
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Sourdough' })).toBeChecked());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Test pack “Sourdough” was created.');
    expect(api.callsTo('POST /api/packs')).toEqual([
      {
        route: 'POST /api/packs',
        body: { title: 'Sourdough', description: 'Starter care', kind: 'test', language: 'en' },
        csrf: 'token',
      },
    ]);
  });

  it('shows "Creating..." and then "Creation Failed" with the answer, its details and a hint', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    fakeApi({
      ...packServer([]),
      'POST /api/packs': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderConsoleAt(TAB);
    await user.click(await screen.findByRole('button', { name: 'Create test pack' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Create pack' }));
    expect(within(dialog).getByRole('button', { name: 'Creating...' })).toBeDisabled();

    answer(apiError(403, 'forbidden', 'Only admins create test packs'));
    const failure = await within(dialog).findByRole('alert');
    expect(within(failure).getByRole('heading', { name: 'Creation Failed' })).toBeInTheDocument();
    expect(failure).toHaveTextContent('You do not have access to this.');
    expect(failure).toHaveTextContent('HTTP 403: Only admins create test packs');
    expect(failure).toHaveTextContent('Permission error: this account is not allowed to create a corpus.');
    expect(within(dialog).getByRole('button', { name: 'Create pack' })).toBeEnabled();
  });

  it('lists validation details, and gives the hints in Japanese', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...packServer([]),
      'POST /api/packs': () =>
        apiError(400, 'validation', 'Invalid input', [
          { path: ['title'], message: 'Title must be one line' },
        ]),
    });
    renderConsoleAt('/jp/ja/admin?tab=file-upload');
    await user.click(await screen.findByRole('button', { name: 'テストパックを作成' }));
    const dialog = screen.getByRole('dialog', { name: 'テストパックを作成' });
    await user.type(within(dialog).getByRole('textbox', { name: 'タイトル' }), 'パック');
    await user.click(within(dialog).getByRole('button', { name: 'パックを作成' }));
    const failure = await within(dialog).findByRole('alert');
    expect(within(failure).getByRole('heading', { name: '作成に失敗しました' })).toBeInTheDocument();
    expect(failure).toHaveTextContent('HTTP 400: Invalid input');
    expect(failure).toHaveTextContent('title: Title must be one line');
  });

  it('gives the rate-limit hint in Japanese', async () => {
    const user = userEvent.setup();
    fakeApi({ ...packServer([]), 'POST /api/packs': () => apiError(429, 'rate_limited', 'Too many') });
    renderConsoleAt('/jp/ja/admin?tab=file-upload');
    await user.click(await screen.findByRole('button', { name: 'テストパックを作成' }));
    await user.type(screen.getByRole('textbox', { name: 'タイトル' }), 'パック');
    await user.click(screen.getByRole('button', { name: 'パックを作成' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'レート制限: リクエストが多すぎます。しばらく待ってから再試行してください。',
    );
  });

  it('asks before deleting a pack, warning that it leaves the search corpus and the database for good', async () => {
    const user = userEvent.setup();
    const pack = makeTestPack({ title: 'Old test' });
    const api = fakeApi(packServer([pack]));
    renderConsoleAt(TAB);

    await user.click(await screen.findByRole('button', { name: 'Delete Old test' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete test pack “Old test”?' });
    expect(dialog).toHaveTextContent(
      'The pack and all of its files are removed from the search corpus and the database. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE /api/packs/${pack.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Old test' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete pack' }));
    expect(await screen.findByRole('heading', { name: 'No test packs yet' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Test pack “Old test” was deleted.');
    expect(api.callsTo(`DELETE /api/packs/${pack.id}`)).toHaveLength(1);
  });

  it('says why a deletion failed, in Japanese', async () => {
    const user = userEvent.setup();
    const pack = makeTestPack({ title: '古いパック' });
    fakeApi({
      ...packServer([pack]),
      [`DELETE /api/packs/${pack.id}`]: () => apiError(404, 'not_found', 'Pack not found'),
    });
    renderConsoleAt('/jp/ja/admin?tab=file-upload');
    await user.click(await screen.findByRole('button', { name: '古いパックを削除' }));
    const dialog = screen.getByRole('dialog', { name: 'テストパック「古いパック」を削除しますか？' });
    expect(dialog).toHaveTextContent('この操作は元に戻せません。');
    await user.click(within(dialog).getByRole('button', { name: 'パックを削除' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^削除に失敗しました: /);
  });
});
