import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PackQuestionsResponse, ReviewsResponse } from '../../common/contracts/commerce';
import type { Bundle } from '../../common/contracts/offers';
import type { PackListResponse, PackPage } from '../../common/contracts/packs';
import { packs, reviews } from '../db/schema';
import type { Dashboard, Earnings } from '../../common/contracts/selling';
import { feeOf } from '../selling/ledger';
import { startTestServer, type TestServer } from '../test/test-server';
import { DEMO_PACKS } from './demo-packs';

let server: TestServer;

describe('the demo packs on a new database', () => {
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  it('have a history of real orders and reviews behind every figure on their cards', async () => {
    const res = await server.fetch('/api/packs?limit=50');
    const { packs } = (await res.json()) as PackListResponse;
    expect(packs).toHaveLength(DEMO_PACKS.length);
    for (const demo of DEMO_PACKS) {
      const card = packs.find((pack) => pack.slug === demo.slug);
      expect(card, demo.slug).toMatchObject({
        users: demo.buyers,
        purchasedToday: demo.boughtToday,
        reviewCount: demo.reviews,
      });
      // The average its whole-star reviews come closest to.
      expect(Math.abs((card?.rating ?? 0) - demo.rating)).toBeLessThanOrEqual(0.5 / demo.reviews + 0.01);
    }
    // Most purchased today first.
    const today = packs.map((pack) => pack.purchasedToday);
    expect(today).toEqual([...today].sort((a, b) => b - a));
  });

  it('show their reviews, by shortened names, with helpful votes, on the sales page', async () => {
    const [demo] = DEMO_PACKS;
    const page = (await (await server.fetch(`/api/packs/by-slug/${demo!.slug}`)).json()) as PackPage;
    const res = await server.fetch(`/api/packs/${page.pack.id}/reviews?sort=helpful`);
    const body = (await res.json()) as {
      reviews: { name: string; rating: number; verified: boolean; helpful: number }[];
      total: number;
    };
    expect(body.total).toBe(demo!.reviews);
    expect(body.reviews[0]?.name).toMatch(/^\S+ [A-Z]\.$/);
    expect(body.reviews.every((review) => review.verified)).toBe(true);
    expect(body.reviews[0]!.helpful).toBeGreaterThan(0);
    // What its creator wrote in the studio: a story, a headline, questions to try.
    expect(page.story?.title).toBeTruthy();
    expect(page.creator.headline).toBeTruthy();
    expect(page.pack.sampleQuestions.length).toBeGreaterThan(0);
  });

  it('have reviews in their own words, in the pack’s language: no sentence under two names', async () => {
    const rows = await server.db
      .select({ comment: reviews.comment, language: packs.language })
      .from(reviews)
      .innerJoin(packs, eq(packs.id, reviews.packId));
    expect(rows).toHaveLength(DEMO_PACKS.reduce((sum, pack) => sum + pack.reviews, 0));
    const sentences = rows.flatMap((row) =>
      row.comment.split(/(?<=[.!?])\s+(?=[A-Z])|(?<=[。！？])/).filter(Boolean),
    );
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const row of rows)
      expect(/[ぁ-んァ-ン一-龯]/.test(row.comment), row.comment).toBe(row.language === 'ja');
  });

  it('show every part of a sales page: stories, bundles, answered questions and creators’ replies, in both languages', async () => {
    const shown = {
      story: new Set<string>(),
      bundle: new Set<string>(),
      faq: new Set<string>(),
      reply: new Set<string>(),
    };
    for (const demo of DEMO_PACKS) {
      const page = (await (await server.fetch(`/api/packs/by-slug/${demo.slug}`)).json()) as PackPage;
      const id = page.pack.id;
      const { bundles } = (await (await server.fetch(`/api/packs/${id}/bundles`)).json()) as {
        bundles: Bundle[];
      };
      const { faq } = (await (
        await server.fetch(`/api/packs/${id}/questions`)
      ).json()) as PackQuestionsResponse;
      const { reviews: written } = (await (
        await server.fetch(`/api/packs/${id}/reviews?sort=newest`)
      ).json()) as ReviewsResponse;
      if (page.story) shown.story.add(demo.language);
      if (bundles.length > 0) {
        shown.bundle.add(demo.language);
        // On sale: cheaper than its packs one by one, and holding this one.
        expect(bundles[0]!.savings, demo.slug).toBeGreaterThan(0);
        expect(bundles[0]!.products.map((product) => product.slug)).toContain(demo.slug);
      }
      if (faq.length > 0) {
        shown.faq.add(demo.language);
        expect(faq.every((question) => question.answer && question.isCreatorAnswer)).toBe(true);
      }
      if (written.some((review) => review.creatorReply)) shown.reply.add(demo.language);
    }
    for (const part of Object.values(shown)) expect([...part].sort()).toEqual(['en', 'ja']);
  });

  it('give their creators a dashboard and earnings from those orders', async () => {
    const sarah = server.browser();
    await sarah.signInAs('creator', 'sarah.chen@demo.kenja.dev');
    const dashboard = (await (await sarah.fetch('/api/creator/dashboard?period=all')).json()) as Dashboard;
    const hers = DEMO_PACKS.filter((pack) => pack.creator === 'sarah');
    expect(dashboard.packs.map((pack) => pack.slug).sort()).toEqual(hers.map((pack) => pack.slug).sort());
    const price = (pack: (typeof hers)[number]) => pack.discountPriceCents ?? pack.priceCents;
    expect(dashboard.stats.sales.current).toBe(hers.reduce((sum, pack) => sum + pack.buyers, 0));
    expect(dashboard.stats.revenueCents.current).toBe(
      hers.reduce((sum, pack) => sum + pack.buyers * price(pack), 0),
    );
    // Every buyer visited before buying, and more visitors did not buy.
    expect(dashboard.stats.pageViews.current).toBeGreaterThan(dashboard.stats.sales.current);

    const earnings = (await (await sarah.fetch('/api/creator/earnings')).json()) as Earnings;
    expect(earnings.balanceCents + earnings.pendingCents).toBe(
      hers.reduce((sum, pack) => sum + pack.buyers * (price(pack) - feeOf(price(pack), 1000)), 0),
    );
    expect(earnings.pendingCents).toBeGreaterThan(0); // the last 30 days' sales wait out the refund window
    expect(earnings.entries.length).toBeGreaterThan(0);
  });

  it('include packs that also sell queries by the hundred', async () => {
    for (const demo of DEMO_PACKS.filter((pack) => pack.queryPriceCents)) {
      const page = (await (await server.fetch(`/api/packs/by-slug/${demo.slug}`)).json()) as PackPage;
      expect(page.pack.queryPriceCents, demo.slug).toBe(demo.queryPriceCents);
    }
    expect(
      DEMO_PACKS.filter((pack) => pack.queryPriceCents)
        .map((pack) => pack.language)
        .sort(),
    ).toEqual(['en', 'ja']);
  });

  it('are seeded once, however often the server starts on the same database', async () => {
    const again = await startTestServer({ seed: true, shareDatabaseWith: server });
    try {
      const { packs } = (await (await again.fetch('/api/packs?limit=50')).json()) as PackListResponse;
      expect(packs).toHaveLength(DEMO_PACKS.length);
      expect(packs.find((pack) => pack.slug === DEMO_PACKS[0]!.slug)?.users).toBe(DEMO_PACKS[0]!.buyers);
    } finally {
      await again.close();
    }
  });
});
