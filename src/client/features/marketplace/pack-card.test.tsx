import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PackCard as PackCardData } from '../../../common/contracts/packs';
import { i18nFor } from '../../lib/i18n';
import { axeViolations } from '../../test/axe';
import { PackCard } from './pack-card';
import './home-page'; // registers the home namespace, as loading the home route does
import { expectLink, expectTexts } from '../../test/expectations';

const pack: PackCardData = {
  id: '0b7f6f5e-0000-4000-8000-000000000001',
  slug: 'sourdough-basics',
  title: 'Sourdough Basics',
  description: 'Levain, hydration and a reliable weekend bake.',
  creator: { id: 'c1', name: 'Mika Tanaka' },
  category: 'cooking-culinary-arts',
  language: 'en',
  currency: 'USD',
  priceCents: 4999,
  discountPriceCents: 2999,
  rating: 4.7,
  reviewCount: 1234,
  purchasedToday: 12,
  users: 2840,
  image: '/images/packs/sourdough-basics.svg',
};

function renderCard(path: string, data: PackCardData = pack) {
  const language = path.startsWith('/jp/ja') ? 'ja' : 'en';
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <main>
            <PackCard pack={data} />
          </main>
        ),
      },
    ],
    {
      initialEntries: [path],
    },
  );
  return render(
    <I18nextProvider i18n={i18nFor[language]}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('PackCard', () => {
  it('shows the list price struck through beside the discount price, and the card fields', () => {
    renderCard('/us/en');
    const card = screen.getByRole('article');
    expect(within(card).getByText('$49.99').closest('s')).not.toBeNull();
    expect(within(card).getByText('$29.99').closest('s')).toBeNull();
    expectTexts(
      card,
      'Cooking & Culinary Arts',
      'by Mika Tanaka',
      '(1,234 reviews)',
      '2,840 users',
      '12 people injected expert knowledge today!',
    );
    // Only figures that events move: no invented download count (issue 48).
    expect(card).not.toHaveTextContent(/download/i);
    expect(within(card).getByRole('link', { name: 'Sourdough Basics' })).toHaveAttribute(
      'href',
      '/us/en/pack/sourdough-basics',
    );
  });

  it('says a pack without reviews has none yet, never a made-up rating, in both languages', async () => {
    const unreviewed = { ...pack, rating: null, reviewCount: 0 };
    const { unmount } = renderCard('/us/en', unreviewed);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('No reviews yet');
    expect(card).not.toHaveTextContent(/4\.8|\(0 reviews\)/);
    expect(screen.queryByLabelText(/^Rated/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    unmount();

    renderCard('/jp/ja', unreviewed);
    expect(screen.getByRole('article')).toHaveTextContent('レビューはまだありません');
    expect(screen.getByRole('article')).not.toHaveTextContent('（0件）');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the real rating when there is one, and a single price without a discount', () => {
    renderCard('/about', { ...pack, rating: 4.6, discountPriceCents: null, purchasedToday: 1 });
    expect(screen.getByLabelText('Rated 4.6 out of 5')).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('s')).toBeNull();
    expect(screen.getByRole('article')).toHaveTextContent('1 person injected expert knowledge today!');
    expectLink('Sourdough Basics', '/pack/sourdough-basics');
  });

  it('speaks Japanese under /jp/ja and marks packs written in another language', () => {
    renderCard('/jp/ja');
    const card = screen.getByRole('article');
    expectTexts(card, '料理・食文化', '今日12人が専門知識をインストールしました！', '2,840人が利用', '英語');
    expect(within(card).getByRole('link', { name: 'Sourdough Basics' })).toHaveAttribute(
      'href',
      '/jp/ja/pack/sourdough-basics',
    );
  });
});
