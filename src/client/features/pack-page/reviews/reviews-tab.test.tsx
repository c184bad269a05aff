import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVIEW_REFUSALS, type Review, type ReviewsResponse } from '../../../../common/contracts/commerce';
import { fakeApi, json } from '../../../test/fake-api';
import { packPageFixture } from '../../../test/pack-page-fixture';
import { renderApp } from '../../../test/render';
import { signedIn } from '../../../test/sessions';
import { expectTexts } from '../../../test/expectations';

const PACK = '50000000-0000-4000-8000-000000000003';

const page = packPageFixture(
  {
    id: PACK,
    description: 'Grips, cuts and sharpening.',
    rating: 4.5,
    reviewCount: 2,
    users: 10,
  },
  { access: 'purchase' },
);

function review(id: string, overrides: Partial<Review> = {}): Review {
  return {
    id,
    name: 'Ken T.',
    rating: 4,
    comment: 'Better on a second read.',
    date: '2026-03-02T09:00:00.000Z',
    verified: true,
    helpful: 2,
    creatorReply: null,
    mine: false,
    votedHelpful: false,
    ...overrides,
  };
}

function answer(reviews: Review[], viewer: Partial<ReviewsResponse['viewer']> = {}): ReviewsResponse {
  return {
    reviews,
    total: reviews.length,
    summary: { average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] },
    viewer: { canReview: true, canReply: false, mine: null, ...viewer },
  };
}

async function openReviews(path = '/us/en/pack/knife-skills', handlers = {}) {
  const api = fakeApi({
    'GET /api/auth/session': () => json(signedIn()),
    'GET /api/packs/by-slug/knife-skills': () => json(page),
    [`GET /api/packs/${PACK}/reviews`]: () =>
      json(
        answer([
          review('r1'),
          review('r2', {
            name: 'Mina I.',
            rating: 5,
            comment: 'Clear.',
            creatorReply: { text: 'Thanks!', date: '2026-03-03T09:00:00.000Z' },
          }),
        ]),
      ),
    ...handlers,
  });
  renderApp(path);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: /Reviews \(2\)|レビュー（2）/ }));
  return { api, user };
}

describe('the Reviews tab', () => {
  it('shows the summary and the reviews, verified, with the creator’s answer', async () => {
    await openReviews();
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const [first, second] = within(list).getAllByRole('listitem');
    expectTexts(first, 'Ken T.', 'Verified purchase');
    expect(second).toHaveTextContent("Creator's answerThanks!");
    expect(screen.getByRole('list', { name: 'Reviews by stars' })).toHaveTextContent('5 stars');
  });

  it('tells a visitor who cannot vote why the Helpful buttons are off, in both languages', async () => {
    const visitor = {
      [`GET /api/packs/${PACK}/reviews`]: () => json(answer([review('r1')], { canReview: false })),
    };
    await openReviews('/us/en/pack/knife-skills', visitor);
    const helpful = await screen.findByRole('button', { name: /Helpful/ });
    expect(helpful).toBeDisabled();
    expect(helpful).toHaveAccessibleDescription(
      'Only people who bought this pack can mark reviews as helpful.',
    );
    expect(screen.getByText('Only people who bought this pack can mark reviews as helpful.')).toBeVisible();
  });

  it('says why in Japanese too', async () => {
    const visitor = {
      [`GET /api/packs/${PACK}/reviews`]: () => json(answer([review('r1')], { canReview: false })),
    };
    await openReviews('/jp/ja/pack/knife-skills', visitor);
    const helpful = await screen.findByRole('button', { name: /参考になった/ });
    expect(helpful).toHaveAccessibleDescription(
      'レビューに「参考になった」を付けられるのは、このパックの購入者だけです。',
    );
  });

  it('sorts and filters through the server', async () => {
    const { api, user } = await openReviews();
    await screen.findByRole('list', { name: 'Reviews' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await user.click(screen.getByRole('button', { name: '5 stars' }));
    await waitFor(() =>
      expect(
        api.calls.map((c) => c.route).filter((r) => r.includes('/reviews')).length,
      ).toBeGreaterThanOrEqual(3),
    );
    expect(screen.getByRole('button', { name: '5 stars' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('votes helpful once, and lets a buyer post a review', async () => {
    const { api, user } = await openReviews('/us/en/pack/knife-skills', {
      'POST /api/reviews/r1/helpful': () => json({ helpful: 3 }),
      [`PUT /api/packs/${PACK}/reviews/mine`]: () => json({ saved: true }),
    });
    const list = await screen.findByRole('list', { name: 'Reviews' });
    await user.click(
      within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Helpful (2)' }),
    );
    expect(api.callsTo('POST /api/reviews/r1/helpful')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'What did you think?' }), 'Sharp advice.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Thank you: your review is saved.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/packs/${PACK}/reviews/mine`)[0]?.body).toEqual({
      rating: 4,
      comment: 'Sharp advice.',
    });
  });

  it('says in Japanese why the server refused', async () => {
    const { user } = await openReviews('/jp/ja/pack/knife-skills', {
      [`PUT /api/packs/${PACK}/reviews/mine`]: () =>
        json({ error: { code: 'forbidden', message: REVIEW_REFUSALS.notBuyer } }, 403),
    });
    await user.click(await screen.findByRole('radio', { name: '星5' }));
    await user.type(screen.getByRole('textbox', { name: '感想をお聞かせください' }), 'とても良い');
    await user.click(screen.getByRole('button', { name: 'レビューを投稿' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'このパックを購入した方だけがレビューできます。',
    );
  });

  it('shows more reviews a page at a time, with the viewer’s own first', async () => {
    const mine = review('mine', { name: 'Me T.', comment: 'My own words.', mine: true, helpful: 0 });
    const firstPage = Array.from({ length: 10 }, (_, i) => review(`p1-${i}`, { comment: `First page ${i}` }));
    const { api, user } = await openReviews(undefined, {
      [`GET /api/packs/${PACK}/reviews`]: (_body: unknown, url: URL) => {
        const reviews =
          url.searchParams.get('offset') === '10'
            ? [review('p2-0', { comment: 'Second page 0' }), mine]
            : firstPage;
        return json({ ...answer(reviews, { mine }), total: 12 });
      },
    });
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const items = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list);
    expect(items()[0]).toHaveTextContent('My own words.');
    expect(items()).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await within(list).findByText('Second page 0')).toBeInTheDocument();
    // Own review not repeated; nothing more to show.
    expect(items()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET /api/packs/${PACK}/reviews`).length).toBeGreaterThanOrEqual(2);
  });
});
