import { z } from 'zod';
import { TEAM_MAX_DISCOUNT_PERCENT } from '../teams';
import { CATEGORY_IDS } from '../categories';
import {
  COVER_IMAGE_MAX_BYTES,
  COVER_IMAGE_MAX_MB,
  PACK_DESCRIPTION_MAX_LENGTH,
  PACK_DESCRIPTION_MIN_TO_PUBLISH,
  PACK_PRICE_MAX,
  PACK_TITLE_MAX_LENGTH,
  SAMPLE_QUESTION_MAX_LENGTH,
  SAMPLE_QUESTIONS_MAX,
} from '../limits';
import { isSingleLine, withoutHiddenCharacters } from '../text';
import { idSchema } from './ids';
import { storyBodySchema } from './story';
import { writtenText } from './written-text';

/**
 * The creator studio (issue 10, spec 02 §2.1–2.3, §4, §5): a pack's marketplace details, saved as a draft or
 * published, paused and resumed. One schema validates the form in the browser and the body on the server.
 */

type IssueContext = z.core.$RefinementCtx<unknown>;

/** A price as the form holds it (spec 02 §3: a string) or a number: numeric, step 0.01, minimum 0. In cents. */
function priceInCents(value: string | number, ctx: IssueContext, required: string): number {
  const text = String(value).trim();
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: required });
    return z.NEVER;
  }
  const price = Number(text);
  if (price < 0) {
    ctx.addIssue({ code: 'custom', message: 'The price cannot be negative' });
    return z.NEVER;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(text) || !Number.isFinite(price)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a price like 29 or 29.99' });
    return z.NEVER;
  }
  if (price > PACK_PRICE_MAX) {
    ctx.addIssue({ code: 'custom', message: `The price can be at most ${PACK_PRICE_MAX}` });
    return z.NEVER;
  }
  return Math.round(price * 100);
}

/** A price that may be left empty (a form's blank field, null or absent): null then, else hundredths as required. */
const optionalPrice = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx) =>
      value === null || value === undefined || String(value).trim() === ''
        ? null
        : priceInCents(value, ctx, ''),
    );

/** One line people and assistants read: hidden characters (bidi overrides, zero-width ones) removed first. */
const requiredLine = (label: string, max: number) =>
  z
    .string()
    .transform(withoutHiddenCharacters)
    .pipe(
      writtenText(`${label} is required`, max, `${label} can be at most ${max} characters`).refine(
        isSingleLine,
        `${label} must be one line`,
      ),
    );

/**
 * The details form (spec 02 §2.2, §5): title, description, category and price are required; the rest optional.
 * Prices travel as the form's strings (or numbers) and come out in cents.
 */
export const packDetailsSchema = z
  .object({
    title: requiredLine('Title', PACK_TITLE_MAX_LENGTH),
    description: writtenText(
      'Description is required',
      PACK_DESCRIPTION_MAX_LENGTH,
      `Description can be at most ${PACK_DESCRIPTION_MAX_LENGTH} characters`,
    ),
    category: z.enum(CATEGORY_IDS, { error: 'Choose one of the categories' }),
    price: z
      .union([z.string(), z.number()])
      .transform((value, ctx) => priceInCents(value, ctx, 'Price is required')),
    /** Empty for none. Must be below the price. */
    discountPrice: optionalPrice(),
    /** Metered access besides the price: the price of 100 queries; empty for none. */
    queryPrice: optionalPrice(),
    /** A team licence's price per seat (issue 52); empty: the pack is not sold to teams. */
    seatPrice: optionalPrice().default(null),
    /** What teams of TEAM_DISCOUNT_FROM_SEATS seats or more take off, in whole percent (empty: none). */
    teamDiscount: z
      .union([z.string(), z.number()])
      .default('')
      .transform((value, ctx) => teamDiscountPercent(value, ctx)),
    language: z.enum(['en', 'ja']),
    /** Questions the pack answers, shown to buyers and used by the sales page's demo. */
    sampleQuestions: z
      .array(requiredLine('A sample question', SAMPLE_QUESTION_MAX_LENGTH))
      .max(SAMPLE_QUESTIONS_MAX, `At most ${SAMPLE_QUESTIONS_MAX} sample questions`)
      .default([]),
    /**
     * What the sales page tells besides (the story, samples, the creator's headline), when the page edits it too:
     * saved in the same transaction as the details, so one Save saves everything the page shows.
     */
    salesPage: storyBodySchema.optional(),
  })
  .strict()
  .superRefine((details, ctx) => {
    if (details.discountPrice !== null && details.discountPrice >= details.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountPrice'],
        message: 'The discount price must be below the price',
      });
    }
    if (details.queryPrice !== null && details.queryPrice <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['queryPrice'],
        message: 'The price per 100 queries must be above 0',
      });
    } else if (details.queryPrice !== null && details.price === 0) {
      ctx.addIssue({ code: 'custom', path: ['queryPrice'], message: 'A free pack is not sold by the query' });
    }
    if (details.seatPrice !== null && details.seatPrice <= 0) {
      ctx.addIssue({ code: 'custom', path: ['seatPrice'], message: 'The price per seat must be above 0' });
    } else if (details.seatPrice !== null && details.price === 0) {
      ctx.addIssue({ code: 'custom', path: ['seatPrice'], message: 'A free pack is not sold to teams' });
    }
  });

/** The team discount as typed: empty is none; otherwise a whole percent from 0 to TEAM_MAX_DISCOUNT_PERCENT. */
function teamDiscountPercent(value: string | number, ctx: z.RefinementCtx): number {
  const text = String(value).trim();
  if (text === '') return 0;
  const percent = Number(text);
  if (!/^\d+$/.test(text) || percent > TEAM_MAX_DISCOUNT_PERCENT) {
    ctx.addIssue({
      code: 'custom',
      message: `The team discount is a whole percent from 0 to ${TEAM_MAX_DISCOUNT_PERCENT}`,
    });
    return z.NEVER;
  }
  return percent;
}
export type PackDetailsForm = z.input<typeof packDetailsSchema>;
export type PackDetails = z.output<typeof packDetailsSchema>;

/** What publishing needs beyond valid details (checked on the server, named in the 400 when missing). */
export const PUBLISH_RULES = {
  descriptionMinLength: PACK_DESCRIPTION_MIN_TO_PUBLISH,
  readyDocuments: 1,
} as const;

export const PACK_STATUSES = ['draft', 'published', 'paused'] as const;
export type PackStatus = (typeof PACK_STATUSES)[number];

const timestamp = z.iso.datetime({ offset: true });

export const documentCountsSchema = z.object({
  queued: z.int(),
  processing: z.int(),
  ready: z.int(),
  failed: z.int(),
});

/** A creator's own pack as the studio shows it. Prices in cents. */
export const studioPackSchema = z.object({
  id: z.uuid(),
  slug: z.string().describe('The sales page address; fixed once the pack has been published'),
  title: z.string(),
  description: z.string(),
  /** Empty until the creator chose one. */
  category: z.union([z.enum(CATEGORY_IDS), z.literal('')]),
  language: z.enum(['en', 'ja']),
  /** The language most of its ready documents are in (null until one is ready): the studio proposes it. */
  documentsLanguage: z.enum(['en', 'ja']).nullable(),
  currency: z.string(),
  priceCents: z.int(),
  discountPriceCents: z.int().nullable(),
  /** The price of 100 queries, when the pack also sells metered access. */
  queryPriceCents: z.int().nullable(),
  /** A team licence's price per seat (null: not sold to teams), and the team discount in percent. */
  seatPriceCents: z.int().nullable(),
  teamDiscountPercent: z.int(),
  coverImage: z.string().describe('URL of the cover: uploaded, or generated from the pack'),
  coverUploaded: z.boolean(),
  sampleQuestions: z.array(z.string()),
  status: z.enum(PACK_STATUSES),
  corpusKey: z.string(),
  fileCount: z.int(),
  totalChunks: z.int(),
  documents: documentCountsSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
  publishedAt: timestamp.nullable(),
  /** True for the creator's first published pack (the success page congratulates). */
  firstPublished: z.boolean(),
});
export type StudioPack = z.infer<typeof studioPackSchema>;

export const studioPacksResponseSchema = z.object({ packs: z.array(studioPackSchema) });
export type StudioPacksResponse = z.infer<typeof studioPacksResponseSchema>;

/** `PUT /api/studio/packs/:id` (Save as Draft, or save edits to a live pack) and `POST …/publish`. */
export const studioPackResponseSchema = z.object({ pack: studioPackSchema });
export type StudioPackResponse = z.infer<typeof studioPackResponseSchema>;

export const studioPackParamsSchema = z.object({ id: idSchema });

/** Cover images: PNG, JPEG, WebP or GIF, checked by content, at most 2 MB. */
export const COVER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const COVER_IMAGE_LIMIT = COVER_IMAGE_MAX_BYTES;

/** Suggestions drawn from the pack's own documents (the "analysed by AI" notice made true). */
export const packSuggestionsSchema = z.object({
  title: z.string(),
  description: z.string(),
  category: z.enum(CATEGORY_IDS),
  sampleQuestions: z.array(z.string()).max(SAMPLE_QUESTIONS_MAX),
  /** ai: written by the configured language model; extractive: drawn from headings and key terms. */
  source: z.enum(['ai', 'extractive']),
  /** Documents the suggestions were drawn from. */
  basedOn: z.int(),
});
export type PackSuggestions = z.infer<typeof packSuggestionsSchema>;
export const packSuggestionsResponseSchema = z.object({ suggestions: packSuggestionsSchema });

/** What a refused cover is told (413). */
export function coverTooLargeMessage(bytes: number | undefined): string {
  const size = bytes === undefined ? `over ${COVER_IMAGE_MAX_MB}` : (bytes / (1024 * 1024)).toFixed(1);
  return `The cover image is too large (${size} MB). The maximum is ${COVER_IMAGE_MAX_MB} MB.`;
}
