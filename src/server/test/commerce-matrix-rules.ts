import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { bundles, discountCodes, orderLines, packQuestions, reviews } from '../db/schema';
import {
  callerId,
  creatorsOnly,
  everyone,
  ownPack,
  signedIn,
  type EndpointRule,
  type MatrixContext,
} from './matrix-rule';
import { createOrderOf, createPack, createUser, stampedNow } from './factories';

/** An order of the calling person (of someone else when signed out), of another creator's published pack. */
async function ownOrder(ctx: MatrixContext, status: 'pending' | 'paid') {
  const buyerId = await callerId(ctx);
  return createOrderOf(ctx.server.db, buyerId, await createPack(ctx.server.db), { status });
}

/** A pack of the calling person, and someone else to ask or review it: the ids a question or review needs. */
async function ownPackAndAuthor(ctx: MatrixContext) {
  const pack = await ownPack(ctx);
  const author = await createUser(ctx.server.db);
  return { packId: pack.id, authorId: author.id };
}

/** A paid order of the calling person, of one pack: the order, and that pack's id. */
async function ownPurchase(ctx: MatrixContext) {
  const order = await ownOrder(ctx, 'paid');
  const [line] = await ctx.server.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return { order, packId: line?.packId ?? '' };
}

/** The refund of the one line of a paid order of the calling person. */
async function ownLineRefund(ctx: MatrixContext) {
  const { order, packId } = await ownPurchase(ctx);
  return `/api/orders/${order.id}/lines/${packId}/refund`;
}

export const COMMERCE_RULES: EndpointRule[] = [
  {
    endpoint: 'GET /api/packs/find',
    request: () => ({ path: '/api/packs/find?q=knife%20grip' }),
    expect: everyone(200),
  },
  {
    endpoint: 'GET /api/packs/by-slug/:slug',
    request: async ({ server }) => ({ path: `/api/packs/by-slug/${(await createPack(server.db)).slug}` }),
    expect: everyone(200),
  },
  {
    endpoint: 'POST /api/packs/by-slug/:slug/views',
    request: async ({ server }) => ({
      path: `/api/packs/by-slug/${(await createPack(server.db)).slug}/views`,
    }),
    expect: everyone(204),
  },
  {
    endpoint: 'GET /api/packs/by-slug/:slug/activity',
    request: async ({ server }) => ({
      path: `/api/packs/by-slug/${(await createPack(server.db)).slug}/activity`,
    }),
    expect: everyone(200),
  },
  {
    // Anyone may try a pack's sample question (a few a day); the pack here has no index, so no excerpts.
    endpoint: 'POST /api/packs/by-slug/:slug/try',
    request: async ({ server }) => {
      const pack = await createPack(server.db, { sampleQuestions: ['What is in it?'] });
      return { path: `/api/packs/by-slug/${pack.slug}/try`, json: { question: 'What is in it?' } };
    },
    expect: everyone(200),
  },
  {
    endpoint: 'POST /api/checkout',
    request: async ({ server }) => ({ json: { packIds: [(await createPack(server.db)).id] } }),
  },
  {
    endpoint: 'POST /api/checkout/dev/:id/pay',
    request: async (ctx) => ({ path: `/api/checkout/dev/${(await ownOrder(ctx, 'pending')).id}/pay` }),
    expect: signedIn(200),
  },
  { endpoint: 'GET /api/orders' },
  // The card a person saved for their assistants (issue 50): their own, whoever they are.
  { endpoint: 'GET /api/me/payment-method' },
  {
    endpoint: 'POST /api/me/payment-method/setup',
    request: () => ({ json: { return_path: '/us/en/connect' } }),
    expect: signedIn(200),
  },
  {
    endpoint: 'POST /api/me/payment-method/dev',
    request: () => ({ json: { kind: 'works' } }),
    expect: signedIn(200),
  },
  { endpoint: 'DELETE /api/me/payment-method' },
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
  { endpoint: 'GET /api/library' },
  {
    // Holders of a pack choose whether its new editions are e-mailed to them.
    endpoint: 'PUT /api/library/:packId/edition-mail',
    request: async (ctx) => ({
      path: `/api/library/${(await ownPurchase(ctx)).packId}/edition-mail`,
      json: { enabled: true, language: 'ja' },
    }),
    expect: signedIn(200),
  },
  {
    endpoint: 'POST /api/checkout/quote',
    request: async ({ server }) => ({ json: { packIds: [(await createPack(server.db)).id] } }),
  },
  // A creator's offers: creators and admins manage their own; buyers get 403.
  { endpoint: 'GET /api/studio/discount-codes' },
  {
    endpoint: 'POST /api/studio/discount-codes',
    request: () => ({ json: { code: `M${randomUUID().slice(0, 8)}`, kind: 'percent', amount: 10 } }),
  },
  {
    endpoint: 'POST /api/studio/discount-codes/:id/end',
    request: async (ctx) => {
      const creatorId = await callerId(ctx);
      const [code] = await ctx.server.db
        .insert(discountCodes)
        .values({
          creatorId,
          code: `E${randomUUID().slice(0, 8)}`,
          kind: 'percent',
          amount: 10,
          createdAt: new Date(),
        })
        .returning();
      return { path: `/api/studio/discount-codes/${code?.id}/end` };
    },
    // Here everyone signed in owns the code; a buyer still has no creator rights.
    expect: creatorsOnly(200),
  },
  { endpoint: 'GET /api/studio/bundles' },
  {
    endpoint: 'POST /api/studio/bundles',
    request: async (ctx) => {
      const creatorId = await callerId(ctx);
      const packIds = [
        (await createPack(ctx.server.db, { creatorId })).id,
        (await createPack(ctx.server.db, { creatorId })).id,
      ];
      return { json: { title: 'Matrix set', packIds, priceCents: 100 } };
    },
  },
  {
    endpoint: 'POST /api/studio/bundles/:id/archive',
    request: async (ctx) => {
      const creatorId = await callerId(ctx);
      const [bundle] = await ctx.server.db
        .insert(bundles)
        .values({ creatorId, title: 'Matrix set', priceCents: 100, createdAt: new Date() })
        .returning();
      return { path: `/api/studio/bundles/${bundle?.id}/archive` };
    },
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'GET /api/packs/:id/bundles',
    request: async ({ server }) => ({ path: `/api/packs/${(await createPack(server.db)).id}/bundles` }),
    expect: everyone(200),
  },
  {
    endpoint: 'GET /api/packs/:id/reviews',
    request: async ({ server }) => ({ path: `/api/packs/${(await createPack(server.db)).id}/reviews` }),
    expect: everyone(200),
  },
  {
    endpoint: 'PUT /api/packs/:id/reviews/mine',
    request: async (ctx) => ({
      path: `/api/packs/${(await ownPurchase(ctx)).packId}/reviews/mine`,
      json: { rating: 5, comment: 'Clear and useful.' },
    }),
    expect: signedIn(200),
  },
  {
    endpoint: 'POST /api/reviews/:id/helpful',
    request: async (ctx) => {
      const { packId } = await ownPurchase(ctx);
      const author = await createUser(ctx.server.db);
      const [review] = await ctx.server.db
        .insert(reviews)
        .values({ packId, authorId: author.id, rating: 4, comment: 'Good.', ...stampedNow() })
        .returning();
      return { path: `/api/reviews/${review?.id}/helpful` };
    },
    expect: signedIn(200),
  },
  {
    endpoint: 'GET /api/packs/:id/questions',
    request: async ({ server }) => ({ path: `/api/packs/${(await createPack(server.db)).id}/questions` }),
    expect: everyone(200),
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
    request: async (ctx) => {
      const [question] = await ctx.server.db
        .insert(packQuestions)
        .values({ ...(await ownPackAndAuthor(ctx)), question: 'Is there a glossary?', createdAt: new Date() })
        .returning();
      return { path: `/api/questions/${question?.id}/answer`, json: { answer: 'Yes, in chapter 1.' } };
    },
    // Answering is the pack's creator's (or an admin's): here everyone signed in created the pack.
    expect: signedIn(200),
  },
  {
    endpoint: 'PUT /api/reviews/:id/reply',
    request: async (ctx) => {
      const [review] = await ctx.server.db
        .insert(reviews)
        .values({ ...(await ownPackAndAuthor(ctx)), rating: 4, comment: 'Good.', ...stampedNow() })
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
    expect: everyone(200),
  },
];
