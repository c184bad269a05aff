import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REFUND_REFUSALS, type LibraryItem } from '../../../common/contracts/commerce';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';

const DAY = 24 * 3600 * 1000;

function item(n: number, overrides: Partial<LibraryItem> = {}): LibraryItem {
  return {
    packId: `p${n}`,
    slug: `pack-${n}`,
    title: `Pack ${n}`,
    coverImage: `/c${n}.svg`,
    category: 'learning-education',
    language: 'en',
    creatorName: 'Aiko Sato',
    access: 'purchase',
    packStatus: 'published',
    edition: '2026-02-01T09:00:00.000Z',
    acquiredAt: '2026-03-01T09:00:00.000Z',
    orderId: `o${n}`,
    refundableUntil: new Date(Date.now() + 10 * DAY).toISOString(),
    ...overrides,
  };
}

function renderLibrary(path: string, items: () => LibraryItem[], refund?: () => Response) {
  const api = fakeApi({
    'GET /api/auth/session': () => json(signedIn()),
    'GET /api/library': () => json({ items: items() }),
    ...(refund ? { 'POST /api/orders/o1/refund': refund } : {}),
  });
  renderApp(path);
  return api;
}

describe('My Library', () => {
  it('lists bought and given packs, with how to connect, the receipt and what a pause means', async () => {
    renderLibrary('/us/en/library', () => [
      item(1),
      item(2, { access: 'grant', orderId: null, refundableUntil: null, packStatus: 'paused' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your packs' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Bought on March 1, 2026');
    expect(within(first!).getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', '/us/en/orders/o1');
    expect(within(first!).getByRole('link', { name: 'Connect to your assistant' })).toHaveAttribute(
      'href',
      '/us/en/connect',
    );
    expect(second).toHaveTextContent('Given to you on March 1, 2026');
    expect(second).toHaveTextContent('you keep your access');
    expect(within(second!).queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  it('refunds after a confirmation that says access ends at once; the pack leaves the list', async () => {
    let refunded = false;
    const api = renderLibrary(
      '/us/en/library',
      () => (refunded ? [] : [item(1)]),
      () => {
        refunded = true;
        return json({ order: { id: 'o1', status: 'refunded' } });
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this pack?' });
    expect(dialog).toHaveTextContent('your access ends at once, in your AI assistant too');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your library is empty' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('“Pack 1” was refunded. The money is on its way back to you.').length,
    ).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/orders/o1/refund')).toHaveLength(1);
  });

  it('says why a refund was refused, in Japanese', async () => {
    renderLibrary(
      '/jp/ja/library',
      () => [item(1)],
      () => json({ error: { code: 'conflict', message: REFUND_REFUSALS.expired } }, 409),
    );
    await userEvent.click(await screen.findByRole('button', { name: '返金を申請' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '返金する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('この注文の30日間返金保証は終了しました。');
  });

  it('says when the guarantee ended instead of offering the refund', async () => {
    renderLibrary('/us/en/library', () => [item(1, { refundableUntil: '2026-01-01T09:00:00.000Z' })]);
    expect(
      await screen.findByText('The 30-day money-back guarantee ended on January 1, 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    fakeApi({ 'GET /api/auth/session': () => json(signedOut()) });
    renderApp('/us/en/library');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign In Required');
    await waitFor(() => expect(document.title).toContain('Sign In Required'));
  });
});
