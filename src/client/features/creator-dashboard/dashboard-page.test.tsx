import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Dashboard, DashboardPack, Earnings } from '../../../common/contracts/selling';
import { apiError, json, type ApiHandlers } from '../../test/fake-api';
import { renderAppWithApi } from '../../test/render';
import { signedInAs } from '../../test/sessions';
import { axeViolations } from '../../test/axe';
import { expectLink, expectTexts } from '../../test/expectations';

const TZ = 'Asia/Tokyo';

function pack(n: number, overrides: Partial<DashboardPack> = {}): DashboardPack {
  return {
    id: `40000000-0000-4000-8000-00000000000${n}`,
    slug: `pack-${n}`,
    title: `Pack ${n}`,
    coverImage: '/c.svg',
    status: 'published',
    priceCents: 4999,
    discountPriceCents: null,
    queryPriceCents: null,
    monthlySales: 12,
    totalRevenueCents: 59988,
    ...overrides,
  };
}

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    period: 'month',
    timeZone: TZ,
    currency: 'USD',
    from: '2026-10-31T15:00:00.000Z',
    to: '2026-11-25T03:00:00.000Z',
    stats: {
      revenueCents: { current: 149997, previous: 100000 },
      sales: { current: 30, previous: 40 },
      assistantSales: { current: 0, previous: 0 },
      pageViews: { current: 1200, previous: 1200 },
      averageRating: { current: 4.6, previous: 4.2 },
    },
    chart: {
      unit: 'day',
      points: [
        { start: '2026-10-31T15:00:00.000Z', revenueCents: 4999, sales: 1 },
        { start: '2026-11-01T15:00:00.000Z', revenueCents: 0, sales: 0 },
        { start: '2026-11-02T15:00:00.000Z', revenueCents: 9998, sales: 2 },
      ],
    },
    packs: [
      pack(1),
      pack(2, { title: 'Draft pack', status: 'draft', monthlySales: 0, totalRevenueCents: 0 }),
      pack(3, { title: 'Paused pack', status: 'paused', queryPriceCents: 500 }),
    ],
    ...overrides,
  };
}

function earnings(overrides: Partial<Earnings> = {}): Earnings {
  return {
    currency: 'USD',
    balanceCents: 45000,
    pendingCents: 8999,
    paidOutCents: 100000,
    unearnedCents: 450,
    feeBps: 1000,
    entries: [
      {
        id: '12',
        kind: 'sale',
        at: '2026-11-20T10:00:00.000Z',
        packTitle: 'Pack 1',
        orderId: 'o1',
        grossCents: 4999,
        feeCents: 500,
        earningsCents: 4499,
        unearnedCents: 0,
      },
      {
        id: '11',
        kind: 'refund',
        at: '2026-11-19T10:00:00.000Z',
        packTitle: 'Pack 1',
        orderId: 'o0',
        grossCents: -4999,
        feeCents: -500,
        earningsCents: -4499,
        unearnedCents: 0,
      },
    ],
    nextBefore: 11,
    ...overrides,
  };
}

function render(path: string, handlers: ApiHandlers = {}, role: 'creator' | 'user' = 'creator') {
  return renderAppWithApi(path, {
    'GET /api/auth/session': () => json(signedInAs(role)),
    'GET /api/creator/dashboard': (_body, url) =>
      json(dashboard({ period: (url.searchParams.get('period') ?? 'month') as Dashboard['period'] })),
    'GET /api/creator/earnings': (_body, url) =>
      json(
        url.searchParams.get('before')
          ? earnings({
              entries: [
                {
                  id: '3',
                  kind: 'payout',
                  at: '2026-10-01T10:00:00.000Z',
                  packTitle: null,
                  orderId: null,
                  grossCents: 0,
                  feeCents: 0,
                  earningsCents: -100000,
                  unearnedCents: 0,
                },
              ],
              nextBefore: null,
            })
          : earnings(),
      ),
    'GET /api/creator/sections': (_body, url) =>
      json({
        period: url.searchParams.get('period') ?? 'month',
        currency: 'USD',
        sections: [
          {
            pack: { id: PACK_ID_FOR_SECTIONS, title: 'Knife Skills' },
            filename: 'knives.md',
            headings: ['Knife skills', 'Sharpening'],
            uses: 12,
            revenueCents: 820,
          },
        ],
      }),
    ...handlers,
  });
}

const PACK_ID_FOR_SECTIONS = '40000000-0000-4000-8000-000000000077';

describe('the creator dashboard', { timeout: 30_000 }, () => {
  it('names the sections that earned most, each linking to its pack’s figures', async () => {
    render('/us/en/creator/dashboard');
    const panel = await screen.findByRole('region', { name: 'Sections that earn most' });
    expect(await within(panel).findByText('Knife skills › Sharpening')).toBeInTheDocument();
    expect(within(panel).getByText('$8.20')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Knife Skills' })).toHaveAttribute(
      'href',
      `/us/en/creator/packs/${PACK_ID_FOR_SECTIONS}/stats`,
    );
    expect(panel).toHaveTextContent('knives.md · used 12 times');
  });

  it('shows the period’s figures with their change, the chart, the packs and the earnings', async () => {
    const { api } = render('/us/en/creator/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/creator/dashboard')).toHaveLength(1);
    expectLink('Your creator profile: name, title and bio', '/us/en/creator/profile');
    expect(screen.getByRole('radio', { name: 'This Month' })).toBeChecked();

    const revenue = screen.getByText('Total Revenue', { selector: 'dt' }).closest('div') as HTMLElement;
    expect(revenue).toHaveTextContent('$1,499.97');
    expect(revenue).toHaveTextContent('Up 50% vs. last month');
    const sales = screen.getByText('Sales', { selector: 'dt' }).closest('div') as HTMLElement;
    expect(sales).toHaveTextContent('30');
    expect(sales).toHaveTextContent('Down 25% vs. last month');
    expect(screen.getByText('Page Views', { selector: 'dt' }).closest('div')).toHaveTextContent('No change');
    const rating = screen.getByText('Average Rating', { selector: 'dt' }).closest('div') as HTMLElement;
    expect(rating).toHaveTextContent('4.6 out of 5');
    expect(rating).toHaveTextContent('Up 0.4 vs. last month');

    // The chart's figures, as a table, in the creator's time zone (Nov 1 in Tokyo starts at 15:00 UTC the day before).
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Show as table' })[0] as HTMLElement);
    const table = screen.getByRole('table', { name: 'Revenue' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayRevenue', 'Nov 1$49.99', 'Nov 2$0.00', 'Nov 3$99.98']);

    const packs = screen.getByRole('region', { name: 'Your packs' });
    const rows = within(packs).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Pack 1');
    expect(rows[0]).toHaveTextContent('$49.99');
    expect(rows[0]).toHaveTextContent('$599.88');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Edit “Pack 1”' })).toHaveAttribute(
      'href',
      `/us/en/creator/edit/${pack(1).id}`,
    );
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'View stats for “Pack 1”' }),
    ).toHaveAttribute('href', `/us/en/creator/packs/${pack(1).id}/stats`);
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Pause “Pack 1”' }),
    ).toBeInTheDocument();
    // A draft has no pause control; a paused pack can be resumed.
    expect(within(rows[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Resume “Paused pack”' }),
    ).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('$5.00 per 100 queries');

    expectLink('Create new pack', '/us/en/creator/upload');

    const money = screen.getByRole('region', { name: 'Earnings' });
    expect(await within(money).findByText('$450.00')).toBeInTheDocument();
    expectTexts(money, 'Kenja\u2019s 10% fee', 'Pending$89.99', 'Paid out$1,000.00', 'Prepaid queries$4.50');
    const ledger = within(money).getAllByRole('row');
    expect(ledger[1]).toHaveTextContent('SalePack 1$49.99−$5.00+$44.99');
    expect(ledger[2]).toHaveTextContent('RefundPack 1−$49.99+$5.00−$44.99');
    await user.click(within(money).getByRole('button', { name: 'Show older entries' }));
    expect(await within(money).findByText('Payout')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.route === 'GET /api/creator/earnings')).toHaveLength(2);
    expect(within(money).queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();

    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the chosen period in the browser’s time zone and keeps it in the address', async () => {
    const { api, router, user } = render('/us/en/creator/dashboard');
    await user.click(await screen.findByRole('radio', { name: 'This Week' }));
    expect((await screen.findAllByText(/vs\. last week/)).length).toBeGreaterThan(0);
    const asked = api.callsTo('GET /api/creator/dashboard');
    expect(asked).toHaveLength(2);
    expect(router.state.location.search).toBe('?period=week');
    await user.click(screen.getByRole('radio', { name: 'All Time' }));
    // All Time has no period before it: no change is shown.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'All Time' })).toBeChecked());
    expect(router.state.location.search).toBe('?period=all');
    await expect.poll(() => screen.queryAllByText(/vs\. last/)).toEqual([]);
  });

  it('passes the time zone of the browser', async () => {
    const requests: URL[] = [];
    render('/us/en/creator/dashboard?period=today', {
      'GET /api/creator/dashboard': (_body, url) => {
        requests.push(url);
        return json(dashboard({ period: 'today' }));
      },
    });
    expect((await screen.findAllByText(/vs\. yesterday/)).length).toBeGreaterThan(0);
    expect(requests[0]?.searchParams.get('period')).toBe('today');
    expect(requests[0]?.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('pauses a published pack on the server and says so', async () => {
    let status: DashboardPack['status'] = 'published';
    const { api, user } = render('/us/en/creator/dashboard', {
      'GET /api/creator/dashboard': () => json(dashboard({ packs: [pack(1, { status })] })),
      [`POST /api/studio/packs/${pack(1).id}/pause`]: () => {
        status = 'paused';
        return json({ pack: { id: pack(1).id, status } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pause “Pack 1”' }));
    expect(await screen.findByText(/“Pack 1” is paused/)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/studio/packs/${pack(1).id}/pause`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Resume “Pack 1”' })).toBeInTheDocument();
  });

  it('says when pausing fails', async () => {
    const { user } = render('/us/en/creator/dashboard', {
      [`POST /api/studio/packs/${pack(1).id}/pause`]: () => apiError(409, 'conflict', 'Not published'),
    });
    await user.click(await screen.findByRole('button', { name: 'Pause “Pack 1”' }));
    expect(await screen.findByText(/“Pack 1” could not be changed/)).toBeInTheDocument();
  });

  it('shows the dollars earned with their yen at 150 to the dollar as an estimate, and the Japanese status labels', async () => {
    render('/ja/creator/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'クリエイターダッシュボード' }),
    ).toBeInTheDocument();
    // ADR 0043: the amount in the currency charged first, the yen estimate under it — never yen alone.
    expect(screen.getByText('総売上', { selector: 'dt' }).closest('div')).toHaveTextContent(
      '$1,499.97約224,996円',
    );
    expect(
      screen.getByRole('link', { name: 'クリエイタープロフィール（表示名・肩書き・自己紹介）' }),
    ).toHaveAttribute('href', '/jp/ja/creator/profile');
    const packs = screen.getByRole('region', { name: 'あなたのパック' });
    expect(packs).toHaveTextContent('$49.99約7,499円');
    expect(within(packs).getAllByText('公開中').length).toBeGreaterThan(0);
    expect(within(packs).getAllByText('下書き').length).toBeGreaterThan(0);
    expect(within(packs).getAllByText('一時停止').length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: '今月' })).toBeChecked();
    const balance = await screen.findByText('約67,500円');
    expect(balance.closest('dd')).toHaveTextContent('$450.00約67,500円');
    expect(document.body).not.toHaveTextContent('￥');
    expect(await axeViolations()).toEqual([]);
  });

  it('says how many of the sales connected assistants made, in both languages', async () => {
    const withAssistants = (_body: unknown, url: URL) =>
      json(
        dashboard({
          period: (url.searchParams.get('period') ?? 'month') as Dashboard['period'],
          stats: { ...dashboard().stats, assistantSales: { current: 3, previous: 1 } },
        }),
      );
    const english = render('/creator/dashboard', { 'GET /api/creator/dashboard': withAssistants });
    expect(await screen.findByText('3 by assistants')).toBeInTheDocument();
    expect(screen.getByText('Sales', { selector: 'dt' }).closest('div')).toHaveTextContent(
      '303 by assistants',
    );
    english.unmount();
    render('/ja/creator/dashboard', { 'GET /api/creator/dashboard': withAssistants });
    expect(await screen.findByText('うちアシスタント経由 3件')).toBeInTheDocument();
  });

  it('leads a creator with no packs to the upload page', async () => {
    render('/us/en/creator/dashboard', {
      'GET /api/creator/dashboard': () => json(dashboard({ packs: [] })),
    });
    expect(await screen.findByRole('heading', { name: 'No packs yet' })).toBeInTheDocument();
    expectLink('Create your first pack', '/us/en/creator/upload');
  });

  it('says when the dashboard cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = render('/us/en/creator/dashboard', {
      'GET /api/creator/dashboard': () => (fail ? apiError(503, 'unavailable', 'Down') : json(dashboard())),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Revenue', { selector: 'dt' })).toBeInTheDocument();
  });

  it('is for creators only', async () => {
    const { api } = render('/us/en/creator/dashboard', {}, 'user');
    expect(await screen.findByRole('heading', { name: 'Creator Access Required' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/creator/dashboard')).toHaveLength(0);
  });
});
