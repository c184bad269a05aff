import { z } from 'zod';
import {
  dashboardQuerySchema,
  dashboardSchema,
  earningsQuerySchema,
  earningsSchema,
  packStatsQuerySchema,
  packStatsSchema,
  payoutRequestSchema,
  payoutSchema,
  payoutsSchema,
  platformFeeSchema,
  stripeAccountSchema,
} from '../../common/contracts/selling';
import type { Operation } from './operation';

/** Selling (issue 12): a creator's figures and ledger, and the admin's payouts and platform fee. */
export const SELLING_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/creator/dashboard',
    tag: 'Selling',
    access: 'creator',
    summary: 'The creator’s revenue, sales, page views and rating for a period, against the period before',
    description:
      'Periods start in the creator’s time zone (`tz`, IANA); money in cents of the packs’ currency.',
    query: dashboardQuerySchema,
    status: 200,
    response: dashboardSchema,
  },
  {
    method: 'get',
    path: '/api/creator/packs/{id}/stats',
    tag: 'Selling',
    access: 'creator',
    summary:
      'One of the creator’s packs over the last 30 days: views, purchases, queries, ratings and questions',
    query: packStatsQuerySchema,
    status: 200,
    response: packStatsSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/creator/earnings',
    tag: 'Selling',
    access: 'creator',
    summary: 'The creator’s balances and earnings ledger, newest first, a page at a time',
    query: earningsQuerySchema,
    status: 200,
    response: earningsSchema,
  },
  {
    method: 'get',
    path: '/api/admin/payouts',
    tag: 'Admin',
    access: 'admin',
    summary: 'Every creator’s balance, pending and paid-out earnings, and the recent payouts',
    status: 200,
    response: payoutsSchema,
  },
  {
    method: 'post',
    path: '/api/admin/payouts',
    tag: 'Admin',
    access: 'admin',
    summary:
      'Pay a creator their balance (or part of it): a Stripe transfer to their account, else recorded by hand',
    description:
      '409 when there is nothing due, the amount is more than the balance, or Stripe refuses the transfer; 503 ' +
      'when Stripe cannot be reached. Nothing is paid out or recorded when it fails.',
    body: payoutRequestSchema,
    status: 201,
    response: z.object({ payout: payoutSchema }),
    errors: [404, 409, 503],
  },
  {
    method: 'put',
    path: '/api/admin/payouts/{id}/stripe-account',
    tag: 'Admin',
    access: 'admin',
    summary: 'Set or clear the Stripe connected account a creator (`id`) is paid to',
    body: stripeAccountSchema,
    status: 200,
    response: z.object({ stripeAccount: z.string().nullable() }),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/admin/settings/platform-fee',
    tag: 'Admin',
    access: 'admin',
    summary: 'Kenja’s fee on sales, in basis points',
    status: 200,
    response: platformFeeSchema,
  },
  {
    method: 'put',
    path: '/api/admin/settings/platform-fee',
    tag: 'Admin',
    access: 'admin',
    summary: 'Set Kenja’s fee on sales from now on (at most 50%); earlier sales keep theirs',
    body: platformFeeSchema,
    status: 200,
    response: platformFeeSchema,
  },
];
