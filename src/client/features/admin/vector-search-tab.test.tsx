import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/contracts/engine';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { makeHit, makeTestPack, renderConsoleAt } from './test-utils';
import { expectTexts } from '../../test/expectations';

const bread = makeTestPack({ title: 'Bread basics', fileCount: 2, totalChunks: 12 });
const legal = makeTestPack({ title: 'Legal notes', fileCount: 1, totalChunks: 3 });

function setup(
  path: string,
  search: (body: unknown) => Response | Promise<Response>,
  packs = [bread, legal],
) {
  const api = fakeApi({ 'GET /api/packs/mine': () => json({ packs }), 'POST /api/search': search });
  const rendered = renderConsoleAt(path);
  return { api, user: userEvent.setup(), ...rendered };
}

const answer = (result: SearchResponse) => () => json(result);

describe('Vector Search Test tab', () => {
  it('needs a query that is not blank and at least one pack', async () => {
    const { user } = setup(
      '/us/en/admin?tab=vector-search',
      answer({ hits: [], mode: 'lexical', unknown_terms: [], pack_languages: ['en'], took_ms: 1 }),
    );
    const breadBox = await screen.findByRole('checkbox', { name: /Bread basics/ });
    const legalBox = screen.getByRole('checkbox', { name: /Legal notes/ });
    expect(breadBox).toBeChecked();
    expect(legalBox).toBeChecked();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    expect(search).toHaveAccessibleDescription('Enter a query and select at least one pack.');

    await user.type(screen.getByRole('searchbox', { name: 'Query' }), '   ');
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: 'Query' }), 'dough');
    expect(search).toBeEnabled();

    await user.click(breadBox);
    await user.click(legalBox);
    expect(search).toBeDisabled();
    await user.click(legalBox);
    expect(search).toBeEnabled();
  });

  it('searches the chosen packs for the top 10 and shows each hit with its score, file and highlights', async () => {
    const first = makeHit({
      score: 0.87345,
      text: 'Let the dough rest for an hour. Dough that rests is easier to shape.',
      highlights: [
        { start: 8, end: 13 },
        { start: 32, end: 37 },
      ],
      matched_terms: ['dough'],
      page: 3,
      heading_path: ['Bread', 'Resting'],
      metadata: { filename: 'bread-guide.pdf', page: 3, heading_path: ['Bread', 'Resting'] },
    });
    const second = makeHit({ score: 0.5, metadata: { filename: 'notes.md', page: null, heading_path: [] } });
    const { api, user } = setup(
      '/us/en/admin?tab=vector-search',
      answer({
        hits: [first, second],
        mode: 'hybrid',
        unknown_terms: [],
        pack_languages: ['en'],
        took_ms: 12,
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: /Legal notes/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Query' }), ' dough {Enter}');

    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(screen.getByText('2 results in 12 ms · Hybrid search (keyword + vector)')).toBeInTheDocument();
    expect(api.callsTo('POST /api/search')[0]?.body).toEqual({ query: 'dough', pack_ids: [bread.id], k: 10 });

    const [top, next] = within(results).getAllByRole('listitem');
    expectTexts(
      top,
      '#1',
      'Score 0.873',
      'bread-guide.pdf',
      'p. 3',
      'Bread › Resting',
      'Matched terms:dough',
    );
    const marks = top?.querySelectorAll('mark') ?? [];
    expect([...marks].map((mark) => mark.textContent)).toEqual(['dough', 'Dough']);
    expect(next).toHaveTextContent('#2');
    expect(next).toHaveTextContent('Score 0.500');
    expect(next).toHaveTextContent('notes.md');
    expect(next).not.toHaveTextContent('p.');
  });

  it('says when nothing matched', async () => {
    const { user } = setup(
      '/us/en/admin?tab=vector-search',
      answer({ hits: [], mode: 'lexical', unknown_terms: [], pack_languages: ['en'], took_ms: 3 }),
    );
    await screen.findByRole('checkbox', { name: /Bread basics/ });
    await user.type(screen.getByRole('searchbox', { name: 'Query' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No passages matched' })).toBeInTheDocument();
    expect(screen.getByText('0 results in 3 ms · Keyword search')).toBeInTheDocument();
  });

  it('shows a failure in a box titled "Search Error"', async () => {
    const { user } = setup('/us/en/admin?tab=vector-search', () =>
      apiError(400, 'validation', 'Select at least one pack'),
    );
    await screen.findByRole('checkbox', { name: /Bread basics/ });
    await user.type(screen.getByRole('searchbox', { name: 'Query' }), 'dough');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: 'Search Error' })).toBeInTheDocument();
    expect(box).toHaveTextContent('Search failed: Some of the input was not accepted.');
    expect(box).toHaveTextContent('Select at least one pack');
  });

  it('speaks Japanese, error box included', async () => {
    const { user } = setup('/jp/ja/admin?tab=vector-search', () => apiError(500, 'internal', 'Boom'));
    expect(await screen.findByRole('checkbox', { name: /Bread basics/ })).toBeChecked();
    await user.type(screen.getByRole('searchbox', { name: '検索クエリ' }), '生地');
    await user.click(screen.getByRole('button', { name: '検索' }));
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: '検索エラー' })).toBeInTheDocument();
    expect(box).toHaveTextContent(/^検索エラー検索に失敗しました: /);
    expect(box).not.toHaveTextContent('Boom');
  });

  it('offers the way to the upload tab when there are no test packs', async () => {
    const { user, router } = setup(
      '/us/en/admin?tab=vector-search',
      answer({ hits: [], mode: 'lexical', unknown_terms: [], pack_languages: ['en'], took_ms: 1 }),
      [],
    );
    await user.click(await screen.findByRole('button', { name: 'Go to File Upload Test' }));
    expect(router.state.location.search).toBe('?tab=file-upload');
    expect(screen.getByRole('tab', { name: 'File Upload Test' })).toHaveAttribute('aria-selected', 'true');
  });
});
