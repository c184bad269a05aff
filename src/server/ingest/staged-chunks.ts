import type { ChunkAnalysis } from './analyse-chunks';
import type { DocumentLanguage, ProcessedDocument } from './types';

/**
 * Passages written per statement by the indexing job, and so per batch of a packed document. On the embedded
 * database 100 rows are about 11 ms of its work (0.11 ms a row, measured): no request waits long behind one.
 */
export const STAGE_SLICE = 100;

/** A passage as the indexing job writes it: the columns of `chunks` that come from the document, by their SQL names. */
export interface StagedChunk {
  ordinal: number;
  text: string;
  page: number | null;
  heading_path: string[];
  char_start: number;
  char_end: number;
  terms: string[];
  term_freqs: number[];
  term_count: number;
  embedding: number[] | null;
  injection_flags: string[];
}

/**
 * A processed and analysed document as it leaves the extraction process: its figures, and its passages as JSON
 * texts of `STAGE_SLICE` rows each, already the parameter of the statement that writes them. A string crosses the
 * process boundary as one copy; a book's 8,000 passages as objects were rebuilt one by one on the serving thread
 * when they arrived — 77–205 ms in one block for a 6 MB book, the stall every request saw during its upload.
 */
export interface PackedDocument {
  language: DocumentLanguage;
  pageCount: number | null;
  /** Length of the normalised full text. */
  characters: number;
  chunkCount: number;
  /** Passages the injection screen flagged. */
  flaggedCount: number;
  batches: string[];
}

/** Packs a document in the extraction process, each chunk with its analysis (`analysis[i]` is chunk i's). */
export function packDocument(processed: ProcessedDocument, analysis: ChunkAnalysis[]): PackedDocument {
  const rows: StagedChunk[] = processed.chunks.map((chunk, i) => {
    const analysed = analysis[i]!;
    return {
      ordinal: chunk.ordinal,
      text: chunk.text,
      page: chunk.page,
      heading_path: chunk.headingPath,
      char_start: chunk.charStart,
      char_end: chunk.charEnd,
      terms: analysed.terms,
      term_freqs: analysed.freqs,
      term_count: analysed.length,
      embedding: null,
      injection_flags: analysed.injectionFlags,
    };
  });
  const batches: string[] = [];
  for (let start = 0; start < rows.length; start += STAGE_SLICE) {
    batches.push(JSON.stringify(rows.slice(start, start + STAGE_SLICE)));
  }
  return {
    language: processed.language,
    pageCount: processed.pageCount,
    characters: processed.characters,
    chunkCount: rows.length,
    flaggedCount: rows.filter((row) => row.injection_flags.length > 0).length,
    batches,
  };
}

/** One batch's passages, to change them (embedding) before they are written. */
export function readBatch(batch: string): StagedChunk[] {
  return JSON.parse(batch) as StagedChunk[];
}

/** Every passage of a packed document, in order. */
export function unpackChunks(packed: PackedDocument): StagedChunk[] {
  return packed.batches.flatMap(readBatch);
}
