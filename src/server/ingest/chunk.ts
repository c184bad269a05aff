/**
 * Turns normalised blocks into retrieval chunks: whole sentences, 512–1024 characters where the text allows, one
 * page and one heading section per chunk, and the previous chunk's last sentence repeated as a small overlap so a
 * thought that straddles a boundary can be found from either side. A code block is one unit, never cut or
 * reflowed (normalising already cut one too long for a chunk into fenced parts).
 */
import { splitLongSpan } from './long-sentence';
import { splitSentences, type Span } from './sentences';
import type { DocumentChunk, TextBlock } from './types';

export interface ChunkOptions {
  targetChars: number;
  maxChars: number;
  /** A chunk followed by more text of its section is at least this long unless the next sentence would not fit. */
  minChars: number;
  /** The overlap is the last sentence of the previous chunk, when it is at most this long. */
  overlapMaxChars: number;
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = {
  targetChars: 800,
  maxChars: 1024,
  minChars: 512,
  overlapMaxChars: 200,
};

const BLOCK_SEPARATOR = '\n\n';

/** The text chunk offsets point into. */
export function fullText(blocks: readonly TextBlock[]): string {
  return blocks.map((block) => block.text).join(BLOCK_SEPARATOR);
}

interface Unit extends Span {
  /** Part of a sentence too long for one chunk, or a code block; never repeated as overlap. */
  fragment: boolean;
}

/** A block's units: its sentences (the longest cut to fit), or the whole block when it is code. */
function blockUnits(block: TextBlock, maxChars: number): Unit[] {
  if (block.code) return [{ start: 0, end: block.text.length, fragment: true }];
  return splitSentences(block.text).flatMap((sentence) => {
    const pieces = splitLongSpan(block.text, sentence, maxChars);
    return pieces.map((piece) => ({ ...piece, fragment: pieces.length > 1 }));
  });
}

interface Section {
  page: number | null;
  headingPath: string[];
  units: Unit[];
}

function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((heading, index) => heading === b[index]);
}

function toSections(blocks: readonly TextBlock[], maxChars: number): Section[] {
  const sections: Section[] = [];
  let offset = 0;
  for (const block of blocks) {
    const page = block.page ?? null;
    let section = sections.at(-1);
    if (!section || section.page !== page || !samePath(section.headingPath, block.headingPath)) {
      section = { page, headingPath: [...block.headingPath], units: [] };
      sections.push(section);
    }
    for (const unit of blockUnits(block, maxChars)) {
      section.units.push({ ...unit, start: offset + unit.start, end: offset + unit.end });
    }
    offset += block.text.length + BLOCK_SEPARATOR.length;
  }
  return sections.filter((section) => section.units.length > 0);
}

function packSection(units: readonly Unit[], options: ChunkOptions): Span[] {
  const spans: Span[] = [];
  const sectionEnd = units.at(-1)?.end ?? 0;
  let overlap: Unit | null = null;
  let next = 0;
  while (next < units.length) {
    const first = units[next] as Unit;
    const start: number =
      overlap && first.end - overlap.start <= options.maxChars ? overlap.start : first.start;
    let end = first.end;
    next += 1;
    if (sectionEnd - start <= options.maxChars) {
      // The rest of the section fits: one chunk rather than a full one and a scrap.
      end = sectionEnd;
      next = units.length;
    }
    for (let unit = units[next]; unit && end - start < options.targetChars; unit = units[next]) {
      if (unit.end - start > options.maxChars) break;
      end = unit.end;
      next += 1;
    }
    spans.push({ start, end });
    const last = units[next - 1] as Unit;
    const short = last.end - last.start <= options.overlapMaxChars;
    overlap = short && !last.fragment && last.start > start ? last : null;
  }
  return spans;
}

export function chunkDocument(
  blocks: readonly TextBlock[],
  options: Partial<ChunkOptions> = {},
): DocumentChunk[] {
  const settings = { ...DEFAULT_CHUNK_OPTIONS, ...options };
  const text = fullText(blocks);
  const chunks: DocumentChunk[] = [];
  for (const section of toSections(blocks, settings.maxChars)) {
    for (const span of packSection(section.units, settings)) {
      chunks.push({
        ordinal: chunks.length,
        text: text.slice(span.start, span.end),
        page: section.page,
        headingPath: [...section.headingPath],
        charStart: span.start,
        charEnd: span.end,
      });
    }
  }
  return chunks;
}
