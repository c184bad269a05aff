/** The shapes the ingestion pipeline hands to the indexer; no database types in here. */
import type { InjectionReason } from '../injection-screen';

export type { FileKind } from '../../common/file-types';

/** A paragraph-ish unit of text, with where it was found. */
export interface TextBlock {
  text: string;
  /** 1-based page number; PDFs only. */
  page?: number;
  /** Enclosing headings, outermost first; the heading text itself is not repeated in `text`. */
  headingPath: string[];
  /**
   * The source text hid text in invisible characters that normalising removed: `hidden_text`, then the reasons the
   * injection screen gave what the hidden text said.
   */
  hiddenReasons?: InjectionReason[];
  /**
   * A code block: `text` is the code as written (line breaks and indentation are content). Normalising wraps it in
   * a Markdown fence (src/common/code-fence.ts), the form it keeps in chunks; the chunker never cuts inside one.
   */
  code?: { language: string };
}

export type DocumentLanguage = 'en' | 'ja';

export interface ExtractedDocument {
  blocks: TextBlock[];
  pageCount: number | null;
  language: DocumentLanguage;
}

export interface DocumentChunk {
  ordinal: number;
  text: string;
  page: number | null;
  headingPath: string[];
  /** Offsets (UTF-16 code units) into `fullText(blocks)` of the normalised blocks: `slice(charStart, charEnd)`. */
  charStart: number;
  charEnd: number;
  /** Part of it was hidden in invisible characters in the source (they are gone from `text`): why it was flagged. */
  hiddenReasons?: InjectionReason[];
}

export interface ProcessedDocument {
  chunks: DocumentChunk[];
  pageCount: number | null;
  language: DocumentLanguage;
  /** Length of the normalised full text (UTF-16 code units, like the chunk offsets). */
  characters: number;
}

export const INGEST_ERROR_CODES = [
  'unsupported_type',
  'too_large',
  'archive_bomb',
  'corrupt_file',
  'no_text',
  'timeout',
  'out_of_memory',
  'extraction_failed',
] as const;

export type IngestErrorCode = (typeof INGEST_ERROR_CODES)[number];

/** Why a file could not be ingested; the message is English and names the file where the caller gave its name. */
export class IngestError extends Error {
  readonly code: IngestErrorCode;
  /** Transient errors may be retried by the job queue; the rest fail the same way every time. */
  readonly transient: boolean;

  constructor(
    code: IngestErrorCode,
    message: string,
    options: { transient?: boolean; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'IngestError';
    this.code = code;
    this.transient = options.transient ?? false;
  }
}

export function isIngestErrorCode(value: unknown): value is IngestErrorCode {
  return typeof value === 'string' && (INGEST_ERROR_CODES as readonly string[]).includes(value);
}
