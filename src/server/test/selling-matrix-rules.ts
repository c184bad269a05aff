import { randomUUID } from 'node:crypto';
import { ledgerEntries } from '../db/schema';
import { adminsOnly, creatorsOnly, ownPack, type EndpointRule, type MatrixContext } from './matrix-rule';
import { createUser } from './factories';

/** A creator with $10 earned long ago: something to pay out. */
async function creatorOwed({ server }: MatrixContext) {
  const creator = await createUser(server.db, { userRole: 'creator' });
  const txnId = randomUUID();
  const long = new Date('2020-01-01T00:00:00Z');
  const entry = { txnId, kind: 'sale' as const, currency: 'USD', createdAt: long, availableAt: long };
  await server.db.insert(ledgerEntries).values([
    { ...entry, account: 'cash', amountCents: 1000 },
    { ...entry, account: 'earnings', creatorId: creator.id, amountCents: -1000 },
  ]);
  return creator;
}

/** Selling (issue 12): creators' dashboards, statistics and earnings; admins' payouts and fee. */
export const SELLING_RULES: EndpointRule[] = [
  { endpoint: 'GET /api/creator/dashboard' },
  { endpoint: 'GET /api/creator/earnings' },
  { endpoint: 'GET /api/creator/sections' },
  {
    endpoint: 'GET /api/creator/packs/:id/stats',
    request: async (ctx) => ({ path: `/api/creator/packs/${(await ownPack(ctx)).id}/stats` }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'GET /api/creator/packs/:id/passages',
    request: async (ctx) => ({ path: `/api/creator/packs/${(await ownPack(ctx)).id}/passages` }),
    expect: creatorsOnly(200),
  },
  { endpoint: 'GET /api/admin/payouts' },
  {
    endpoint: 'POST /api/admin/payouts',
    request: async (ctx) => ({ json: { creatorId: (await creatorOwed(ctx)).id } }),
  },
  {
    endpoint: 'PUT /api/admin/payouts/:id/stripe-account',
    request: async ({ server }) => ({
      path: `/api/admin/payouts/${(await createUser(server.db, { userRole: 'creator' })).id}/stripe-account`,
      json: { stripeAccount: 'acct_1Matrix' },
    }),
    expect: adminsOnly(200),
  },
  { endpoint: 'GET /api/admin/settings/platform-fee' },
  {
    endpoint: 'PUT /api/admin/settings/platform-fee',
    request: () => ({ json: { feeBps: 1000 } }),
  },
];
