import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_REFUSALS, type ReviewsResponse } from '../../common/contracts/commerce';
import { REVIEW_MAX_LENGTH } from '../../common/limits';
import { packs, reviews, userProfiles } from '../db/schema';
import { call } from '../test/api-call';
import { createOrderOf, createPack } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

async function reviewsOf(browser: TestBrowser, packId: string, query = '') {
  const res = await call(browser, 'GET', `/packs/${packId}/reviews${query}`);
  expect(res.status).toBe(200);
  return res.body as unknown as ReviewsResponse;
}

async function named(browser: TestBrowser, name: string) {
  const user = await browser.signInAs('user');
  await server.db.update(userProfiles).set({ fullName: name }).where(eq(userProfiles.id, user.id));
  return user;
}

/** A signed-in person who bought the pack. */
async function buyer(pack: typeof packs.$inferSelect, name: string) {
  const browser = server.browser();
  const user = await named(browser, name);
  await createOrderOf(server.db, user.id, pack);
  await server.settle();
  return browser;
}

describe('reviews (spec 02 §2.5)', () => {
  useTestServer((started) => (server = started));

  it('lets buyers review once (editable), and the card’s rating and count follow the rows', async () => {
    const pack = await createPack(server.db, { rating: null, reviewCount: 0 });
    const aiko = await buyer(pack, 'Aiko Sato');
    const ken = await buyer(pack, 'Ken Tanaka');
    expect(
      (await call(aiko, 'PUT', `/packs/${pack.id}/reviews/mine`, { rating: 5, comment: 'Clear and deep.' }))
        .status,
    ).toBe(200);
    expect(
      (await call(ken, 'PUT', `/packs/${pack.id}/reviews/mine`, { rating: 3, comment: 'Good basics.' }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(ken, 'PUT', `/packs/${pack.id}/reviews/mine`, {
          rating: 4,
          comment: 'Better on a second read.',
        })
      ).status,
    ).toBe(200);

    const page = await reviewsOf(server.browser(), pack.id, '?sort=newest');
    expect(page.reviews.map((r) => [r.name, r.rating, r.comment, r.verified])).toEqual([
      ['Ken T.', 4, 'Better on a second read.', true],
      ['Aiko S.', 5, 'Clear and deep.', true],
    ]);
    expect(page.summary).toEqual({ average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] });
    const [card] = await server.db.select().from(packs).where(eq(packs.id, pack.id));
    expect([card?.rating, card?.reviewCount]).toEqual([4.5, 2]);
    expect((await reviewsOf(ken, pack.id)).viewer).toMatchObject({
      canReview: true,
      mine: { rating: 4, mine: true },
    });
  });

  it('refuses a review from someone who did not buy, from the creator, and bad ratings or lengths, changing nothing', async () => {
    const { browser: creator, user: me } = await server.signedIn('creator');
    const pack = await createPack(server.db, { creatorId: me.id });
    const { browser: stranger } = await server.signedIn('user');
    const notBuyer = await call(stranger, 'PUT', `/packs/${pack.id}/reviews/mine`, {
      rating: 5,
      comment: 'Great!',
    });
    expect([notBuyer.status, notBuyer.body.error?.message]).toEqual([403, REVIEW_REFUSALS.notBuyer]);
    const own = await call(creator, 'PUT', `/packs/${pack.id}/reviews/mine`, {
      rating: 5,
      comment: 'Mine is great',
    });
    expect([own.status, own.body.error?.message]).toEqual([403, REVIEW_REFUSALS.own]);

    const fan = await buyer(pack, 'Mina Ito');
    for (const body of [
      { rating: 0, comment: 'x' },
      { rating: 6, comment: 'x' },
      { rating: 4.5, comment: 'x' },
      { rating: 4, comment: '   ' },
      { rating: 4, comment: 'x'.repeat(10_000) },
    ]) {
      expect(
        (await call(fan, 'PUT', `/packs/${pack.id}/reviews/mine`, body)).status,
        JSON.stringify(body).slice(0, 40),
      ).toBe(400);
    }
    expect(REVIEW_MAX_LENGTH).toBeLessThan(10_000);
    expect(await server.db.select().from(reviews).where(eq(reviews.packId, pack.id))).toEqual([]);
  });

  it('counts one helpful vote per buyer, sorts by helpfulness, filters by stars; the creator replies once', async () => {
    const { browser: creator, user: me } = await server.signedIn('creator');
    const pack = await createPack(server.db, { creatorId: me.id });
    const first = await buyer(pack, 'Aiko Sato');
    const second = await buyer(pack, 'Ken Tanaka');
    const third = await buyer(pack, 'Mina Ito');
    await call(first, 'PUT', `/packs/${pack.id}/reviews/mine`, { rating: 5, comment: 'First' });
    await call(second, 'PUT', `/packs/${pack.id}/reviews/mine`, { rating: 2, comment: 'Second' });
    const [{ id: secondId } = { id: '' }] = (await reviewsOf(second, pack.id, '?stars=2')).reviews;

    expect((await call(third, 'POST', `/reviews/${secondId}/helpful`)).body).toEqual({ helpful: 1 });
    expect((await call(third, 'POST', `/reviews/${secondId}/helpful`)).body).toEqual({ helpful: 1 });
    expect((await call(first, 'POST', `/reviews/${secondId}/helpful`)).body).toEqual({ helpful: 2 });
    const own = await call(second, 'POST', `/reviews/${secondId}/helpful`);
    expect([own.status, own.body.error?.message]).toEqual([403, REVIEW_REFUSALS.ownHelpful]);
    const { browser: stranger } = await server.signedIn('user');
    const notBuyer = await call(stranger, 'POST', `/reviews/${secondId}/helpful`);
    expect([notBuyer.status, notBuyer.body.error?.message]).toEqual([403, REVIEW_REFUSALS.notBuyerHelpful]);

    const helpfulFirst = await reviewsOf(third, pack.id);
    expect(helpfulFirst.reviews.map((r) => [r.comment, r.helpful, r.votedHelpful])).toEqual([
      ['Second', 2, true],
      ['First', 0, false],
    ]);
    expect((await reviewsOf(third, pack.id, '?stars=5')).reviews.map((r) => r.comment)).toEqual(['First']);
    expect((await reviewsOf(third, pack.id, '?stars=5')).total).toBe(1);

    expect((await call(first, 'PUT', `/reviews/${secondId}/reply`, { text: 'Thanks!' })).status).toBe(403);
    expect(
      (await call(creator, 'PUT', `/reviews/${secondId}/reply`, { text: 'Thanks, fixed in v2.' })).status,
    ).toBe(200);
    expect(
      (await call(creator, 'PUT', `/reviews/${secondId}/reply`, { text: 'Thanks, fixed in v2.1.' })).status,
    ).toBe(200);
    const replied = (await reviewsOf(creator, pack.id, '?stars=2')).reviews[0];
    expect(replied?.creatorReply?.text).toBe('Thanks, fixed in v2.1.');
    expect((await reviewsOf(creator, pack.id)).viewer).toMatchObject({ canReview: false, canReply: true });
  });

  it('stops calling a review verified once its author was refunded', async () => {
    const pack = await createPack(server.db);
    const browser = server.browser();
    const user = await named(browser, 'Ren Mori');
    const order = await createOrderOf(server.db, user.id, pack);
    await call(browser, 'PUT', `/packs/${pack.id}/reviews/mine`, { rating: 1, comment: 'Not for me.' });
    expect((await call(browser, 'POST', `/orders/${order.id}/lines/${pack.id}/refund`)).status).toBe(200);
    const [review] = (await reviewsOf(server.browser(), pack.id)).reviews;
    expect(review).toMatchObject({ name: 'Ren M.', verified: false });
  });
});
