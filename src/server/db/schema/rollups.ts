import * as pg from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { documents, packs } from './packs';

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

/**
 * How each section of each document of a pack was used, per UTC day (issue 52): retrieved by a search or an answer,
 * read whole (`get_passage`, a passage resource), cited in an answer. Kept by a trigger on `query_records` in the
 * statement that records the queries (migration 0034), from their `passages`; a section is its document and its
 * headings (outermost first, joined by " › "), which survive re-indexing where passages' ids do not. Counts only:
 * no person is named here, and deleting one's history leaves the counts (they never said who).
 */
export const passageDays = pg.pgTable(
  'passage_days',
  {
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    documentId: requiredRef('document_id', () => documents.id, 'cascade'),
    section: pg.text('section').notNull(),
    day: pg.date('day', { mode: 'string' }).notNull(),
    retrieved: pg.integer('retrieved').notNull().default(0),
    read: pg.integer('read').notNull().default(0),
    cited: pg.integer('cited').notNull().default(0),
  },
  (t) => [
    pg.primaryKey({ columns: [t.packId, t.day, t.documentId, t.section] }),
    pg.index('passage_days_document_idx').on(t.documentId),
  ],
);
