import type { PackQualityReport, PackQualitySummary } from '../../../common/contracts/quality';
import type { PackStory, PreviewItem } from '../../../common/contracts/story';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, rowId, requiredRef } from './columns';
import { userProfiles } from './users';

export const packStatus = pgEnum('pack_status', ['draft', 'published', 'paused']);
export const packKind = pgEnum('pack_kind', ['marketplace', 'test']);
export const contentLanguage = pgEnum('content_language', ['en', 'ja']);

/** A knowledge pack: what the marketplace sells (kind marketplace) or an admin's test corpus (kind test). */
export const packs = pgTable(
  'packs',
  {
    id: rowId(),
    slug: text('slug').notNull().unique(),
    creatorId: requiredRef('creator_id', () => userProfiles.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    language: contentLanguage('language').notNull().default('en'),
    currency: text('currency').notNull().default('USD'),
    priceCents: integer('price_cents').notNull(),
    discountPriceCents: integer('discount_price_cents'),
    /** Metered access besides the one-time price: the price of 100 queries (null: not offered). */
    queryPriceCents: integer('query_price_cents'),
    coverImage: text('cover_image').notNull(),
    /** Questions the pack answers, chosen in the studio: shown to buyers and tried by the sales page's demo. */
    sampleQuestions: text('sample_questions')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The creator's story on the sales page (spec 02 §3 Creator story), edited in the studio; null: none told. */
    story: jsonb('story').$type<PackStory>(),
    /** Samples of the pack the creator chose for its sales page (spec 02 §3 Preview item); content for buyers. */
    previewItems: jsonb('preview_items')
      .$type<PreviewItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What changed in the pack's latest edition, for its buyers (My Library) and the sales page. */
    updateNote: text('update_note'),
    status: packStatus('status').notNull().default('draft'),
    kind: packKind('kind').notNull().default('marketplace'),
    // Marketplace counters shown on cards, recomputed from reviews and purchases in the transactions that change
    // them ("purchased today" is counted from orders when the catalog loads: it changes with the clock).
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    usersCount: integer('users_count').notNull().default(0),
    downloadsCount: integer('downloads_count').notNull().default(0),
    // Corpus fields of the knowledge engine.
    corpusKey: text('corpus_key').notNull().unique(),
    fileCount: integer('file_count').notNull().default(0),
    totalChunks: integer('total_chunks').notNull().default(0),
    /** Chunks the injection screen flagged (kept with the counts above). */
    flaggedChunks: integer('flagged_chunks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When the pack's searchable chunks last changed: the edition MCP results name. */
    indexedAt: timestamp('indexed_at', { withTimezone: true }),
    /** Bumped in the transaction that changes the pack's searchable chunks: what in-memory indexes are keyed by. */
    indexVersion: integer('index_version').notNull().default(0),
    /**
     * The pack's measured answer quality (quality/), shown to buyers; null until first measured. The full report,
     * with the questions that failed, is `pack_quality_reports`.
     */
    quality: jsonb('quality').$type<PackQualitySummary>(),
  },
  (t) => [
    index('packs_listing_idx').on(t.status, t.kind),
    index('packs_creator_idx').on(t.creatorId),
    check('packs_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('packs_query_price_positive', sql`${t.queryPriceCents} IS NULL OR ${t.queryPriceCents} > 0`),
    check(
      'packs_discount_below_price',
      sql`${t.discountPriceCents} IS NULL OR (${t.discountPriceCents} >= 0 AND ${t.discountPriceCents} <= ${t.priceCents})`,
    ),
  ],
);

export const documentStatus = pgEnum('document_status', ['queued', 'processing', 'ready', 'failed']);

/**
 * A file a creator put into a pack. Its original bytes are kept, under `documents/<id>` in the file store (see
 * files/), so the knowledge engine can (re)index them.
 */
export const documents = pgTable(
  'documents',
  {
    id: rowId(),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    language: contentLanguage('language').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    status: documentStatus('status').notNull().default('queued'),
    /** Why processing failed, in words a creator can act on. */
    error: text('error'),
    /** Progress of processing: parts (pages, or sections) done out of the parts found; 0/0 until extraction. */
    partsDone: integer('parts_done').notNull().default(0),
    partsTotal: integer('parts_total').notNull().default(0),
    pageCount: integer('page_count'),
    chunkCount: integer('chunk_count').notNull().default(0),
    /** Of those, the passages the injection screen flagged. Both count the live generation only. */
    flaggedCount: integer('flagged_count').notNull().default(0),
    /** The generation of its passages that is live (`live_chunks`); 0 until it is first indexed. */
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    indexedAt: timestamp('indexed_at', { withTimezone: true }),
    /** The analyser its chunks' terms were made with; a newer analyser re-indexes the document at start. */
    analyzerVersion: integer('analyzer_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('documents_pack_idx').on(t.packId, t.createdAt),
    // The same bytes are indexed once per pack, however many times (or how concurrently) they are uploaded.
    uniqueIndex('documents_pack_content_idx').on(t.packId, t.sha256),
  ],
);

/**
 * A studio pack's cover: the image its creator uploaded, or one generated from its category (as the demo packs'
 * are). Kept in the database so every instance serves it; `sha256` names the version in its immutable URL.
 */
export const packCovers = pgTable('pack_covers', {
  packId: uuid('pack_id')
    .primaryKey()
    .references(() => packs.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  content: bytea('content').notNull(),
  sha256: text('sha256').notNull(),
  uploaded: boolean('uploaded').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A pack's latest quality report for its creator (quality/): the questions asked and the ones that failed. */
export const packQualityReports = pgTable('pack_quality_reports', {
  packId: uuid('pack_id')
    .primaryKey()
    .references(() => packs.id, { onDelete: 'cascade' }),
  edition: integer('edition').notNull(),
  report: jsonb('report').$type<PackQualityReport>().notNull(),
  measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
});
