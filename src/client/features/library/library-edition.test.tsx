import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LibraryItem } from '../../../common/contracts/commerce';
import { axeViolations } from '../../test/axe';
import { editionFixture } from '../../test/editions';
import { fakeApi, json } from '../../test/fake-api';
import { libraryItemFixture } from '../../test/library';
import { renderApp } from '../../test/render';
import { signedIn } from '../../test/sessions';

// Issue 52, item 2: buyers see what changed in a pack's latest edition, and ask for its e-mails, in My Library.

const PACK = libraryItemFixture().packId;

function renderLibrary(path: string, item: LibraryItem) {
  let held = item;
  const api = fakeApi({
    'GET /api/auth/session': () => json(signedIn()),
    'GET /api/library': () => json({ items: [held] }),
    [`PUT /api/library/${PACK}/edition-mail`]: (body) => {
      const { enabled } = body as { enabled: boolean };
      held = { ...held, editionMail: enabled };
      return json({ enabled });
    },
  });
  renderApp(path);
  return api;
}

const card = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('li') as HTMLElement;

describe('a pack’s latest edition in My Library', () => {
  it('shows the note and what changed, section by section, and turns the e-mails on (English)', async () => {
    const api = renderLibrary('/us/en/library', libraryItemFixture({ latestEdition: editionFixture() }));
    const pack = await card('Bread Basics');
    expect(within(pack).getByRole('heading', { level: 3 })).toHaveTextContent('Edition 3 · April 1, 2026');
    expect(pack).toHaveTextContent('The creator’s noteRewrote the water section.');
    await userEvent.click(within(pack).getByText('What changed (2 documents)'));
    const tea = within(pack).getByRole('list', { name: 'Sections changed in tea.md' });
    expect(
      within(tea)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['~ChangedSencha › Water', '+AddedGyokuro', '−RemovedOpening (before the first heading)']);
    expect(pack).toHaveTextContent(
      'tea.md~Changed1 section changed, 1 section added, 1 section removed, 4 sections unchanged',
    );
    expect(pack).toHaveTextContent('storing.md+Added1 section added');
    expect(within(pack).getByRole('link', { name: 'All editions on the sales page' })).toHaveAttribute(
      'href',
      '/us/en/pack/bread-basics#editions',
    );

    const mail = within(pack).getByRole('checkbox', {
      name: /^E-mail me the creator’s note and what changed when this pack has a new edition ?\(Bread Basics\)$/,
    });
    expect(mail).not.toBeChecked();
    await userEvent.click(mail);
    await waitFor(() => expect(mail).toBeChecked());
    expect(api.callsTo(`PUT /api/library/${PACK}/edition-mail`)[0]?.body).toEqual({
      enabled: true,
      language: 'en',
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('says the same in Japanese, and asks for the e-mails in Japanese', async () => {
    const api = renderLibrary('/jp/ja/library', libraryItemFixture({ latestEdition: editionFixture() }));
    const pack = await card('Bread Basics');
    expect(within(pack).getByRole('heading', { level: 3 })).toHaveTextContent('第3版 · 2026年4月1日');
    expect(pack).toHaveTextContent('クリエイターからのメモRewrote the water section.');
    expect(pack).toHaveTextContent('変更点（ドキュメント2件）');
    const tea = within(pack).getByRole('list', { name: 'tea.mdで変更された節' });
    expect(within(tea).getAllByRole('listitem')[0]).toHaveTextContent('~変更Sencha › Water');
    await userEvent.click(
      within(pack).getByRole('checkbox', {
        name: /^このパックの新しい版が出たら、クリエイターのメモと変更点をメールで受け取る ?\(Bread Basics\)$/,
      }),
    );
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/library/${PACK}/edition-mail`)[0]?.body).toEqual({
        enabled: true,
        language: 'ja',
      }),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('says when no edition is recorded yet, and that the first recorded one has nothing to compare', async () => {
    renderLibrary('/us/en/library', libraryItemFixture());
    expect(await card('Bread Basics')).toHaveTextContent('No edition recorded yet.');
  });
});
