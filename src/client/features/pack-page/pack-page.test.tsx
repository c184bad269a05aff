import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackPage } from '../../../common/contracts/packs';
import { fakeApi, json } from '../../test/fake-api';
import { packPageFixture } from '../../test/pack-page-fixture';
import { renderApp } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';

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
      downloads: 340,
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

function renderPack(page: PackPage | null, session = signedOut(), path = `/us/en/pack/${SLUG}`) {
  const api = fakeApi({
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
    expect(card).toHaveTextContent('Price: $29.99');
    expect(card).toHaveTextContent('List price: $49.99');
    expect(card).toHaveTextContent('40% off');
    expect(card).toHaveTextContent('30-day money-back guarantee');
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
    expect(screen.getByRole('link', { name: 'Open the Connect page' })).toHaveAttribute(
      'href',
      '/us/en/connect',
    );
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
    expect(screen.getByRole('link', { name: 'Cart, 1 pack' })).toHaveAttribute('href', '/us/en/cart');
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

  it('says a paused pack cannot be bought now', async () => {
    renderPack(packPage({ status: 'paused' }));
    expect(
      (await screen.findAllByText(/paused this pack: it cannot be bought right now/)).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it('answers an unknown pack with a translated page that suggests the spec’s fallback pack', async () => {
    renderPack(null, signedOut(), `/jp/ja/pack/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('パックが見つかりません');
    expect(screen.getByRole('link', { name: '「高度なマーケティング戦略」を見る' })).toHaveAttribute(
      'href',
      '/jp/ja/pack/advanced-marketing-strategy',
    );
  });

  it('speaks Japanese, with prices in the pack’s currency', async () => {
    renderPack(packPage(), signedOut(), `/jp/ja/pack/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Knife Skills');
    expect(screen.getAllByRole('button', { name: '今すぐ購入' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('40%オフ').length).toBeGreaterThan(0);
  });
});
