import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bundle } from '../../../../common/contracts/offers';
import type { PackActivity, PackPage } from '../../../../common/contracts/packs';
import { cart } from '../../../lib/cart';
import { apiError, fakeApi, json } from '../../../test/fake-api';
import { packPageFixture } from '../../../test/pack-page-fixture';
import { renderApp } from '../../../test/render';
import { signedOut } from '../../../test/sessions';
import { expectTexts } from '../../../test/expectations';

const SLUG = 'knife-skills';
const PACK = '50000000-0000-4000-8000-000000000001';

const page: PackPage = packPageFixture(
  { sampleQuestions: ['How do I hone a knife?'], priceCents: 3000 },
  {
    story: {
      title: 'Why I teach knife skills',
      paragraphs: ['Twenty years in kitchens.'],
      quote: 'A sharp knife is a safe knife.',
      stats: [{ value: '20', label: 'years cooking' }],
    },
    creator: {
      id: 'c1',
      name: 'Aiko Sato',
      headline: 'Chef, Kyoto',
      bio: 'Cooked in Kyoto for twenty years; now teaches knife work.',
      packs: 3,
      buyers: 1200,
      rating: 4.8,
      reviewCount: 40,
    },
    related: [{ ...packPageFixture({ id: 'p2', slug: 'sauces', title: 'Sauces' }).pack }],
  },
);

const bundle: Bundle = {
  id: '70000000-0000-4000-8000-000000000001',
  title: 'The Kitchen Set',
  description: 'Knives and sauces.',
  currency: 'USD',
  products: [
    { id: PACK, slug: SLUG, title: 'Knife Skills', originalPrice: 3000, bundlePrice: 2100 },
    { id: 'p2', slug: 'sauces', title: 'Sauces', originalPrice: 4000, bundlePrice: 2800 },
  ],
  totalOriginalPrice: 7000,
  bundlePrice: 4900,
  savings: 2100,
  savingsPercentage: 30,
  archived: false,
};

/** A review (its author is public on the Reviews tab) — a purchase names nobody. */
function activity(n: number): PackActivity {
  return {
    id: `review:${n}`,
    action: 'review',
    name: `Reviewer${n} S.`,
    rating: 5,
    time: new Date().toISOString(),
  };
}
const PURCHASE: PackActivity = {
  id: 'purchase:1',
  action: 'purchase',
  name: null,
  rating: null,
  time: new Date().toISOString(),
};

function render(path = `/us/en/pack/${SLUG}`, extra: Parameters<typeof fakeApi>[0] = {}) {
  let polls = 0;
  const api = fakeApi({
    'GET /api/auth/session': () => json(signedOut()),
    [`GET /api/packs/by-slug/${SLUG}`]: () => json(page),
    [`GET /api/packs/${PACK}/bundles`]: () => json({ bundles: [bundle] }),
    [`GET /api/packs/by-slug/${SLUG}/activity`]: () => {
      polls += 1;
      return json({ items: [activity(polls), PURCHASE, activity(0)] });
    },
    ...extra,
  });
  renderApp(path);
  return api;
}

afterEach(() => {
  vi.useRealTimers();
  cart.clear();
});

describe('the sales page’s story, creator, bundles, activity, related packs and demo', () => {
  it('opens on the creator’s story, and presents the creator and related packs', async () => {
    render();
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Why I teach knife skills' })).toBeInTheDocument();
    expect(within(panel).getByText('A sharp knife is a safe knife.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Story', selected: true })).toBeInTheDocument();
    const creator = await screen.findByRole('region', { name: 'About the creator' });
    expectTexts(
      creator,
      'Chef, Kyoto',
      'Cooked in Kyoto for twenty years; now teaches knife work.',
      '1,200 buyers',
      '4.8 average (40 reviews)',
    );
    expect(
      within(screen.getByRole('region', { name: 'You may also like' })).getByRole('link', { name: 'Sauces' }),
    ).toHaveAttribute('href', '/us/en/pack/sauces');
    // A related pack nobody has reviewed yet says so: no made-up rating.
    expect(screen.getByRole('region', { name: 'You may also like' })).toHaveTextContent('No reviews yet');
  });

  it('offers the bundle with its saving, into the cart as one item', async () => {
    render('/jp/ja/pack/knife-skills');
    const offer = await screen.findByRole('region', { name: 'セットでお得' });
    // Charged in dollars, each amount with its yen estimate beside it (ADR 0043).
    expect(offer).toHaveTextContent('$21.00（約3,150円）お得（30%）');
    expect(offer).toHaveTextContent('セット価格: $49.00（約7,350円）');
    await userEvent.click(within(offer).getByRole('button', { name: 'セットをカートに追加' }));
    expect(within(offer).getByRole('button', { name: 'カートに追加しました！' })).toBeInTheDocument();
    expect(cart.items()).toMatchObject([{ kind: 'bundle', bundleId: bundle.id, discountPriceCents: 4900 }]);
  });

  it('polls the live activity every 8 seconds and keeps the newest 3', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = render();
    const feeds = await screen.findAllByRole('region', { name: 'Live activity' });
    expect(within(feeds[0]!).getByText(/Reviewer1 S\. gave it 5 stars/)).toBeInTheDocument();
    // Buyers are not named in public.
    expect(within(feeds[0]!).getByText(/Someone bought this pack/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    await waitFor(() =>
      expect(within(feeds[0]!).getByText(/Reviewer2 S\. gave it 5 stars/)).toBeInTheDocument(),
    );
    expect(api.callsTo(`GET /api/packs/by-slug/${SLUG}/activity`).length).toBeGreaterThanOrEqual(2);
    expect(within(feeds[0]!).getAllByRole('listitem').length).toBeLessThanOrEqual(3);
  });

  it('tries a sample question: cited excerpts, then says when the day’s tries are spent', async () => {
    let tries = 0;
    render(undefined, {
      [`POST /api/packs/by-slug/${SLUG}/try`]: () => {
        tries += 1;
        return tries === 1
          ? json({
              excerpts: [
                {
                  filename: 'honing.pdf',
                  headingPath: ['Honing'],
                  page: 4,
                  text: 'Hold the steel upright and draw the blade down.',
                },
              ],
            })
          : apiError(429, 'rate_limited', 'Too many requests; try again later');
      },
    });
    const demo = await screen.findByRole('region', { name: 'Try it before you buy' });
    await userEvent.click(within(demo).getByRole('button', { name: 'How do I hone a knife?' }));
    expect(
      await within(demo).findByText('Hold the steel upright and draw the blade down.'),
    ).toBeInTheDocument();
    expect(within(demo).getByText('honing.pdf › Honing › p. 4')).toBeInTheDocument();
    await userEvent.click(within(demo).getByRole('button', { name: 'How do I hone a knife?' }));
    expect(await within(demo).findByText(/used today's free tries/)).toBeInTheDocument();
  });

  it('says the free tries are counted across all packs, and puts questions in the visitor’s language first', async () => {
    const bilingual = {
      ...page,
      pack: {
        ...page.pack,
        sampleQuestions: ['How do I hone a knife?', '「研ぎ方」について教えてください。'],
      },
    };
    render(`/jp/ja/pack/${SLUG}`, { [`GET /api/packs/by-slug/${SLUG}`]: () => json(bilingual) });
    const demo = await screen.findByRole('region', { name: '購入前に試す' });
    expect(demo).toHaveTextContent('無料のお試しは1日5回まで（すべてのパックの合計）です。');
    const questions = within(demo)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(questions).toEqual(['「研ぎ方」について教えてください。', 'How do I hone a knife?']);
  });

  it('says the number of free tries in English too', async () => {
    render();
    const demo = await screen.findByRole('region', { name: 'Try it before you buy' });
    expect(demo).toHaveTextContent('5 free tries a day, counted across all packs.');
  });

  it('shows the sticky buy bar only after 600 px of scrolling', async () => {
    render();
    await screen.findByRole('tabpanel');
    const bar = screen.getByTestId('sticky-bar');
    expect(bar).not.toBeVisible();
    Object.defineProperty(window, 'scrollY', { value: 700, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(bar).not.toHaveAttribute('hidden'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(bar).toHaveAttribute('hidden'));
  });
});
