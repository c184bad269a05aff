import type { EditionChanges } from '../../../common/contracts/editions';
import * as pg from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { packs } from './packs';
import { userProfiles } from './users';

/**
 * What an edition's outline holds of each live document: its generation of passages (an unchanged generation is
 * unchanged text, so its sections are carried over, not hashed again) and its sections — heading paths in reading
 * order, each with a hash of its passages' text.
 */
export interface OutlineDocument {
  id: string;
  filename: string;
  generation: number;
  sections: Array<{ heading: string[]; hash: string }>;
}
export interface EditionOutline {
  documents: OutlineDocument[];
}

/**
 * A pack's editions (packs/editions): each made in the transaction that changed its documents once none of them is
 * still being indexed, numbered from 1, with the creator's note, the outline it was made from and what changed
 * since the edition before (null for the edition recorded when Kenja began keeping them).
 */
export const packEditions = pg.pgTable(
  'pack_editions',
  {
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    number: pg.integer('number').notNull(),
    /** The pack's index version when the edition was made (what quality measurements and caches are keyed by). */
    indexVersion: pg.integer('index_version').notNull(),
    note: pg.text('note'),
    outline: pg.jsonb('outline').$type<EditionOutline>().notNull(),
    changes: pg.jsonb('changes').$type<EditionChanges>(),
    madeAt: pg.timestamp('made_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.packId, t.number] })],
);

/**
 * Holders of a pack who asked to be e-mailed its new editions (off unless asked), in the language they asked in.
 * The e-mail of an edition is queued, one per holder, in the transaction that makes it.
 */
export const editionSubscriptions = pg.pgTable(
  'edition_subscriptions',
  {
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    language: pg.text('language').notNull().default('en'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.packId] }),
    pg.index('edition_subscriptions_pack_idx').on(t.packId),
  ],
);
