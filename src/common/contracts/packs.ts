import { z } from 'zod';
import { CATEGORY_IDS } from '../categories';
import { editionSchema } from './editions';
import { packQualitySummarySchema } from './quality';
import { packStorySchema, previewItemSchema } from './story';
import { PACK_LIST_DEFAULT_LIMIT, PACK_LIST_MAX_LIMIT, SEARCH_QUERY_MAX_LENGTH } from '../limits';

/** Query of `GET /api/packs`: free text and category combine (spec 01 §5). */
export const packListQuerySchema = z
  .object({
    q: z
      .string()
      .max(SEARCH_QUERY_MAX_LENGTH, `Search text is limited to ${SEARCH_QUERY_MAX_LENGTH} characters`)
      .optional()
      .transform((q) => q?.trim() || undefined),
    category: z
      .string()
      .optional()
      .transform((c) => c || undefined)
      .pipe(z.enum(CATEGORY_IDS, { error: 'Unknown category' }).optional()),
    limit: z.coerce.number().int().min(1).max(PACK_LIST_MAX_LIMIT).default(PACK_LIST_DEFAULT_LIMIT),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();

export type PackListQuery = z.infer<typeof packListQuerySchema>;

/** What a pack card shows (spec 01 §3 "Pack card"). Prices are in minor units of `currency`. */
export const packCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  creator: z.object({ id: z.string(), name: z.string() }),
  category: z.enum(CATEGORY_IDS),
  language: z.enum(['en', 'ja']),
  currency: z.string(),
  priceCents: z.int(),
  discountPriceCents: z.int().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.int(),
  purchasedToday: z.int(),
  users: z.int(),
  image: z.string(),
});
export type PackCard = z.infer<typeof packCardSchema>;

export interface PackListResponse {
  packs: PackCard[];
  total: number;
}

/** One document of a pack as its sales page lists it: the real table of contents. */
export const packContentsItemSchema = z.object({
  filename: z.string(),
  pages: z.int().nullable(),
  /** The document's sections (first- and second-level headings), in reading order. */
  headings: z.array(z.array(z.string())),
});

/** Everything the sales page (`/pack/{slug}`, spec 02 §2.5) shows about a pack, from the database. */
export const packPageSchema = z.object({
  pack: packCardSchema.extend({
    status: z.enum(['published', 'paused']),
    sampleQuestions: z.array(z.string()),
    edition: z.iso.datetime({ offset: true }).nullable(),
    fileCount: z.int(),
    totalChunks: z.int(),
    /** Metered access besides the one-time price: the price of 100 queries (null when not offered). */
    queryPriceCents: z.int().nullable(),
    /** A team licence's price per seat (null when the pack is not sold to teams), and the team discount. */
    seatPriceCents: z.int().nullable(),
    teamDiscountPercent: z.int(),
  }),
  contents: z.array(packContentsItemSchema),
  /** The creator's story (Story tab), null when they have not told one. */
  story: packStorySchema.nullable(),
  /** Samples the creator chose (Learning Content); `content` is empty unless the viewer may read the pack. */
  previewItems: z.array(previewItemSchema),
  /** The pack's latest editions (`EDITION_HISTORY_SHOWN`), newest first: the creator's note and what changed. */
  editions: z.array(editionSchema),
  /** The creator's profile: who made it, and their record on Kenja. */
  creator: z.object({
    id: z.string(),
    name: z.string(),
    /** Their title (their creator profile's, spec 02 §3 creator.title). */
    headline: z.string().nullable(),
    /** What they tell buyers about themselves (their creator profile's bio). */
    bio: z.string().nullable(),
    /** Their packs on the marketplace. */
    packs: z.int(),
    /** People holding a purchase of any of them. */
    buyers: z.int(),
    /** The average rating of their reviewed packs, weighted by reviews. */
    rating: z.number().nullable(),
    reviewCount: z.int(),
  }),
  /** Other packs a buyer of this one may want: same category first, then similar subjects. */
  related: z.array(packCardSchema),
  /** Why the signed-in viewer may already read the pack (null: they may not, or nobody is signed in). */
  access: z.enum(['creator', 'admin', 'purchase', 'grant', 'team', 'free', 'credits']).nullable(),
  /** The viewer's query credits for the pack, when they ever bought some. */
  credits: z.object({ remaining: z.int(), purchased: z.int() }).nullable(),
  /**
   * The pack's measured quality (issue 24), its latest measurement, for the sales page's badge; null until one has
   * been made. Sent with the page so the badge needs no second request and takes its place with the rest.
   */
  quality: packQualitySummarySchema.nullable(),
});
export type PackPage = z.infer<typeof packPageSchema>;

/** Something that just happened on a pack (spec 02 §3 Activity item); names shortened for privacy ("Aiko S."). */
export const packActivitySchema = z.object({
  id: z.string(),
  action: z.enum(['purchase', 'review', 'question']),
  /**
   * A reviewer's short name (their review is public under it); null for a purchase or a question: buyers and askers
   * are not named in public.
   */
  name: z.string().nullable(),
  /** The stars of a review. */
  rating: z.int().nullable(),
  time: z.iso.datetime({ offset: true }),
});
export type PackActivity = z.infer<typeof packActivitySchema>;

/** The try-before-you-buy demo (spec 02 §2.5 interactive demo): one of the pack's sample questions. */
export const tryQuestionSchema = z.object({ question: z.string().trim().min(1).max(200) });
export const TRY_REFUSALS = {
  notSample: 'Only the pack’s sample questions can be tried before buying',
} as const;
/** An excerpt the demo shows, cited; cut short — the whole passage is for buyers. */
export const tryExcerptSchema = z.object({
  filename: z.string(),
  headingPath: z.array(z.string()),
  page: z.int().nullable(),
  text: z.string(),
});
export type TryExcerpt = z.infer<typeof tryExcerptSchema>;

/** A sales page's address part (`/api/packs/by-slug/:slug…`); matched case-insensitively. */
export const packSlugParamSchema = z.object({ slug: z.string().min(1).max(200) });

/** The marketplace's find (issue 50): the longest question, and how many packs it names by default and at most. */
export const FIND_QUESTION_MAX_LENGTH = 500;
export const FIND_LIMIT_DEFAULT = 5;
export const FIND_LIMIT_MAX = 10;

const FIND_QUESTION_MISSING = `Say what you are looking for: q, a question of 1 to ${FIND_QUESTION_MAX_LENGTH} characters`;

/** Query of `GET /api/packs/find`: a question, answered with the published packs that would answer it. */
export const findPacksQuerySchema = z
  .object({
    q: z
      .string({ error: FIND_QUESTION_MISSING })
      .trim()
      .min(1, FIND_QUESTION_MISSING)
      .max(FIND_QUESTION_MAX_LENGTH, `A question is limited to ${FIND_QUESTION_MAX_LENGTH} characters`),
    limit: z.coerce
      .number({ error: `limit is a number of packs from 1 to ${FIND_LIMIT_MAX}` })
      .int()
      .min(1)
      .max(FIND_LIMIT_MAX)
      .default(FIND_LIMIT_DEFAULT),
  })
  .strict();
export type FindPacksQuery = z.infer<typeof findPacksQuerySchema>;

/** What the caller already holds of a found pack: `owned` reads it without limit; `credits` by the query. */
export const HELD_KINDS = ['owned', 'credits', 'none'] as const;
export type Held = (typeof HELD_KINDS)[number];

/**
 * A published pack that would answer the question: what it costs, what the caller holds of it, and why it matches
 * (section headings and one excerpt cut as the sales page's demo cuts them, never more of the paid text).
 */
export const foundPackSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  creator_name: z.string(),
  language: z.enum(['en', 'ja']),
  currency: z.string(),
  price_cents: z.int().describe('The price to buy it outright, in hundredths of currency'),
  discount_price_cents: z.int().nullable().describe('Its sale price, when it is on sale'),
  queries_price_cents: z
    .int()
    .nullable()
    .describe('The price of 100 queries (query credits); null when it is not sold by the query'),
  rating: z.number().nullable(),
  review_count: z.int(),
  held: z
    .enum(HELD_KINDS)
    .describe(
      'What the caller already holds: owned (bought, granted, free, or their own: read it now), credits ' +
        '(query credits, queries_left of them), or none',
    ),
  queries_left: z.int().nullable().describe('Query credits left when held is credits; null otherwise'),
  url: z.string().describe('Its sales page, in the pack’s language'),
  matched_sections: z
    .array(z.array(z.string()))
    .describe('Up to 3 sections the question matched, each as its headings, outermost first'),
  snippet: z
    .string()
    .nullable()
    .describe('A short excerpt of the best-matching passage, to judge the pack by; not quotable'),
});
export type FoundPack = z.infer<typeof foundPackSchema>;

export const findPacksResponseSchema = z.object({ packs: z.array(foundPackSchema) });
export type FindPacksResponse = z.infer<typeof findPacksResponseSchema>;
