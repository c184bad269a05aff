import { Hono } from 'hono';
import { z } from 'zod';
import { idParamSchema } from '../../common/contracts/ids';
import {
  dashboardQuerySchema,
  dashboardSchema,
  earningsQuerySchema,
  earningsSchema,
  packStatsParamsSchema,
  packStatsQuerySchema,
  packStatsSchema,
  passageFiguresQuerySchema,
  passageFiguresSchema,
  topSectionsSchema,
  payoutRequestSchema,
  payoutSchema,
  payoutsSchema,
  platformFeeSchema,
  stripeAccountSchema,
} from '../../common/contracts/selling';
import type { AppEnv, RouteDeps } from '../http/context';
import { endpointFor } from '../http/endpoint';
import { AppError } from '../http/errors';
import type Stripe from 'stripe';
import type { QueryRecords } from '../records';
import { platformFeeBps } from './ledger';
import { earningsOf } from './earnings';
import { payOut, payoutsOverview, setPlatformFee, setStripeAccount } from './payouts';
import type { PackOutline } from './passage-figures';
import { sellingFigures } from './selling-figures';

/** Declares the Admin endpoints here that only admins may call. */
const adminEndpoint = endpointFor({ access: 'admin', tag: 'Admin' });
/** Declares the Selling endpoints here that creators (and admins) may call. */
const creatorSellingEndpoint = endpointFor({ access: 'creator', tag: 'Selling' });

/** A creator's selling screens (issue 12): the dashboard, a pack's statistics, the earnings ledger. */
export function creatorSellingRoutes({
  db,
  now,
  queryRecords,
  reading,
}: RouteDeps & { queryRecords: QueryRecords; reading: { outline: PackOutline } }) {
  const figures = sellingFigures(db, queryRecords);
  return new Hono<AppEnv>()
    .get(
      '/dashboard',
      creatorSellingEndpoint({
        summary:
          'The creator’s revenue, sales, page views and rating for a period, against the period before',
        description:
          'Periods start in the creator’s time zone (`tz`, IANA); money in cents of the packs’ currency.',
        query: dashboardQuerySchema,
        status: 200,
        response: dashboardSchema,
      }),
      async (c) => {
        const { period, tz } = c.req.valid('query');
        return c.json(await figures.dashboard(c.var.caller.user, { period, timeZone: tz, now: now() }), 200);
      },
    )
    .get(
      '/packs/:id/stats',
      creatorSellingEndpoint({
        summary:
          'One of the creator’s packs over the last 30 days: views, purchases, queries, ratings and questions',
        param: packStatsParamsSchema,
        query: packStatsQuerySchema,
        status: 200,
        response: packStatsSchema,
        errors: [404],
      }),
      async (c) => {
        const user = c.var.caller.user;
        const { tz } = c.req.valid('query');
        return c.json(
          await figures.packStats(user, c.req.valid('param').id, { timeZone: tz, now: now() }),
          200,
        );
      },
    )
    .get(
      '/packs/:id/passages',
      creatorSellingEndpoint({
        summary:
          'Which passages of one of the creator’s packs earn: each section’s retrievals, reads, citations and share of revenue',
        description:
          'Over the dashboard’s period, in whole UTC days. Counts under 5 are null; revenue is shared among sections by ' +
          'weighted use (a citation 3, a read 2, a retrieval 1) and adds up to the pack’s revenue exactly.',
        param: packStatsParamsSchema,
        query: passageFiguresQuerySchema,
        status: 200,
        response: passageFiguresSchema,
        errors: [404],
      }),
      async (c) => {
        const { period, tz } = c.req.valid('query');
        // Records still waiting to be written count: the creator sees the questions asked a moment ago.
        await queryRecords.flush();
        const options = { period, timeZone: tz, now: now(), outlineOf: reading.outline };
        return c.json(await figures.passages(c.var.caller.user, c.req.valid('param').id, options), 200);
      },
    )
    .get(
      '/sections',
      creatorSellingEndpoint({
        summary: 'The creator’s sections that earned most in a period, across their packs',
        description:
          'By the same rule as a pack’s passages (its revenue shared by weighted use); whole UTC days.',
        query: passageFiguresQuerySchema,
        status: 200,
        response: topSectionsSchema,
      }),
      async (c) => {
        const { period, tz } = c.req.valid('query');
        return c.json(
          await figures.topSections(c.var.caller.user, { period, timeZone: tz, now: now() }),
          200,
        );
      },
    )
    .get(
      '/earnings',
      creatorSellingEndpoint({
        summary: 'The creator’s balances and earnings ledger, newest first, a page at a time',
        query: earningsQuerySchema,
        status: 200,
        response: earningsSchema,
      }),
      async (c) => {
        const user = c.var.caller.user;
        return c.json(await earningsOf(db, user.id, now(), c.req.valid('query').before), 200);
      },
    );
}

/** The admin's side of selling: the platform fee, creators' balances and payouts. Admins only. */
export function adminSellingRoutes({ db, now, stripe }: RouteDeps & { stripe: Stripe | undefined }) {
  return new Hono<AppEnv>()
    .get(
      '/payouts',
      adminEndpoint({
        summary: 'Every creator’s balance, pending and paid-out earnings, and the recent payouts',
        status: 200,
        response: payoutsSchema,
      }),
      async (c) => c.json(await payoutsOverview(db, now()), 200),
    )
    .post(
      '/payouts',
      adminEndpoint({
        summary:
          'Pay a creator their balance (or part of it): a Stripe transfer to their account, else recorded by hand',
        description:
          '409 when there is nothing due, the amount is more than the balance, or Stripe refuses the transfer; 503 ' +
          'when Stripe cannot be reached. Nothing is paid out or recorded when it fails.',
        body: payoutRequestSchema,
        status: 201,
        response: z.object({ payout: payoutSchema }),
        errors: [404, 409, 503],
      }),
      async (c) => {
        const user = c.var.caller.user;
        const payout = await payOut(db, user, c.req.valid('json'), { now: now(), stripe });
        c.get('log').info(
          { admin: user.id, payout: payout.id, amount: payout.amountCents },
          'payout recorded',
        );
        return c.json({ payout }, 201);
      },
    )
    .put(
      '/payouts/:id/stripe-account',
      adminEndpoint({
        summary: 'Set or clear the Stripe connected account a creator (`id`) is paid to',
        param: idParamSchema,
        body: stripeAccountSchema,
        status: 200,
        response: z.object({ stripeAccount: z.string().nullable() }),
        errors: [404],
      }),
      async (c) => {
        const user = c.var.caller.user;
        const saved = await setStripeAccount(db, user, {
          creatorId: c.req.valid('param').id,
          stripeAccount: c.req.valid('json').stripeAccount,
          now: now(),
        });
        if (!saved) throw new AppError('not_found', 'No such creator');
        return c.json({ stripeAccount: c.req.valid('json').stripeAccount }, 200);
      },
    )
    .get(
      '/settings/platform-fee',
      adminEndpoint({
        summary: 'Kenja’s fee on sales, in basis points',
        status: 200,
        response: platformFeeSchema,
      }),
      async (c) => c.json({ feeBps: await platformFeeBps(db) }, 200),
    )
    .put(
      '/settings/platform-fee',
      adminEndpoint({
        summary: 'Set Kenja’s fee on sales from now on (at most 50%); earlier sales keep theirs',
        body: platformFeeSchema,
        status: 200,
        response: platformFeeSchema,
      }),
      async (c) => {
        const user = c.var.caller.user;
        return c.json(await setPlatformFee(db, user, c.req.valid('json').feeBps, now()), 200);
      },
    );
}
