import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  REFUND_REFUSALS,
  type LibraryItem,
  type Order,
  type RefundQuoteResponse,
} from '../../../common/contracts/commerce';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';
import { orderFixture } from '../../test/orders';
import { libraryItemFixture } from '../../test/library';
import { axeViolations } from '../../test/axe';
import { expectLink } from '../../test/expectations';

const DAY = 24 * 3600 * 1000;

function item(n: number, overrides: Partial<LibraryItem> = {}): LibraryItem {
  return libraryItemFixture({
    packId: `p${n}`,
    slug: `pack-${n}`,
    title: `Pack ${n}`,
    coverImage: `/c${n}.svg`,
    category: 'learning-education',
    creatorName: `Creator ${n}`,
    edition: '2026-02-01T09:00:00.000Z',
    orderId: `o${n}`,
    refundableUntil: new Date(Date.now() + 10 * DAY).toISOString(),
    ...overrides,
  });
}

function refundedOrder(id: string): Order {
  return orderFixture({
    id,
    status: 'refunded',
    refundedAt: new Date().toISOString(),
    refundableUntil: null,
    lines: [],
  });
}

/** What the server says refunding an item's line would give back: its price, or the unused part of its queries. */
function quoteOf(i: LibraryItem, overrides: Partial<RefundQuoteResponse> = {}): RefundQuoteResponse {
  return {
    orderId: i.orderId ?? '',
    packId: i.packId,
    title: i.title,
    kind: i.access === 'credits' ? 'credits' : 'pack',
    currency: 'USD',
    amountCents: i.access === 'credits' ? 375 : 2999,
    credits: i.access === 'credits' ? 75 : 0,
    refusal: null,
    ...overrides,
  };
}

const linePath = (i: LibraryItem) => `/api/orders/${i.orderId}/lines/${i.packId}/refund`;

/**
 * The library at `path`, answered by the server's list of the moment; each item's refund line answers its quote,
 * and `refunds` (by pack id) answer the POST that makes it.
 */
function renderLibrary(
  path: string,
  items: () => LibraryItem[],
  refunds: Record<string, () => Response> = {},
  quotes: Record<string, Partial<RefundQuoteResponse>> = {},
) {
  const all = items();
  const api = fakeApi({
    'GET /api/auth/session': () => json(signedIn()),
    'GET /api/library': () => json({ items: items() }),
    ...Object.fromEntries(
      all.map((i) => [`GET ${linePath(i)}`, () => json({ quote: quoteOf(i, quotes[i.packId]) })]),
    ),
    ...Object.fromEntries(
      all
        .filter((i) => refunds[i.packId])
        .map((i) => [`POST ${linePath(i)}`, refunds[i.packId] as () => Response]),
    ),
  });
  renderApp(path);
  return api;
}

/** A library whose refunds succeed: a refunded pack leaves the server's list; the others of its order stay. */
function refundableLibrary(path: string, initial: LibraryItem[]) {
  const refunded = new Set<string>();
  return renderLibrary(
    path,
    () => initial.filter((i) => !refunded.has(i.packId)),
    Object.fromEntries(
      initial.map((i) => [
        i.packId,
        () => {
          refunded.add(i.packId);
          return json({ order: refundedOrder(i.orderId ?? '') });
        },
      ]),
    ),
  );
}

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Your packs' })).getAllByRole('listitem');

describe('My Library', () => {
  it('lists bought and given packs, with how to connect, the receipt, the guarantee and what a pause means', async () => {
    renderLibrary('/us/en/library', () => [
      item(1),
      item(2, { access: 'grant', orderId: null, refundableUntil: null, packStatus: 'paused', edition: null }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Library' })).toBeInTheDocument();
    const [bought, given] = await cards();

    expect(within(bought!).getByRole('heading', { level: 2 })).toHaveTextContent('Pack 1');
    expect(within(bought!).getByRole('link', { name: 'Pack 1' })).toHaveAttribute(
      'href',
      '/us/en/pack/pack-1',
    );
    expect(within(bought!).getByRole('presentation')).toHaveAttribute('src', '/c1.svg');
    expect(bought).toHaveTextContent('by Creator 1');
    expect(bought).toHaveTextContent('Bought on March 1, 2026 · Updated February 1, 2026');
    expect(bought).toHaveTextContent(/30-day money-back guarantee until \w+ \d+, \d{4}\./);
    expect(within(bought!).getByRole('link', { name: 'Connect to your assistant' })).toHaveAttribute(
      'href',
      '/us/en/connect',
    );
    expect(within(bought!).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      '/us/en/orders/o1',
    );
    expect(within(bought!).getByRole('button', { name: 'Request a refund' })).toBeInTheDocument();
    expect(bought).not.toHaveTextContent('Paused');

    expect(given).toHaveTextContent('Given to you on March 1, 2026');
    expect(given).not.toHaveTextContent('Updated');
    expect(given).toHaveTextContent('Paused by its creator — you keep access.');
    expect(within(given!).getByRole('link', { name: 'Connect to your assistant' })).toBeInTheDocument();
    expect(within(given!).queryByRole('link', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(within(given!).queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
    expect(given).not.toHaveTextContent('money-back');
    expect(await axeViolations()).toEqual([]);
  });

  it('refunds after a confirmation that names the pack and the amount; the pack leaves the list', async () => {
    const api = refundableLibrary('/us/en/library', [item(1), item(2)]);
    const [first] = await cards();
    await userEvent.click(within(first!).getByRole('button', { name: 'Request a refund' }));

    const dialog = screen.getByRole('dialog', { name: 'Refund this pack?' });
    expect(await within(dialog).findByText('You get $29.99 back for “Pack 1”.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Your access to it ends at once, including in your AI assistant. Other packs bought in the same order stay yours.',
    );
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      '“Pack 1” was refunded. $29.99 is on its way back to you.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const left = await cards();
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveTextContent('Pack 2');
    expect(screen.getByRole('heading', { level: 1, name: 'My Library' })).toHaveFocus();
    expect(api.callsTo('POST /api/orders/o1/lines/p1/refund')).toHaveLength(1);
    expect(api.callsTo('POST /api/orders/o1/lines/p1/refund')[0]!.csrf).toMatch(/^csrf-/);
    await waitFor(() => expect(api.callsTo('GET /api/library')).toHaveLength(2));
  });

  it('refunding the last pack leaves the empty library, which still says the refund was made', async () => {
    refundableLibrary('/us/en/library', [item(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText(/You get \$29\.99 back/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your library is empty' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('“Pack 1” was refunded.');
  });

  it('refunds one pack of an order of several: the others stay in the library', async () => {
    const api = refundableLibrary('/us/en/library', [item(1), item(2, { orderId: 'o1' }), item(3)]);
    const [first] = await cards();
    await userEvent.click(within(first!).getByRole('button', { name: 'Request a refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this pack?' });
    await within(dialog).findByText('You get $29.99 back for “Pack 1”.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Pack 1” was refunded.');
    const left = await cards();
    expect(left.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Pack 2', 'Pack 3']);
    expect(api.callsTo('POST /api/orders/o1/lines/p2/refund')).toHaveLength(0);
  });

  it('offers the unused part of prepaid queries back, saying how many and how much', async () => {
    const queries = item(4, { access: 'credits', credits: { remaining: 75, purchased: 100 } });
    refundableLibrary('/us/en/library', [queries]);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund your unused queries?' });
    expect(
      await within(dialog).findByText(
        'You get $3.75 back for the 75 unused queries of “Pack 4”. Queries already used are not refunded.',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('The unused queries leave your balance at once.');
    expect(await axeViolations()).toEqual([]);
  });

  it('says when every query of a block was used, and offers no refund button that would fail', async () => {
    const queries = item(4, { access: 'credits', credits: { remaining: 0, purchased: 100 } });
    renderLibrary(
      '/jp/ja/library',
      () => [queries],
      {},
      { p4: { refusal: REFUND_REFUSALS.used, amountCents: 0 } },
    );
    await userEvent.click(await screen.findByRole('button', { name: '返金を申請' }));
    const dialog = screen.getByRole('dialog', { name: '未使用のクエリを返金しますか？' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'この購入のクエリはすべて使用済みのため、返金できる分はありません。',
    );
    expect(within(dialog).getByRole('button', { name: '返金する' })).toBeDisabled();
  });

  it('cancelling changes nothing', async () => {
    const api = refundableLibrary('/us/en/library', [item(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await cards()).toHaveLength(1);
    expect(api.callsTo('POST /api/orders/o1/lines/p1/refund')).toHaveLength(0);
  });

  it('says why a refund was refused, in Japanese, and reads the library again', async () => {
    const api = renderLibrary('/jp/ja/library', () => [item(1)], {
      p1: () => apiError(409, 'conflict', REFUND_REFUSALS.expired),
    });
    await userEvent.click(await screen.findByRole('button', { name: '返金を申請' }));
    const dialog = screen.getByRole('dialog', { name: 'このパックを返金しますか？' });
    expect(
      await within(dialog).findByText('「Pack 1」の代金$29.99（約4,499円）を返金します。'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('AIアシスタントを含め、このパックの利用はすぐに終了します。');
    await userEvent.click(within(dialog).getByRole('button', { name: '返金する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'この注文の30日間返金保証は終了しました。',
    );
    await waitFor(() => expect(api.callsTo('GET /api/library')).toHaveLength(2));
  });

  it('says a purchase already refunded was refunded, and any other failure in general words', async () => {
    let answer = () => apiError(409, 'conflict', REFUND_REFUSALS.refunded);
    renderLibrary('/us/en/library', () => [item(1)], { p1: () => answer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText(/You get \$29\.99 back/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This purchase has already been refunded.',
    );

    answer = () => apiError(503, 'unavailable', 'The refund could not be made right now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The refund could not be made right now. Nothing has changed; please try again in a moment.',
    );

    answer = () => apiError(500, 'internal', 'boom');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The refund could not be made: Something went wrong on our side. Please try again.',
    );
  });

  it('says when the guarantee ended instead of offering the refund', async () => {
    renderLibrary('/us/en/library', () => [item(1, { refundableUntil: '2026-01-01T09:00:00.000Z' })]);
    expect(
      await screen.findByText('The 30-day money-back guarantee ended on January 1, 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt' })).toBeInTheDocument();
  });

  it('sends an empty library to the marketplace', async () => {
    renderLibrary('/us/en/library', () => []);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your library is empty' }),
    ).toBeInTheDocument();
    expectLink('Browse the marketplace', '/us/en');
    expect(screen.queryByRole('status')).toBeEmptyDOMElement();
  });

  it('says when the library could not be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      'GET /api/library': () => (fail ? apiError(500, 'internal', 'boom') : json({ items: [item(1)] })),
    });
    renderApp('/us/en/library');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your library could not be loaded: Something went wrong on our side.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(1);
  });

  it('speaks Japanese on a Japanese page', async () => {
    renderLibrary('/jp/ja/library', () => [
      item(1),
      item(2, { access: 'grant', orderId: null, refundableUntil: null, packStatus: 'paused' }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'マイライブラリ' })).toBeInTheDocument();
    const [bought, given] = within(screen.getByRole('list', { name: 'あなたのパック' })).getAllByRole(
      'listitem',
    );
    expect(bought).toHaveTextContent('2026年3月1日に購入 · 2026年2月1日更新');
    expect(bought).toHaveTextContent('作成者：Creator 1');
    expect(within(bought!).getByRole('link', { name: 'Pack 1' })).toHaveAttribute(
      'href',
      '/jp/ja/pack/pack-1',
    );
    expect(within(bought!).getByRole('link', { name: '領収書' })).toHaveAttribute('href', '/jp/ja/orders/o1');
    expect(within(bought!).getByRole('link', { name: 'アシスタントに接続' })).toHaveAttribute(
      'href',
      '/jp/ja/connect',
    );
    expect(given).toHaveTextContent('2026年3月1日に付与');
    expect(given).toHaveTextContent('クリエイターにより一時停止中です。引き続きご利用いただけます');
    await waitFor(() => expect(document.title).toContain('マイライブラリ'));
  });

  it('shows how many prepaid queries are left of a metered pack, with a way to top up', async () => {
    const metered = (n: number, remaining: number, overrides: Partial<LibraryItem> = {}) =>
      item(n, {
        access: 'credits',
        credits: { remaining, purchased: 1200 },
        orderId: null,
        refundableUntil: null,
        ...overrides,
      });
    renderLibrary('/us/en/library', () => [
      metered(1, 1050),
      metered(2, 0),
      metered(3, 5, { packStatus: 'paused' }),
    ]);
    const [left, usedUp, paused] = await cards();

    expect(left).toHaveTextContent('Paying per query since March 1, 2026');
    expect(left).toHaveTextContent('1,050 of 1,200 queries left');
    expect(within(left!).getByRole('link', { name: 'Top up queries for Pack 1' })).toHaveAttribute(
      'href',
      '/us/en/pack/pack-1#credits',
    );
    expect(within(left!).queryByRole('link', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(within(left!).queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();

    expect(usedUp).toHaveTextContent('You have used all 1,200 queries — top up to keep asking.');
    expect(within(usedUp!).getByRole('link', { name: 'Top up queries for Pack 2' })).toHaveAttribute(
      'href',
      '/us/en/pack/pack-2#credits',
    );

    // A paused pack sells no queries: what is left, and no top-up.
    expect(paused).toHaveTextContent('5 of 1,200 queries left');
    expect(within(paused!).queryByRole('link', { name: /Top up/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the queries left in Japanese', async () => {
    renderLibrary('/jp/ja/library', () => [
      item(1, { access: 'credits', credits: { remaining: 250, purchased: 300 }, orderId: null }),
      item(2, { access: 'credits', credits: { remaining: 0, purchased: 300 }, orderId: null }),
    ]);
    const list = await screen.findByRole('list', { name: 'あなたのパック' });
    const [left, usedUp] = within(list).getAllByRole('listitem');
    expect(left).toHaveTextContent('2026年3月1日から従量課金で利用');
    expect(left).toHaveTextContent('残り250クエリ（300クエリ中）');
    expect(within(left!).getByRole('link', { name: '「Pack 1」のクエリを追加購入' })).toHaveAttribute(
      'href',
      '/jp/ja/pack/pack-1#credits',
    );
    expect(usedUp).toHaveTextContent('300クエリをすべて使い切りました。');
  });

  it('asks a visitor to sign in', async () => {
    fakeApi({ 'GET /api/auth/session': () => json(signedOut()) });
    renderApp('/us/en/library');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign In Required');
    expect(screen.getByText('Sign in to see the packs you bought.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Sign In Required'));
  });
});
