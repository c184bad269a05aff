import { z } from 'zod';
import {
  ENGINE_QUERY_MAX_LENGTH,
  PACK_DESCRIPTION_MAX_LENGTH,
  PACK_TITLE_MAX_LENGTH,
  SEARCH_K_DEFAULT,
  SEARCH_K_MAX,
  SEARCH_MAX_PACKS,
} from '../limits';
import { isSingleLine } from '../text';
import { idSchema } from './ids';

/**
 * The knowledge engine's API: packs as corpora, their documents, search. Packs and documents use the spec's client
 * model names (fileCount, totalChunks…); search uses the spec's wire names (pack_ids, metadata.filename).
 */

export const PACK_KINDS = ['marketplace', 'test'] as const;
export type PackKind = (typeof PACK_KINDS)[number];

export const createPackSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(PACK_TITLE_MAX_LENGTH)
      .refine(isSingleLine, 'Title must be one line'),
    description: z.string().trim().max(PACK_DESCRIPTION_MAX_LENGTH).default(''),
    /** Admin test packs are never on the marketplace (spec 02 §2.7). */
    kind: z.enum(PACK_KINDS).default('marketplace'),
  })
  .strict();
export type CreatePackInput = z.infer<typeof createPackSchema>;

export const myPacksQuerySchema = z.object({ kind: z.enum(PACK_KINDS).optional() }).strict();

/** A pack as a corpus: what the upload page and the admin console list (spec 02 §3 test pack). */
export interface CorpusPack {
  id: string;
  title: string;
  description: string;
  kind: PackKind;
  status: 'draft' | 'published' | 'paused';
  corpusKey: string;
  fileCount: number;
  totalChunks: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export const DOCUMENT_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export interface DocumentSummary {
  id: string;
  packId: string;
  filename: string;
  mimeType: string;
  byteSize: number;
  language: 'en' | 'ja';
  status: DocumentStatus;
  /** Why processing failed, when it did. */
  error: string | null;
  /** Parts (pages or sections) processed out of those found; total is 0 until extraction has run. */
  progress: { done: number; total: number };
  pageCount: number | null;
  chunkCount: number;
  createdAt: string;
  updatedAt: string;
  indexedAt: string | null;
}

export interface UploadResponse {
  document: DocumentSummary;
  /** The same bytes were already in the pack: nothing new was stored or indexed. */
  duplicate: boolean;
}

export const searchFiltersSchema = z
  .object({
    document_ids: z.array(idSchema).max(100).optional(),
    filenames: z.array(z.string().min(1).max(255)).max(100).optional(),
  })
  .strict();

export const searchRequestSchema = z
  .object({
    query: z
      .string()
      .trim()
      .min(1, 'Query cannot be empty')
      .max(ENGINE_QUERY_MAX_LENGTH, `A query is limited to ${ENGINE_QUERY_MAX_LENGTH} characters`),
    pack_ids: z.array(idSchema).min(1, 'Select at least one pack').max(SEARCH_MAX_PACKS),
    k: z.number().int().min(1).max(SEARCH_K_MAX).default(SEARCH_K_DEFAULT),
    filters: searchFiltersSchema.default({}),
    /** Diversity rerank (MMR). Off by default (spec 02 §9). */
    rerank: z.boolean().default(false),
    /** Fuse dense vectors with lexical scores when an embedding model is configured. On by default. */
    hybrid: z.boolean().default(true),
  })
  .strict();
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export interface SearchHit {
  chunk_id: string;
  document_id: string;
  pack_id: string;
  score: number;
  text: string;
  page: number | null;
  heading_path: string[];
  /** The query's terms found in this passage (analysed forms). */
  matched_terms: string[];
  /** Character ranges of `text` to highlight. */
  highlights: { start: number; end: number }[];
  metadata: { filename: string; page: number | null; heading_path: string[] };
}

export interface SearchResponse {
  hits: SearchHit[];
  /** lexical, or hybrid when dense vectors took part. */
  mode: 'lexical' | 'hybrid';
  took_ms: number;
}

/** The upload's text fields (multipart): nothing but the file is needed; the pack is in the path. */
export const uploadFieldsSchema = z.object({}).strip();

/** `POST /api/embed`: a passage of text added to a pack, indexed like an uploaded text file (spec 02 §7). */
export const embedRequestSchema = z
  .object({
    text: z.string().trim().min(1, 'Text cannot be empty').max(1_000_000),
    pack_id: idSchema,
    chunk_id: z.string().trim().min(1).max(200).optional(),
    metadata: z
      .object({ filename: z.string().trim().min(1).max(255).optional() })
      .catchall(z.unknown())
      .default({}),
  })
  .strict();
export type EmbedRequest = z.infer<typeof embedRequestSchema>;

export const packDocumentParamsSchema = z.object({ id: idSchema, documentId: idSchema });

export function fileTooLargeMessage(bytes: number | undefined): string {
  const size = bytes === undefined ? 'over 10' : (bytes / (1024 * 1024)).toFixed(1);
  return `File too large (${size} MB). Maximum size is 10MB per file. Please split the file and upload in parts.`;
}
