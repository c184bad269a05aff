import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';

/** The listing answers like the server: a total per filter (the cards themselves do not matter here). */
function listing() {
  return fakeApi({
    'GET /api/packs': () => json({ packs: [], total: 22 }),
  });
}

describe('the home page’s search box', () => {
  it('says how many packs match while typing, without taking the focus away', async () => {
    const user = userEvent.setup();
    const api = listing();
    renderApp('/us/en');
    const search = await screen.findByRole('searchbox', { name: 'Search knowledge packs' });
    await user.type(search, 'garden');
    expect(await screen.findByTestId('results-preview')).toHaveTextContent('22 packs found');
    expect(screen.getByRole('button', { name: 'Show results' })).toBeInTheDocument();
    expect(search).toHaveFocus();
    await waitFor(() => expect(api.calls.some((call) => call.route === 'GET /api/packs')).toBe(true));
  });

  it('says it in Japanese on Japanese pages, for a category too', async () => {
    const user = userEvent.setup();
    listing();
    renderApp('/jp/ja');
    await user.click(await screen.findByRole('button', { name: 'ガーデニング・園芸' }));
    expect(await screen.findByTestId('results-preview')).toHaveTextContent('22件のパックが見つかりました');
  });

  it('stays empty without a filter', async () => {
    listing();
    renderApp('/us/en');
    expect(await screen.findByTestId('results-preview')).toBeEmptyDOMElement();
  });
});
