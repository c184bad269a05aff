import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_REFUSALS, type Order } from '../../../common/contracts/commerce';
import type { PackPage } from '../../../common/contracts/packs';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { packPageFixture } from '../../test/pack-page-fixture';
import { axeViolations } from '../../test/axe';
import { renderApp } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';
import { orderFixture, orderLine } from '../../test/orders';
import { expectLink, expectTexts } from '../../test/expectations';

const SLUG = 'knife-skills';

function packPage(overrides: Partial<PackPage['pack']> = {}, access: PackPage['access'] = null): PackPage {
  return packPageFixture(
    {
      slug: SLUG,
      description: 'Cut faster and safer: grips, cuts and sharpening.',
      priceCents: 4999,
      discountPriceCents: 2999,
      rating: 4.6,
      reviewCount: 12,
      purchasedToday: 3,
      users: 1200,
      image: '/images/packs/knife-skills.svg',
      sampleQuestions: ['How do I hold a chef’s knife?'],
      edition: '2026-03-01T09:00:00.000Z',
      fileCount: 2,
      totalChunks: 40,
      ...overrides,
    },
    {
      contents: [
        { filename: 'grips.pdf', pages: 12, headings: [['Grips'], ['Grips', 'Pinch grip'], ['Cuts']] },
        { filename: 'sharpening.md', pages: null, headings: [] },
      ],
      access,
    },
  );
}

function renderPack(
  page: PackPage | null,
  session = signedOut(),
  path = `/us/en/pack/${SLUG}`,
  handlers: Parameters<typeof fakeApi>[0] = {},
) {
  const api = fakeApi({
    ...handlers,
    [`POST /api/packs/by-slug/${SLUG}/views`]: () => new Response(null, { status: 204 }),
    'GET /api/auth/session': () => json(session),
    [`GET /api/packs/by-slug/${SLUG}`]: () =>
      page ? json(page) : json({ error: { code: 'not_found', message: 'No such pack' } }, 404),
  });
  const rendered = renderApp(path);
  const fakeTimers = vi.isFakeTimers();
  return {
    ...rendered,
    api,
    user: userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {}),
  };
}

beforeEach(() => window.localStorage.clear());

describe('the sales page (spec 02 §2.5)', () => {
  it('shows the pack from the server: price with the spec’s discount, stats, contents and how to use it', async () => {
    const { user } = renderPack(packPage());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Knife Skills');
    const card = screen.getAllByRole('region', { name: 'Get this pack' })[0]!;
    expectTexts(card, 'Price: $29.99', 'List price: $49.99', '40% off', '30-day money-back guarantee');
    expect(screen.getByText('4.6 (12 reviews)')).toBeInTheDocument();
    expect(screen.getByText('3 purchased today')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Cooking & Culinary Arts',
    );

    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('How do I hold a chef’s knife?')).toBeInTheDocument();
    expect(screen.getByText('grips.pdf')).toBeInTheDocument();
    expect(screen.getByText('12 pages')).toBeInTheDocument();
    expect(screen.getByText('Pinch grip')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'How to Use' }));
    expectLink('Open the Connect page', '/us/en/connect');
  });

  it('counts the visit once, for the creator’s page views', async () => {
    const { api } = renderPack(packPage(), signedIn());
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.callsTo(`POST /api/packs/by-slug/${SLUG}/views`)).toHaveLength(1));
    await screen.findByText('3 purchased today');
    expect(api.callsTo(`POST /api/packs/by-slug/${SLUG}/views`)).toHaveLength(1);
  });

  it('adds to the cart (“Added to Cart!” for 2 s), and the header shows the cart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPack(packPage());
    const card = (await screen.findAllByRole('region', { name: 'Get this pack' }))[0]!;
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(within(card).getByRole('button', { name: 'Added to Cart!' })).toBeInTheDocument();
    expectLink('Cart, 1 pack', '/us/en/cart');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(within(card).getByRole('button', { name: 'In your cart' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('kenja.cart.v1') ?? '[]')).toHaveLength(1);
  });

  it('buys now: into the cart and on to checkout', async () => {
    const { user, router } = renderPack(packPage());
    const card = (await screen.findAllByRole('region', { name: 'Get this pack' }))[0]!;
    await user.click(within(card).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/us/en/cart'));
  });

  it('tells an owner, the creator and a visitor of a paused pack what they have instead of a buy button', async () => {
    renderPack(packPage({}, 'purchase'), signedIn());
    expect(await screen.findAllByRole('link', { name: 'Open My Library' })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it.each([
    ['us/en', 'You read this pack through your team’s seat.', 'Buy Now'],
    ['jp/ja', 'このパックはチームの席で利用できます。', '今すぐ購入'],
  ])('tells a team member they read the pack through their team (%s)', async (prefix, text, buyNow) => {
    renderPack(packPage({}, 'team'), signedIn(), `/${prefix}/pack/${SLUG}`);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: buyNow })).not.toBeInTheDocument();
  });

  it('says a paused pack cannot be bought now', async () => {
    renderPack(packPage({ status: 'paused' }));
    expect(
      (await screen.findAllByText(/paused this pack: it cannot be bought right now/)).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it('answers an unknown pack with a translated page that suggests the spec’s fallback pack by its own title', async () => {
    const fallback = packPageFixture({
      slug: 'advanced-marketing-strategy',
      title: 'Advanced Marketing Strategy',
    });
    const handlers = { 'GET /api/packs/by-slug/advanced-marketing-strategy': () => json(fallback) };
    const { unmount } = renderPack(null, signedOut(), `/jp/ja/pack/${SLUG}`, handlers);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('パックが見つかりません');
    // An English pack keeps its English title in a Japanese sentence: the link names the pack as it is.
    expect(
      await screen.findByRole('link', { name: '「Advanced Marketing Strategy」を見る' }),
    ).toHaveAttribute('href', '/jp/ja/pack/advanced-marketing-strategy');
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    unmount();

    renderPack(null, signedOut(), `/us/en/pack/${SLUG}`, handlers);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pack not found');
    expect(await screen.findByRole('link', { name: 'See Advanced Marketing Strategy' })).toHaveAttribute(
      'href',
      '/us/en/pack/advanced-marketing-strategy',
    );
  });

  it('leaves the suggestion out when the fallback pack does not exist', async () => {
    const { api } = renderPack(null, signedOut(), `/us/en/pack/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pack not found');
    await waitFor(() =>
      expect(api.callsTo('GET /api/packs/by-slug/advanced-marketing-strategy')).not.toHaveLength(0),
    );
    expect(screen.getByRole('link', { name: 'Browse all packs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^See / })).not.toBeInTheDocument();
  });

  it('says a pack without reviews has none yet instead of a rating, in both languages', async () => {
    const { unmount } = renderPack(packPage({ rating: null, reviewCount: 0 }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText(/4\.8|\(0 reviews\)/)).not.toBeInTheDocument();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    unmount();

    renderPack(packPage({ rating: null, reviewCount: 0 }), signedOut(), `/jp/ja/pack/${SLUG}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('レビューはまだありません')).toBeInTheDocument();
    expect(screen.queryByText(/レビュー0件/)).not.toBeInTheDocument();
  });

  it('speaks Japanese, with prices in the pack’s currency', async () => {
    renderPack(packPage(), signedOut(), `/jp/ja/pack/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Knife Skills');
    expect(screen.getAllByRole('button', { name: '今すぐ購入' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('40%オフ').length).toBeGreaterThan(0);
  });
});

const ORDER = '60000000-0000-4000-8000-000000000001';

/** The order checkout answers for credits, waiting for its payment on the dev checkout. */
function creditsOrder(page: PackPage, blocks: number): Order {
  const cents = 500 * blocks;
  return orderFixture({
    id: ORDER,
    status: 'pending',
    provider: 'dev',
    subtotalCents: cents,
    totalCents: cents,
    paidAt: null,
    refundableUntil: null,
    lines: [
      orderLine({
        packId: page.pack.id,
        slug: page.pack.slug,
        title: `${page.pack.title} — ${blocks * 100} queries`,
        coverImage: page.pack.image,
        listPriceCents: cents,
        priceCents: cents,
        kind: 'credits',
        credits: blocks * 100,
      }),
    ],
  });
}

function meteredPage(
  access: PackPage['access'] = null,
  credits: PackPage['credits'] = null,
  overrides: Partial<PackPage['pack']> = {},
): PackPage {
  return { ...packPage({ queryPriceCents: 500, ...overrides }, access), credits };
}

const creditsBox = () => screen.findByRole('region', { name: 'Pay per query' });

describe('pay per query (issue 12)', () => {
  it('is offered only on packs sold by the query', async () => {
    renderPack(packPage(), signedIn());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Pay per query' })).not.toBeInTheDocument();
  });

  it('prices blocks of 100 queries and buys them straight through checkout', async () => {
    const page = meteredPage();
    const { user, api, router } = renderPack(page, signedIn(), undefined, {
      'POST /api/checkout': () =>
        json({ order: creditsOrder(page, 3), payUrl: `/us/en/checkout/dev/${ORDER}` }, 201),
      [`GET /api/orders/${ORDER}`]: () => json({ order: creditsOrder(page, 3) }),
    });
    const box = await creditsBox();
    expect(box).toHaveAttribute('id', 'credits');
    expect(box).toHaveTextContent('$5.00 per 100 queries from your AI assistant');
    expect(box).toHaveTextContent('100 queries for $5.00');
    const fewer = within(box).getByRole('button', { name: '100 fewer queries' });
    expect(fewer).toBeDisabled();

    await user.click(within(box).getByRole('button', { name: '100 more queries' }));
    await user.click(within(box).getByRole('button', { name: '100 more queries' }));
    expect(within(box).getByRole('spinbutton', { name: 'Blocks of 100 queries' })).toHaveValue(3);
    expect(box).toHaveTextContent('300 queries for $15.00');
    expect(await axe.run(box).then((r) => r.violations.map((v) => v.id))).toEqual([]);

    await user.click(within(box).getByRole('button', { name: 'Buy 300 queries' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/us/en/checkout/dev/${ORDER}`);
    expect(api.callsTo('POST /api/checkout').map((call) => call.body)).toEqual([
      { credits: [{ packId: page.pack.id, blocks: 3 }], language: 'en' },
    ]);
  });

  it('keeps a typed amount within 1 to the maximum and shows it on the button', async () => {
    const { user } = renderPack(meteredPage(), signedIn());
    const box = await creditsBox();
    const input = within(box).getByRole('spinbutton', { name: 'Blocks of 100 queries' });
    await user.clear(input);
    await user.type(input, '12');
    expect(within(box).getByRole('button', { name: 'Buy 1,200 queries' })).toBeInTheDocument();
    await user.type(input, '0');
    expect(within(box).getByRole('button', { name: 'Buy 10,000 queries' })).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue(100);
    expect(within(box).getByRole('button', { name: '100 more queries' })).toBeDisabled();
  });

  it('shows the viewer’s queries left', async () => {
    renderPack(meteredPage('credits', { remaining: 42, purchased: 300 }), signedIn());
    expect(await creditsBox()).toHaveTextContent('42 queries left');
  });

  it('says the queries are used up, with the way to top up beside it', async () => {
    renderPack(meteredPage('credits', { remaining: 0, purchased: 100 }), signedIn());
    const box = await creditsBox();
    expect(box).toHaveTextContent('You have used all your queries — top up to keep asking.');
    expect(within(box).getByRole('button', { name: 'Buy 100 queries' })).toBeEnabled();
  });

  it('lands on the box from the top-up link (#credits), in view and focused', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderPack(
        meteredPage('credits', { remaining: 0, purchased: 100 }),
        signedIn(),
        `/us/en/pack/${SLUG}#credits`,
      );
      const box = await creditsBox();
      await waitFor(() => expect(box).toHaveFocus());
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(box);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const { user, api } = renderPack(meteredPage(), signedOut({ google: true }));
    const box = await creditsBox();
    await user.click(within(box).getByRole('button', { name: 'Sign in to buy queries' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Welcome to Kenja');
    expect(api.callsTo('POST /api/checkout')).toHaveLength(0);
  });

  it.each(['creator', 'purchase'] as const)('is not shown to a viewer with %s access', async (access) => {
    renderPack(meteredPage(access), signedIn());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Pay per query' })).not.toBeInTheDocument();
  });

  it('sells none on a paused pack, but still shows a buyer what is left', async () => {
    renderPack(meteredPage('credits', { remaining: 7, purchased: 100 }, { status: 'paused' }), signedIn());
    const box = await creditsBox();
    expect(box).toHaveTextContent('7 queries left');
    expect(box).toHaveTextContent('queries cannot be bought right now');
    expect(within(box).queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
  });

  it('says why checkout refused, or that it failed, in the page’s words', async () => {
    let answer = () => apiError(409, 'conflict', CHECKOUT_REFUSALS.notMetered);
    const { user } = renderPack(meteredPage(), signedIn(), undefined, {
      'POST /api/checkout': () => answer(),
    });
    const box = await creditsBox();
    await user.click(within(box).getByRole('button', { name: 'Buy 100 queries' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'This pack is no longer sold by the query.',
    );
    answer = () => apiError(500, 'internal', 'boom');
    await user.click(within(box).getByRole('button', { name: 'Buy 100 queries' }));
    await waitFor(() =>
      expect(within(box).getByRole('alert')).toHaveTextContent(/^The checkout could not start: /),
    );
  });

  it('speaks Japanese', async () => {
    renderPack(meteredPage('credits', { remaining: 250, purchased: 300 }), signedIn(), `/jp/ja/pack/${SLUG}`);
    const box = await screen.findByRole('region', { name: '従量課金' });
    expect(box).toHaveTextContent('AIアシスタントからの検索100クエリあたり$5.00');
    expect(box).toHaveTextContent('残り250クエリ');
    expect(within(box).getByRole('button', { name: '100クエリを購入' })).toBeInTheDocument();
  });
});
