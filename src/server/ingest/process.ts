/** The whole pipeline for one file, in this thread: guard → extract → normalise → chunk. No database here. */
import { chunkDocument, DEFAULT_CHUNK_OPTIONS, fullText, type ChunkOptions } from './chunk';
import { fencedCodeBlocks } from './code-blocks';
import { inspectDocx } from './docx-guard';
import { extractDocument, NO_TEXT_MESSAGE } from './extract';
import { hiddenTextReasons, type InjectionReason } from '../injection-screen';
import { normalizeCode, normalizeText } from './normalize';
import {
  IngestError,
  type DocumentChunk,
  type FileKind,
  type ProcessedDocument,
  type TextBlock,
} from './types';

/** About 4,000 pages of prose; more would be thousands of chunks from one upload. */
export const MAX_DOCUMENT_CHARACTERS = 8_000_000;

/**
 * Normalised blocks, one per paragraph: normalising can reveal paragraph breaks the extractor left inside. What the
 * raw text hid in invisible characters is screened first, since normalising removes the characters. A code block
 * keeps its lines and becomes fenced text (more than one block only when it alone exceeds `maxCodeChars`).
 */
export function normalizeBlocks(
  blocks: readonly TextBlock[],
  maxCodeChars = DEFAULT_CHUNK_OPTIONS.maxChars,
): TextBlock[] {
  return blocks.flatMap((block) => {
    const headingPath = block.headingPath.map(normalizeText).filter((heading) => heading.length > 0);
    const hidden = hiddenTextReasons([...block.headingPath, block.text].join('\n'));
    const texts = block.code
      ? fencedCodeBlocks(normalizeCode(block.text), block.code.language, maxCodeChars)
      : normalizeText(block.text).split('\n\n');
    return texts
      .filter((text) => text.length > 0)
      .map((text) => ({
        text,
        headingPath,
        ...(block.page === undefined ? {} : { page: block.page }),
        ...(hidden.length > 0 ? { hiddenReasons: hidden } : {}),
        ...(block.code ? { code: block.code } : {}),
      }));
  });
}

export async function processDocument(
  kind: FileKind,
  bytes: Uint8Array,
  chunking: Partial<ChunkOptions> = {},
): Promise<ProcessedDocument> {
  if (kind === 'docx') await inspectDocx(bytes);
  const extracted = await extractDocument(kind, bytes);
  const blocks = normalizeBlocks(extracted.blocks, chunking.maxChars ?? DEFAULT_CHUNK_OPTIONS.maxChars);
  if (blocks.length === 0) throw new IngestError('no_text', NO_TEXT_MESSAGE);
  const characters = fullText(blocks).length;
  if (characters > MAX_DOCUMENT_CHARACTERS) {
    throw new IngestError(
      'too_large',
      `This file holds ${characters.toLocaleString('en')} characters of text; at most ${MAX_DOCUMENT_CHARACTERS.toLocaleString('en')} are accepted.`,
    );
  }
  return {
    chunks: markHiddenText(blocks, chunkDocument(blocks, chunking)),
    pageCount: extracted.pageCount,
    language: extracted.language,
    characters,
  };
}

/**
 * Gives the chunks that overlap a block whose source hid text in invisible characters that block's reasons
 * (offsets as `fullText`).
 */
function markHiddenText(blocks: readonly TextBlock[], chunks: DocumentChunk[]): DocumentChunk[] {
  const ranges: [number, number, InjectionReason[]][] = [];
  let offset = 0;
  for (const block of blocks) {
    if (block.hiddenReasons) ranges.push([offset, offset + block.text.length, block.hiddenReasons]);
    offset += block.text.length + 2; // the "\n\n" between blocks
  }
  if (ranges.length === 0) return chunks;
  return chunks.map((chunk) => {
    const reasons = new Set<InjectionReason>();
    for (const [start, end, hidden] of ranges)
      if (chunk.charStart < end && chunk.charEnd > start) for (const reason of hidden) reasons.add(reason);
    return reasons.size > 0 ? { ...chunk, hiddenReasons: [...reasons] } : chunk;
  });
}
