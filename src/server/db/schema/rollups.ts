import * as pg from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { packs } from './packs';

/**
 * Each pack's sales and page views per UTC day, kept by triggers in the transaction that changes what they count
 * (migration 0026): a line of an order counts while its order is paid, on the day it was paid; a view on the day
 * it was made. The creator dashboard reads whole days here and only the partial days at a period's edges from the
 * rows themselves, so its first read after a change costs days, not every order line and view (ADR 0024).
 */
export const packDays = pg.pgTable(
  'pack_days',
  {
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    day: pg.date('day', { mode: 'string' }).notNull(),
    sales: pg.integer('sales').notNull().default(0),
    revenueCents: pg.bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    views: pg.integer('views').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.packId, t.day] })],
);
