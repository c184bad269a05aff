import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { bundles, discountCodes, orderLines, packQuestions, reviews } from '../db/schema';
import type { EndpointRule, MatrixContext } from './matrix-rule';
import { createOrderOf, createPack, createUser } from './factories';

const signedIn = (status: number) => ({
  signedOut: 401,
  user: status,
  creator: status,
  admin: status,
  disabled: 401,
});

const creatorsOnly = (status: number) => ({
  signedOut: 401,
  user: 403,
  creator: status,
  admin: status,
  disabled: 401,
});

/** An order of the calling person (of someone else when signed out), of another creator's published pack. */
async function ownOrder({ server, browser }: MatrixContext, status: 'pending' | 'paid') {
  const buyerId = browser.user?.id ?? (await createUser(server.db)).id;
  return createOrderOf(server.db, buyerId, await createPack(server.db), { status });
}

/** The refund of the one line of a paid order of the calling person. */
async function ownLineRefund(ctx: MatrixContext) {
  const order = await ownOrder(ctx, 'paid');
  const [line] = await ctx.server.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return `/api/orders/${order.id}/lines/${line?.packId}/refund`;
}

export const COMMERCE_RULES: EndpointRule[] = [
  {
    endpoint: 'GET /api/packs/by-slug/:slug',
    request: async ({ server }) => ({ path: `/api/packs/by-slug/${(await createPack(server.db)).slug}` }),
    expect: { signedOut: 200, user: 200, creator: 200, admin: 200, disabled: 200 },
  },
  {
    endpoint: 'POST /api/packs/by-slug/:slug/views',
    request: async ({ server }) => ({
      path: `/api/packs/by-slug/${(await createPack(server.db)).slug}/views`,
    }),
    expect: { signedOut: 204, user: 204, creator: 204, admin: 204, disabled: 204 },
  },
  {
    endpoint: 'GET /api/packs/by-slug/:slug/activity',
    request: async ({ server }) => ({
      path: `/api/packs/by-slug/${(await createPack(server.db)).slug}/activity`,
    }),
    expect: { signedOut: 200, user: 200, creator: 200, admin: 200, disabled: 200 },
  },
  {
    // Anyone may try a pack's sample question (a few a day); the pack here has no index, so no excerpts.
    endpoint: 'POST /api/packs/by-slug/:slug/try',
    request: async ({ server }) => {
      const pack = await createPack(server.db, { sampleQuestions: ['What is in it?'] });
      return { path: `/api/packs/by-slug/${pack.slug}/try`, json: { question: 'What is in it?' } };
    },
    expect: { signedOut: 200, user: 200, creator: 200, admin: 200, disabled: 200 },
  },
  {
    endpoint: 'POST /api/checkout',
    request: async ({ server }) => ({ json: { packIds: [(await createPack(server.db)).id] } }),
    expect: signedIn(201),
  },
  {
    endpoint: 'POST /api/checkout/dev/:id/pay',
    request: async (ctx) => ({ path: `/api/checkout/dev/${(await ownOrder(ctx, 'pending')).id}/pay` }),
    expect: signedIn(200),
  },
  { endpoint: 'GET /api/orders', expect: signedIn(200) },
  {
    endpoint: 'GET /api/orders/:id',
    request: async (ctx) => ({ path: `/api/orders/${(await ownOrder(ctx, 'paid')).id}` }),
    expect: signedIn(200),
  },
  {
    endpoint: 'GET /api/orders/:id/lines/:packId/refund',
    request: async (ctx) => ({ path: await ownLineRefund(ctx) }),
    expect: signedIn(200),
  },
  {
    endpoint: 'POST /api/orders/:id/lines/:packId/refund',
    request: async (ctx) => ({ path: await ownLineRefund(ctx) }),
    expect: signedIn(200),
  },
  { endpoint: 'GET /api/library', expect: signedIn(200) },
  {
    endpoint: 'POST /api/checkout/quote',
    request: async ({ server }) => ({ json: { packIds: [(await createPack(server.db)).id] } }),
    expect: signedIn(200),
  },
  // A creator's offers: creators and admins manage their own; buyers get 403.
  { endpoint: 'GET /api/studio/discount-codes', expect: creatorsOnly(200) },
  {
    endpoint: 'POST /api/studio/discount-codes',
    request: () => ({ json: { code: `M${randomUUID().slice(0, 8)}`, kind: 'percent', amount: 10 } }),
    expect: creatorsOnly(201),
  },
  {
    endpoint: 'POST /api/studio/discount-codes/:id/end',
    request: async ({ server, browser }) => {
      const creatorId = browser.user?.id ?? (await createUser(server.db)).id;
      const [code] = await server.db
        .insert(discountCodes)
        .values({ creatorId, code: `E${randomUUID().slice(0, 8)}`, kind: 'percent', amount: 10 })
        .returning();
      return { path: `/api/studio/discount-codes/${code?.id}/end` };
    },
    // Here everyone signed in owns the code; a buyer still has no creator rights.
    expect: creatorsOnly(200),
  },
  { endpoint: 'GET /api/studio/bundles', expect: creatorsOnly(200) },
  {
    endpoint: 'POST /api/studio/bundles',
    request: async ({ server, browser }) => {
      const creatorId = browser.user?.id ?? (await createUser(server.db)).id;
      const packIds = [
        (await createPack(server.db, { creatorId })).id,
        (await createPack(server.db, { creatorId })).id,
      ];
      return { json: { title: 'Matrix set', packIds, priceCents: 100 } };
    },
    expect: creatorsOnly(201),
  },
  {
    endpoint: 'POST /api/studio/bundles/:id/archive',
    request: async ({ server, browser }) => {
      const creatorId = browser.user?.id ?? (await createUser(server.db)).id;
      const [bundle] = await server.db
        .insert(bundles)
        .values({ creatorId, title: 'Matrix set', priceCents: 100 })
        .returning();
      return { path: `/api/studio/bundles/${bundle?.id}/archive` };
    },
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'GET /api/packs/:id/bundles',
    request: async ({ server }) => ({ path: `/api/packs/${(await createPack(server.db)).id}/bundles` }),
    expect: { signedOut: 200, user: 200, creator: 200, admin: 200, disabled: 200 },
  },
  {
    endpoint: 'GET /api/packs/:id/reviews',
    request: async ({ server }) => ({ path: `/api/packs/${(await createPack(server.db)).id}/reviews` }),
    expect: { signedOut: 200, user: 200, creator: 200, admin: 200, disabled: 200 },
  },
  {
    endpoint: 'PUT /api/packs/:id/reviews/mine',
    request: async (ctx) => {
      const order = await ownOrder(ctx, 'paid');
      const [line] = await ctx.server.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      return {
        path: `/api/packs/${line?.packId}/reviews/mine`,
        json: { rating: 5, comment: 'Clear and useful.' },
      };
    },
    expect: signedIn(200),
  },
  {
    endpoint: 'POST /api/reviews/:id/helpful',
    request: async (ctx) => {
      const order = await ownOrder(ctx, 'paid');
      const [line] = await ctx.server.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      const author = await createUser(ctx.server.db);
      const [review] = await ctx.server.db
        .insert(reviews)
        .values({ packId: line?.packId ?? '', authorId: author.id, rating: 4, comment: 'Good.' })
        .returning();
      return { path: `/api/reviews/${review?.id}/helpful` };
    },
    expect: signedIn(200),
  },
  {
    endpoint: 'GET /api/packs/:id/questions',
    request: async ({ server }) => ({ path: `/api/packs/${(await createPack(server.db)).id}/questions` }),
    expect: { signedOut: 200, user: 200, creator: 200, admin: 200, disabled: 200 },
  },
  {
    endpoint: 'POST /api/packs/:id/questions',
    request: async ({ server }) => ({
      path: `/api/packs/${(await createPack(server.db)).id}/questions`,
      json: { question: 'Does it cover React 19?' },
    }),
    expect: signedIn(201),
  },
  {
    endpoint: 'PUT /api/questions/:id/answer',
    request: async ({ server, browser }) => {
      const creatorId = browser.user?.id ?? (await createUser(server.db)).id;
      const pack = await createPack(server.db, { creatorId });
      const author = await createUser(server.db);
      const [question] = await server.db
        .insert(packQuestions)
        .values({ packId: pack.id, authorId: author.id, question: 'Is there a glossary?' })
        .returning();
      return { path: `/api/questions/${question?.id}/answer`, json: { answer: 'Yes, in chapter 1.' } };
    },
    // Answering is the pack's creator's (or an admin's): here everyone signed in created the pack.
    expect: signedIn(200),
  },
  {
    endpoint: 'PUT /api/reviews/:id/reply',
    request: async ({ server, browser }) => {
      const creatorId = browser.user?.id ?? (await createUser(server.db)).id;
      const pack = await createPack(server.db, { creatorId });
      const author = await createUser(server.db);
      const [review] = await server.db
        .insert(reviews)
        .values({ packId: pack.id, authorId: author.id, rating: 4, comment: 'Good.' })
        .returning();
      return { path: `/api/reviews/${review?.id}/reply`, json: { text: 'Thank you!' } };
    },
    // Replying is the pack's creator's (or an admin's): here everyone signed in is the creator of the pack.
    expect: signedIn(200),
  },
  // Stripe's deliveries carry no session: their signature is their permission, whoever else is signed in (bad
  // signatures: commerce-stripe.test.ts).
  {
    endpoint: 'POST /api/webhooks/stripe',
    request: ({ stripe }) => {
      const event = stripe?.event('customer.created', { id: 'cus_matrix', object: 'customer' });
      if (!stripe || !event) return { json: { id: 'evt_matrix' } };
      const { payload, header } = stripe.signed(event);
      return { body: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header } };
    },
    expect: { signedOut: 200, user: 200, creator: 200, admin: 200, disabled: 200 },
  },
];
