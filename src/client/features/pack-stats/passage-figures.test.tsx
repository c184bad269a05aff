import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PackStats, PassageFigures } from '../../../common/contracts/selling';
import { axeViolations } from '../../test/axe';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn } from '../../test/sessions';

// Issue 52, item 1: the pack statistics page shows which passages earn, in both languages.

const ID = '40000000-0000-4000-8000-000000000043';

const STATS: PackStats = {
  pack: { id: ID, slug: 'knife-skills', title: 'Knife Skills', status: 'published' },
  timeZone: 'UTC',
  currency: 'USD',
  days: [{ day: '2026-11-13', views: 3, purchases: 1, mcpQueries: 9, webQueries: 0 }],
  totals: {
    views: 3,
    purchases: 1,
    conversion: 0.3333,
    revenueCents: 1000,
    refunds: 0,
    refundedCents: 0,
    mcpQueries: 9,
    webQueries: 0,
  },
  topQuestions: [],
  poorlyAnswered: [],
  ratings: [0, 0, 0, 0, 0],
  averageRating: null,
};

function figures(period: PassageFigures['period']): PassageFigures {
  return {
    pack: { id: ID, slug: 'knife-skills', title: 'Knife Skills' },
    period,
    days: { from: period === 'all' ? null : '2026-11-01', to: '2026-11-13' },
    currency: 'USD',
    tooFewReaders: false,
    revenueCents: period === 'all' ? 5000 : 1000,
    unattributedCents: 0,
    documents: [
      {
        id: 'd1',
        filename: 'knives.md',
        sections: [
          {
            headings: ['Knife skills', 'Sharpening'],
            retrieved: 7,
            read: 6,
            cited: null,
            revenueCents: 820,
            intensity: 1,
          },
          {
            headings: ['Knife skills', 'Storage'],
            retrieved: null,
            read: null,
            cited: null,
            revenueCents: null,
            intensity: 0,
          },
        ],
        smallSectionsRevenueCents: 180,
        neverRetrieved: [['Knife skills', 'Storage']],
      },
    ],
    questions: [
      {
        query: 'how do I sharpen a knife',
        count: 6,
        sections: [{ filename: 'knives.md', headings: ['Knife skills', 'Sharpening'] }],
      },
    ],
    unanswered: [{ query: 'ceramic blades', count: 2 }],
  };
}

function render(path: string) {
  const periods: (string | null)[] = [];
  fakeApi({
    'GET /api/auth/session': () => json(signedIn({ user_role: 'creator', is_creator_verified: true })),
    [`GET /api/creator/packs/${ID}/stats`]: () => json(STATS),
    [`GET /api/creator/packs/${ID}/passages`]: (_body, url) => {
      const period = url.searchParams.get('period');
      periods.push(period);
      return json(figures((period ?? 'month') as PassageFigures['period']));
    },
  });
  renderApp(path);
  return { periods, user: userEvent.setup() };
}

describe('which passages earn', { timeout: 20_000 }, () => {
  it('shows each section’s use and share, hides small counts, and follows the period', async () => {
    const { periods, user } = render(`/us/en/creator/packs/${ID}/stats`);
    const panel = await screen.findByRole('region', { name: 'Which passages earn' });
    expect(await within(panel).findByText('Revenue in the period: $10.00')).toBeInTheDocument();
    const rows = within(panel)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'SectionRetrievedReadCitedRevenue share',
      'Knife skills › Sharpening76fewer than 5$8.20',
      'Knife skills › Storagefewer than 5fewer than 5fewer than 5—',
    ]);
    expect(within(panel).getByText('Sections used fewer than 5 times: $1.80 together')).toBeInTheDocument();
    expect(within(panel).getByText('knives.md: Knife skills › Storage')).toBeInTheDocument();
    expect(
      within(panel).getByText('Answered from: knives.md: Knife skills › Sharpening'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('ceramic blades')).toBeInTheDocument();
    expect(periods).toEqual(['month']);
    await user.click(within(panel).getByRole('radio', { name: 'All Time' }));
    expect(await within(panel).findByText('Revenue in the period: $50.00')).toBeInTheDocument();
    expect(periods).toEqual(['month', 'all']);
    expect(await axeViolations(panel)).toEqual([]);
  });

  it('says it in Japanese', async () => {
    render(`/jp/ja/creator/packs/${ID}/stats`);
    const panel = await screen.findByRole('region', { name: '収益につながった箇所' });
    expect(await within(panel).findByText('期間中の収益：$10.00（約1,500円）')).toBeInTheDocument();
    expect(within(panel).getAllByText('5回未満').length).toBeGreaterThan(0);
    expect(within(panel).getByRole('radio', { name: '今月' })).toBeChecked();
  });
});
