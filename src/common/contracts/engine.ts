import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  ENGINE_QUERY_MAX_LENGTH,
  PACK_DESCRIPTION_MAX_LENGTH,
  PACK_TITLE_MAX_LENGTH,
  SEARCH_K_DEFAULT,
  SEARCH_K_MAX,
  SEARCH_MAX_PACKS,
} from '../limits';
import { isSingleLine } from '../text';
import { idSchema } from './ids';
import { writtenText } from './written-text';

/**
 * The knowledge engine's API: packs as corpora, their documents, search. Packs and documents use the spec's client
 * model names (fileCount, totalChunks…); search uses the spec's wire names (pack_ids, metadata.filename).
 */

export const PACK_KINDS = ['marketplace', 'test'] as const;
export type PackKind = (typeof PACK_KINDS)[number];

/** A new pack's name, under its field's label (Kenja's "Title", the spec's "Name"). */
export const packNameText = (label: string) =>
  writtenText(`${label} is required`, PACK_TITLE_MAX_LENGTH).refine(
    isSingleLine,
    `${label} must be one line`,
  );
export const packDescriptionText = z.string().trim().max(PACK_DESCRIPTION_MAX_LENGTH).default('');
/** Admin test packs are never on the marketplace (spec 02 §2.7). */
export const packKindField = z.enum(PACK_KINDS).default('marketplace');

export const createPackSchema = z
  .object({
    title: packNameText('Title'),
    description: packDescriptionText,
    kind: packKindField,
    /** The pack's language until its documents say otherwise: the interface language it was created in. */
    language: z.enum(['en', 'ja']).optional(),
  })
  .strict();
export type CreatePackInput = z.infer<typeof createPackSchema>;

export const myPacksQuerySchema = z.object({ kind: z.enum(PACK_KINDS).optional() }).strict();

const timestamp = z.iso.datetime({ offset: true });

/** A pack as a corpus: what the upload page and the admin console list (spec 02 §3 test pack). */
export const corpusPackSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(PACK_KINDS),
  status: z.enum(['draft', 'published', 'paused']),
  corpusKey: z.string().describe('"pack_" + timestamp + the name reduced to [a-z0-9_], cut to 20 characters'),
  fileCount: z.int().describe('Documents with searchable chunks'),
  totalChunks: z.int(),
  flaggedChunks: z
    .int()
    .describe('Chunks the injection screen took for instructions aimed at an AI assistant'),
  createdBy: z.uuid(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CorpusPack = z.infer<typeof corpusPackSchema>;

export const DOCUMENT_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const documentSummarySchema = z.object({
  id: z.uuid(),
  packId: z.uuid(),
  filename: z.string(),
  mimeType: z.string(),
  byteSize: z.int(),
  language: z.enum(['en', 'ja']),
  status: z.enum(DOCUMENT_STATUSES),
  error: z.string().nullable().describe('Why processing failed, when it did'),
  progress: z
    .object({ done: z.int(), total: z.int() })
    .describe('Parts (pages or sections) processed out of those found; total is 0 until extraction has run'),
  pageCount: z.int().nullable(),
  chunkCount: z.int(),
  createdAt: timestamp,
  updatedAt: timestamp,
  indexedAt: timestamp.nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const uploadResponseSchema = z.object({
  document: documentSummarySchema,
  duplicate: z
    .boolean()
    .describe('The same bytes were already in the pack: nothing new was stored or indexed'),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Why a file of an import was not taken (the others were). */
export const IMPORT_SKIP_REASONS = ['empty', 'too_large', 'unsupported_type', 'no_name'] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

export const importResponseSchema = z.object({
  documents: z
    .array(documentSummarySchema)
    .describe('The files taken, each a new document queued for indexing'),
  duplicates: z
    .array(z.object({ filename: z.string(), documentId: z.uuid() }))
    .describe(
      'Files whose bytes were already in the pack (or earlier in this import): nothing new was stored',
    ),
  skipped: z
    .array(z.object({ filename: z.string(), reason: z.enum(IMPORT_SKIP_REASONS), message: z.string() }))
    .describe('Files not taken, and why'),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

export const searchFiltersSchema = z
  .object({
    document_ids: z.array(idSchema).max(100).optional(),
    filenames: z.array(z.string().min(1).max(255)).max(100).optional(),
  })
  .strict();

/** The packs a search or an answer reads from. */
export const searchPackIdsSchema = z.array(idSchema).min(1, 'Select at least one pack').max(SEARCH_MAX_PACKS);

export const searchRequestSchema = z
  .object({
    query: writtenText(
      'Query cannot be empty',
      ENGINE_QUERY_MAX_LENGTH,
      `A query is limited to ${ENGINE_QUERY_MAX_LENGTH} characters`,
    ),
    pack_ids: searchPackIdsSchema,
    k: z.number().int().min(1).max(SEARCH_K_MAX).default(SEARCH_K_DEFAULT),
    filters: searchFiltersSchema.default({}),
    /** Diversity rerank (MMR). Off by default (spec 02 §9). */
    rerank: z.boolean().default(false),
    /** Fuse dense vectors with lexical scores when an embedding model is configured. On by default. */
    hybrid: z.boolean().default(true),
  })
  .strict();
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const searchHitSchema = z.object({
  chunk_id: z.uuid(),
  document_id: z.uuid(),
  pack_id: z.uuid(),
  score: z.number().describe('BM25 (pooled over the searched packs, so comparable across them), or fused'),
  text: z.string(),
  page: z.int().nullable(),
  heading_path: z.array(z.string()),
  matched_terms: z.array(z.string()).describe("The query's terms found in this passage (analysed forms)"),
  highlights: z
    .array(z.object({ start: z.int(), end: z.int() }))
    .describe('Character ranges of text to highlight'),
  metadata: z.object({ filename: z.string(), page: z.int().nullable(), heading_path: z.array(z.string()) }),
  injection_flags: z
    .array(z.string())
    .describe(
      'Why the indexing screen took this passage for instructions aimed at an assistant; empty if not',
    ),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({
  hits: z.array(searchHitSchema),
  mode: z.enum(['lexical', 'hybrid']).describe('hybrid when dense vectors took part'),
  unknown_terms: z
    .array(z.string())
    .describe("The query's terms (analysed forms) that no searched pack contains anywhere"),
  pack_languages: z
    .array(z.enum(['en', 'ja']))
    .describe("The languages the searched packs' passages are written in (both when they mix them)"),
  took_ms: z.number(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** The upload's text fields (multipart): nothing but the file is needed; the pack is in the path. */
export const uploadFieldsSchema = z.object({}).strip();

/** A passage of text added to a pack (spec 02 §7 vectara-embed), in either spelling of the API. */
export const PASSAGE_MAX_CHARS = 1_000_000;
export const passageTextSchema = z.string().trim().min(1, 'Text cannot be empty').max(PASSAGE_MAX_CHARS);
export const passageIdSchema = z.string().trim().min(1).max(200).optional();
/** Only `filename` is used (the passage is stored under it); other keys are accepted and ignored. */
export const passageMetadataSchema = z
  .object({ filename: z.string().trim().min(1).max(255).optional() })
  .catchall(z.unknown())
  .default({});

/** `POST /api/embed`: a passage of text added to a pack, indexed like an uploaded text file. */
export const embedRequestSchema = z
  .object({
    text: passageTextSchema,
    pack_id: idSchema,
    chunk_id: passageIdSchema,
    metadata: passageMetadataSchema,
  })
  .strict();
export type EmbedRequest = z.infer<typeof embedRequestSchema>;

export const packDocumentParamsSchema = z.object({ id: idSchema, documentId: idSchema });

/** What an import larger than a request may carry is told: send it in parts (the studio does). */
export function importTooLargeMessage(): string {
  return `Too many bytes in one import: at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB at once. Send the files in several imports.`;
}

export function fileTooLargeMessage(bytes: number | undefined): string {
  const size = bytes === undefined ? 'over 10' : (bytes / (1024 * 1024)).toFixed(1);
  return `File too large (${size} MB). Maximum size is 10MB per file. Please split the file and upload in parts.`;
}
