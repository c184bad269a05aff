import type { PackQualityReport, PackQualitySummary } from '../../../common/contracts/quality';
import type { PackStory, PreviewItem } from '../../../common/contracts/story';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { bytea, rowId, requiredRef } from './columns';
import { userProfiles } from './users';

export const packStatus = pg.pgEnum('pack_status', ['draft', 'published', 'paused']);
export const packKind = pg.pgEnum('pack_kind', ['marketplace', 'test']);
export const contentLanguage = pg.pgEnum('content_language', ['en', 'ja']);

/** A knowledge pack: what the marketplace sells (kind marketplace) or an admin's test corpus (kind test). */
export const packs = pg.pgTable(
  'packs',
  {
    id: rowId(),
    slug: pg.text('slug').notNull().unique(),
    creatorId: requiredRef('creator_id', () => userProfiles.id),
    title: pg.text('title').notNull(),
    description: pg.text('description').notNull(),
    category: pg.text('category').notNull(),
    language: contentLanguage('language').notNull().default('en'),
    currency: pg.text('currency').notNull().default('USD'),
    priceCents: pg.integer('price_cents').notNull(),
    discountPriceCents: pg.integer('discount_price_cents'),
    /** Metered access besides the one-time price: the price of 100 queries (null: not offered). */
    queryPriceCents: pg.integer('query_price_cents'),
    /** A team licence's price per seat (issue 52): null means the pack is not sold to teams. */
    seatPriceCents: pg.integer('seat_price_cents'),
    /** What a team of TEAM_DISCOUNT_FROM_SEATS seats or more takes off the seats' price, in percent (0: none). */
    teamDiscountPercent: pg.integer('team_discount_percent').notNull().default(0),
    coverImage: pg.text('cover_image').notNull(),
    /** Questions the pack answers, chosen in the studio: shown to buyers and tried by the sales page's demo. */
    sampleQuestions: pg
      .text('sample_questions')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Questions the engine answers from the pack, drawn from its sections in each of its documents' languages on
     * every edition (quality/drawn-questions.ts): offered on the sales page where the creator wrote none.
     */
    drawnQuestions: pg
      .text('drawn_questions')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The creator's story on the sales page (spec 02 §3 Creator story), edited in the studio; null: none told. */
    story: pg.jsonb('story').$type<PackStory>(),
    /** Samples of the pack the creator chose for its sales page (spec 02 §3 Preview item); content for buyers. */
    previewItems: pg
      .jsonb('preview_items')
      .$type<PreviewItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The creator's note for the pack's next edition: that edition (pack_editions) takes it, in the transaction that
     * makes it, and it is cleared here.
     */
    updateNote: pg.text('update_note'),
    status: packStatus('status').notNull().default('draft'),
    kind: packKind('kind').notNull().default('marketplace'),
    // Marketplace counters shown on cards, recomputed from reviews and purchases in the transactions that change
    // them ("purchased today" is counted from orders when the catalog loads: it changes with the clock).
    rating: pg.numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: pg.integer('review_count').notNull().default(0),
    usersCount: pg.integer('users_count').notNull().default(0),
    // Corpus fields of the knowledge engine.
    corpusKey: pg.text('corpus_key').notNull().unique(),
    fileCount: pg.integer('file_count').notNull().default(0),
    totalChunks: pg.integer('total_chunks').notNull().default(0),
    /** Chunks the injection screen flagged (kept with the counts above). */
    flaggedChunks: pg.integer('flagged_chunks').notNull().default(0),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: pg.timestamp('published_at', { withTimezone: true }),
    /** When the pack's searchable chunks last changed: the edition MCP results name. */
    indexedAt: pg.timestamp('indexed_at', { withTimezone: true }),
    /** Bumped in the transaction that changes the pack's searchable chunks: what in-memory indexes are keyed by. */
    indexVersion: pg.integer('index_version').notNull().default(0),
    /**
     * The pack's measured answer quality (quality/), shown to buyers; null until first measured. The full report,
     * with the questions that failed, is `pack_quality_reports`.
     */
    quality: pg.jsonb('quality').$type<PackQualitySummary>(),
  },
  (t) => [
    pg.index('packs_listing_idx').on(t.status, t.kind),
    pg.index('packs_creator_idx').on(t.creatorId),
    pg.check('packs_price_nonnegative', sql`${t.priceCents} >= 0`),
    pg.check('packs_query_price_positive', sql`${t.queryPriceCents} IS NULL OR ${t.queryPriceCents} > 0`),
    pg.check('packs_seat_price_positive', sql`${t.seatPriceCents} IS NULL OR ${t.seatPriceCents} > 0`),
    pg.check('packs_team_discount', sql`${t.teamDiscountPercent} BETWEEN 0 AND 50`),
    pg.check(
      'packs_discount_below_price',
      sql`${t.discountPriceCents} IS NULL OR (${t.discountPriceCents} >= 0 AND ${t.discountPriceCents} <= ${t.priceCents})`,
    ),
  ],
);

export const documentStatus = pg.pgEnum('document_status', ['queued', 'processing', 'ready', 'failed']);

/**
 * A file a creator put into a pack. Its original bytes are kept, under `documents/<id>` in the file store (see
 * files/), so the knowledge engine can (re)index them.
 */
export const documents = pg.pgTable(
  'documents',
  {
    id: rowId(),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    filename: pg.text('filename').notNull(),
    mimeType: pg.text('mime_type').notNull(),
    language: contentLanguage('language').notNull(),
    byteSize: pg.integer('byte_size').notNull(),
    sha256: pg.text('sha256').notNull(),
    status: documentStatus('status').notNull().default('queued'),
    /** Why processing failed, in words a creator can act on. */
    error: pg.text('error'),
    /** Progress of processing: parts (pages, or sections) done out of the parts found; 0/0 until extraction. */
    partsDone: pg.integer('parts_done').notNull().default(0),
    partsTotal: pg.integer('parts_total').notNull().default(0),
    pageCount: pg.integer('page_count'),
    chunkCount: pg.integer('chunk_count').notNull().default(0),
    /** Of those, the passages the injection screen flagged. Both count the live generation only. */
    flaggedCount: pg.integer('flagged_count').notNull().default(0),
    /** The generation of its passages that is live (`live_chunks`); 0 until it is first indexed. */
    generation: pg.bigint('generation', { mode: 'number' }).notNull().default(0),
    createdBy: pg.uuid('created_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    indexedAt: pg.timestamp('indexed_at', { withTimezone: true }),
    /** The analyser its chunks' terms were made with; a newer analyser re-indexes the document at start. */
    analyzerVersion: pg.integer('analyzer_version'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.index('documents_pack_idx').on(t.packId, t.createdAt),
    // The same bytes are indexed once per pack, however many times (or how concurrently) they are uploaded.
    pg.uniqueIndex('documents_pack_content_idx').on(t.packId, t.sha256),
  ],
);

/**
 * A studio pack's cover: the image its creator uploaded, or one generated from its category (as the demo packs'
 * are). Kept in the database so every instance serves it; `sha256` names the version in its immutable URL.
 */
export const packCovers = pg.pgTable('pack_covers', {
  packId: pg
    .uuid('pack_id')
    .primaryKey()
    .references(() => packs.id, { onDelete: 'cascade' }),
  mimeType: pg.text('mime_type').notNull(),
  content: bytea('content').notNull(),
  sha256: pg.text('sha256').notNull(),
  uploaded: pg.boolean('uploaded').notNull(),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A pack's latest quality report for its creator (quality/): the questions asked and the ones that failed. */
export const packQualityReports = pg.pgTable('pack_quality_reports', {
  packId: pg
    .uuid('pack_id')
    .primaryKey()
    .references(() => packs.id, { onDelete: 'cascade' }),
  edition: pg.integer('edition').notNull(),
  report: pg.jsonb('report').$type<PackQualityReport>().notNull(),
  measuredAt: pg.timestamp('measured_at', { withTimezone: true }).notNull(),
});
