/** The whole pipeline for one file, in this thread: guard → extract → normalise → chunk. No database here. */
import { chunkDocument, fullText, type ChunkOptions } from './chunk';
import { inspectDocx } from './docx-guard';
import { extractDocument, NO_TEXT_MESSAGE } from './extract';
import { normalizeText } from './normalize';
import { IngestError, type FileKind, type ProcessedDocument, type TextBlock } from './types';

/** About 4,000 pages of prose; more would be thousands of chunks from one upload. */
export const MAX_DOCUMENT_CHARACTERS = 8_000_000;

/** Normalised blocks, one per paragraph: normalising can reveal paragraph breaks the extractor left inside. */
export function normalizeBlocks(blocks: readonly TextBlock[]): TextBlock[] {
  return blocks.flatMap((block) => {
    const headingPath = block.headingPath.map(normalizeText).filter((heading) => heading.length > 0);
    return normalizeText(block.text)
      .split('\n\n')
      .filter((text) => text.length > 0)
      .map((text) =>
        block.page === undefined ? { text, headingPath } : { text, page: block.page, headingPath },
      );
  });
}

export async function processDocument(
  kind: FileKind,
  bytes: Uint8Array,
  chunking: Partial<ChunkOptions> = {},
): Promise<ProcessedDocument> {
  if (kind === 'docx') await inspectDocx(bytes);
  const extracted = await extractDocument(kind, bytes);
  const blocks = normalizeBlocks(extracted.blocks);
  if (blocks.length === 0) throw new IngestError('no_text', NO_TEXT_MESSAGE);
  const characters = fullText(blocks).length;
  if (characters > MAX_DOCUMENT_CHARACTERS) {
    throw new IngestError(
      'too_large',
      `This file holds ${characters.toLocaleString('en')} characters of text; at most ${MAX_DOCUMENT_CHARACTERS.toLocaleString('en')} are accepted.`,
    );
  }
  return {
    chunks: chunkDocument(blocks, chunking),
    pageCount: extracted.pageCount,
    language: extracted.language,
    characters,
  };
}
