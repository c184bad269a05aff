import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PackPage } from '../../../common/contracts/packs';
import { axeViolations } from '../../test/axe';
import { editionFixture } from '../../test/editions';
import { fakeApi, json } from '../../test/fake-api';
import { packPageFixture } from '../../test/pack-page-fixture';
import { renderApp } from '../../test/render';
import { signedOut } from '../../test/sessions';

// Issue 52, item 2: the sales page's edition history — each edition's note and what changed, newest first.

const SLUG = 'knife-skills';

function renderPack(path: string, page: PackPage) {
  fakeApi({
    'GET /api/auth/session': () => json(signedOut()),
    [`POST /api/packs/by-slug/${SLUG}/views`]: () => new Response(null, { status: 204 }),
    [`GET /api/packs/by-slug/${SLUG}`]: () => json(page),
  });
  renderApp(path);
}

const history = (count = 7) => [
  editionFixture({ number: count }),
  editionFixture({ number: count - 1, madeAt: '2026-03-01T09:00:00.000Z', note: null }),
];

describe('the edition history on the sales page', () => {
  it('lists the latest editions, the newest open with a marker on each changed section (English)', async () => {
    renderPack(`/us/en/pack/${SLUG}`, packPageFixture({}, { editions: history() }));
    const panel = await screen.findByRole('region', { name: 'Edition history' });
    expect(panel).toHaveTextContent('7 editions so far');
    const [newest, older] = within(panel).getAllByRole('heading', { level: 3 });
    expect(newest).toHaveTextContent('Edition 7 · April 1, 2026');
    expect(older).toHaveTextContent('Edition 6 · March 1, 2026');
    const tea = within(panel).getAllByRole('list', { name: 'Sections changed in tea.md' })[0]!;
    expect(
      within(tea)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['~ChangedSencha › Water', '+AddedGyokuro', '−RemovedOpening (before the first heading)']);
    expect(panel).toHaveTextContent('5 earlier editions are not shown.');
    expect(await axeViolations()).toEqual([]);
  });

  it('says it in Japanese', async () => {
    renderPack(`/jp/ja/pack/${SLUG}`, packPageFixture({}, { editions: history(2) }));
    const panel = await screen.findByRole('region', { name: '版の履歴' });
    expect(within(panel).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('第2版 · 2026年4月1日');
    expect(panel).toHaveTextContent('クリエイターからのメモRewrote the water section.');
    expect(panel).toHaveTextContent(
      'tea.md~変更変更された節1件、追加された節1件、削除された節1件、変更のない節4件',
    );
    expect(panel).not.toHaveTextContent('表示していません');
    expect(await axeViolations()).toEqual([]);
  });

  it('is not shown before the pack’s first edition', async () => {
    renderPack(`/us/en/pack/${SLUG}`, packPageFixture());
    expect(await screen.findByRole('region', { name: "What's inside" })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Edition history' })).not.toBeInTheDocument();
  });
});
