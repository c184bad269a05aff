import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PackStats } from '../../../common/contracts/selling';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn } from '../../test/sessions';
import { axeViolations } from '../../test/axe';
import { expectLink } from '../../test/expectations';

const ID = '40000000-0000-4000-8000-000000000042';
const STATS = `GET /api/creator/packs/${ID}/stats`;

/** 30 days from 2026-10-15 to 2026-11-13; Nov 3 (index 19) is the busy day. */
function days(busy = true): PackStats['days'] {
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 9, 15 + i)).toISOString().slice(0, 10);
    const on = busy && i === 19;
    return {
      day,
      views: on ? 17 : busy ? 13 : 0,
      purchases: on ? 2 : 0,
      mcpQueries: on ? 9 : 0,
      webQueries: on ? 4 : 0,
    };
  });
}

function stats(overrides: Partial<PackStats> = {}): PackStats {
  return {
    pack: { id: ID, slug: 'knife-skills', title: 'Knife Skills', status: 'published' },
    timeZone: 'Asia/Tokyo',
    currency: 'USD',
    days: days(),
    totals: {
      views: 394,
      purchases: 2,
      conversion: 0.0051,
      revenueCents: 4999,
      refunds: 1,
      refundedCents: 2999,
      mcpQueries: 9,
      webQueries: 4,
    },
    topQuestions: [
      { query: 'How do I hone a knife?', count: 5, topScore: 8.2, lastAskedAt: '2026-11-03T09:00:00.000Z' },
      { query: 'Pinch grip', count: 1, topScore: 6.5, lastAskedAt: '2026-11-03T10:00:00.000Z' },
    ],
    poorlyAnswered: [
      {
        query: 'Sharpening ceramic blades',
        count: 3,
        topScore: null,
        lastAskedAt: '2026-11-03T09:00:00.000Z',
      },
      { query: 'Left-handed knives', count: 1, topScore: 1.25, lastAskedAt: '2026-11-03T11:00:00.000Z' },
    ],
    ratings: [0, 0, 1, 2, 4],
    averageRating: 4.4,
    ...overrides,
  };
}

function render(path: string, answer: () => Response) {
  const asked: URL[] = [];
  const api = fakeApi({
    'GET /api/auth/session': () => json(signedIn({ user_role: 'creator', is_creator_verified: true })),
    [STATS]: (_body, url) => {
      asked.push(url);
      return answer();
    },
  });
  renderApp(path);
  return { api, asked, user: userEvent.setup() };
}

/** The value a totals card gives for `term`. */
const card = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement;

// The first test compiles the lazy page; axe over the whole page takes a second or two in jsdom.
/** A pack nobody has asked or reviewed yet. */
const NO_FEEDBACK = { topQuestions: [], poorlyAnswered: [], ratings: [0, 0, 0, 0, 0], averageRating: null };

describe('the pack statistics page', { timeout: 20_000 }, () => {
  it('shows the 30 days’ figures, questions and ratings, with the charts’ data as tables', async () => {
    const { asked, user } = render(`/us/en/creator/packs/${ID}/stats`, () => json(stats()));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Statistics: Knife Skills');
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(asked[0]?.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(screen.getByText('The last 30 days, in your time zone (Asia/Tokyo).')).toBeInTheDocument();
    expectLink('Back to the dashboard', '/us/en/creator/dashboard');
    expectLink('Edit pack', `/us/en/creator/edit/${ID}`);
    expectLink('View sales page', '/us/en/pack/knife-skills');

    expect(card('Views')).toHaveTextContent('Views394');
    expect(card('Purchases')).toHaveTextContent('Purchases2');
    expect(card('Conversion')).toHaveTextContent('Conversion0.5%Purchases per view');
    expect(card('Revenue')).toHaveTextContent('$49.99');
    expect(card('Refunds')).toHaveTextContent('Refunds1$29.99 refunded');
    expect(card('Assistant (MCP) queries')).toHaveTextContent('9');
    expect(card('Browser queries')).toHaveTextContent('4');

    const top = screen.getByRole('list', { name: 'Top questions' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['How do I hone a knife?Asked 5 times', 'Pinch gripAsked 1 time']);
    const poor = screen.getByRole('list', { name: /^Answered poorly/ });
    expect(
      within(poor)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sharpening ceramic bladesAsked 3 times · Nothing found',
      'Left-handed knivesAsked 1 time · Best match: 1.25',
    ]);
    expect(screen.getByRole('heading', { name: /your to-do list for the next edition/ })).toBeInTheDocument();

    const ratings = screen.getByRole('region', { name: 'Ratings' });
    expect(ratings).toHaveTextContent('4.4 out of 5');
    expect(ratings).toHaveTextContent('7 reviews');
    expect(
      within(screen.getByRole('list', { name: 'Reviews by stars' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('5 stars: 4 reviews'),
      expect.stringContaining('4 stars: 2 reviews'),
      expect.stringContaining('3 stars: 1 review'),
      expect.stringContaining('2 stars: 0 reviews'),
      expect.stringContaining('1 star: 0 reviews'),
    ]);

    // The queries chart stacks both channels; its table gives the same figures per day.
    const queries = screen.getByRole('figure', { name: 'Questions per day: assistant (MCP) and browser' });
    await user.click(within(queries).getByRole('button', { name: 'Show as table' }));
    const table = within(queries).getByRole('table', {
      name: 'Questions per day: assistant (MCP) and browser',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[0]).toHaveTextContent('DayAssistant (MCP)Browser');
    expect(rows[1]).toHaveTextContent('Oct 1500');
    expect(rows[20]).toHaveTextContent('Nov 394');
    expect(within(queries).getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('shows money in dollars with its yen estimate, and days as month/day, in Japanese', async () => {
    const { user } = render(`/jp/ja/creator/packs/${ID}/stats`, () => json(stats()));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('統計：Knife Skills');
    expect(screen.getByText('公開中')).toBeInTheDocument();
    expect(card('売上')).toHaveTextContent('$49.99約7,499円');
    expect(card('返金')).toHaveTextContent('返金額 $29.99（約4,499円）');
    expectLink('ダッシュボードに戻る', '/jp/ja/creator/dashboard');
    const views = screen.getByRole('figure', { name: '日別の閲覧数' });
    await user.click(within(views).getByRole('button', { name: '表で見る' }));
    expect(within(within(views).getByRole('table')).getAllByRole('row')[20]).toHaveTextContent('11/317');
    expect(screen.getByText('5点中4.4')).toBeInTheDocument();
    // Its own name: よくある質問 is the sales page's FAQ tab.
    expect(screen.getByRole('list', { name: '質問ランキング' })).toBeInTheDocument();
    expect(screen.queryByText('よくある質問')).not.toBeInTheDocument();
  });

  it('says when nothing has happened yet, telling a draft to publish', async () => {
    const quiet = stats({
      pack: { id: ID, slug: 'knife-skills', title: 'Knife Skills', status: 'draft' },
      days: days(false),
      totals: {
        views: 0,
        purchases: 0,
        conversion: null,
        revenueCents: 0,
        refunds: 0,
        refundedCents: 0,
        mcpQueries: 0,
        webQueries: 0,
      },
      ...NO_FEEDBACK,
    });
    render(`/us/en/creator/packs/${ID}/stats`, () => json(quiet));
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
    expect(screen.getByText(/This pack is not on sale/)).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when there are views but no questions or reviews yet', async () => {
    const views = stats({
      totals: {
        ...stats().totals,
        purchases: 0,
        conversion: 0,
        revenueCents: 0,
        refunds: 0,
        refundedCents: 0,
      },
      ...NO_FEEDBACK,
    });
    render(`/us/en/creator/packs/${ID}/stats`, () => json(views));
    expect(await screen.findByText(/^No questions yet\./)).toBeInTheDocument();
    expect(screen.getByText(/^No poorly answered questions/)).toBeInTheDocument();
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(card('Conversion')).toHaveTextContent('0%');
  });

  it('tells a creator that another creator’s pack is not theirs', async () => {
    render(`/us/en/creator/packs/${ID}/stats`, () => apiError(403, 'forbidden', 'Not your pack'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Not your pack');
    expect(screen.getByText(/belongs to someone else/)).toBeInTheDocument();
    expectLink('Go to your dashboard', '/us/en/creator/dashboard');
    expect(await axeViolations()).toEqual([]);
  });

  it('says an unknown pack was not found', async () => {
    render(`/jp/ja/creator/packs/${ID}/stats`, () => apiError(404, 'not_found', 'Selected pack not found'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('パックが見つかりません');
  });

  it('offers to try again when loading fails', async () => {
    let calls = 0;
    const { user } = render(`/us/en/creator/packs/${ID}/stats`, () =>
      calls++ === 0 ? apiError(500, 'internal', 'boom') : json(stats()),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The statistics could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Statistics: Knife Skills' })).toBeInTheDocument();
  });
});
