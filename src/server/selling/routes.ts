import { Hono } from 'hono';
import { idParamSchema } from '../../common/contracts/ids';
import {
  dashboardQuerySchema,
  earningsQuerySchema,
  packStatsParamsSchema,
  packStatsQuerySchema,
  payoutRequestSchema,
  platformFeeSchema,
  stripeAccountSchema,
} from '../../common/contracts/selling';
import { requireRole, requireViewer } from '../auth';
import { jsonBody } from '../http/body';
import type { AppEnv, RouteDeps } from '../http/context';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import { requireCreatorRights } from '../packs';
import type Stripe from 'stripe';
import type { QueryRecords } from '../access';
import { platformFeeBps } from './ledger';
import { earningsOf } from './earnings';
import { payOut, payoutsOverview, setPlatformFee, setStripeAccount } from './payouts';
import { sellingFigures } from './selling-figures';

type Viewer = { get(key: 'viewer'): AppEnv['Variables']['viewer'] };

/** A creator's selling screens (issue 12): the dashboard, a pack's statistics, the earnings ledger. */
export function creatorSellingRoutes({ db, now, queryRecords }: RouteDeps & { queryRecords: QueryRecords }) {
  const creator = (c: Viewer) => {
    const { user } = requireViewer(c.get('viewer'));
    requireCreatorRights(user);
    return user;
  };
  const figures = sellingFigures(db, queryRecords);
  return new Hono<AppEnv>()
    .get('/dashboard', validate('query', dashboardQuerySchema), async (c) => {
      const { period, tz } = c.req.valid('query');
      return c.json(await figures.dashboard(creator(c), { period, timeZone: tz, now: now() }), 200);
    })
    .get(
      '/packs/:id/stats',
      validate('param', packStatsParamsSchema),
      validate('query', packStatsQuerySchema),
      async (c) => {
        const user = creator(c);
        const { tz } = c.req.valid('query');
        return c.json(
          await figures.packStats(user, c.req.valid('param').id, { timeZone: tz, now: now() }),
          200,
        );
      },
    )
    .get('/earnings', validate('query', earningsQuerySchema), async (c) => {
      const user = creator(c);
      return c.json(await earningsOf(db, user.id, now(), c.req.valid('query').before), 200);
    });
}

/** The admin's side of selling: the platform fee, creators' balances and payouts. Admins only. */
export function adminSellingRoutes({ db, now, stripe }: RouteDeps & { stripe: Stripe | undefined }) {
  const admin = (c: Viewer) => requireRole(c.get('viewer'), 'admin').user;
  return new Hono<AppEnv>()
    .get('/payouts', async (c) => {
      admin(c);
      return c.json(await payoutsOverview(db, now()), 200);
    })
    .post('/payouts', jsonBody(payoutRequestSchema), async (c) => {
      const user = admin(c);
      const payout = await payOut(db, user, c.req.valid('json'), { now: now(), stripe });
      c.get('log').info({ admin: user.id, payout: payout.id, amount: payout.amountCents }, 'payout recorded');
      return c.json({ payout }, 201);
    })
    .put(
      '/payouts/:id/stripe-account',
      validate('param', idParamSchema),
      jsonBody(stripeAccountSchema),
      async (c) => {
        const user = admin(c);
        const saved = await setStripeAccount(db, user, {
          creatorId: c.req.valid('param').id,
          stripeAccount: c.req.valid('json').stripeAccount,
          now: now(),
        });
        if (!saved) throw new AppError('not_found', 'No such creator');
        return c.json({ stripeAccount: c.req.valid('json').stripeAccount }, 200);
      },
    )
    .get('/settings/platform-fee', async (c) => {
      admin(c);
      return c.json({ feeBps: await platformFeeBps(db) }, 200);
    })
    .put('/settings/platform-fee', jsonBody(platformFeeSchema), async (c) => {
      const user = admin(c);
      return c.json(await setPlatformFee(db, user, c.req.valid('json').feeBps, now()), 200);
    });
}
