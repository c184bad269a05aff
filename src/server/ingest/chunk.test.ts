import { describe, expect, it } from 'vitest';
import { chunkDocument, DEFAULT_CHUNK_OPTIONS, fullText } from './chunk';
import { paragraphs } from './fixtures/prose';
import { normalizeBlocks } from './process';
import { splitSentences } from './sentences';
import type { DocumentChunk, TextBlock } from './types';

const { maxChars, minChars, overlapMaxChars } = DEFAULT_CHUNK_OPTIONS;

function sectionKey(block: { page?: number | null; headingPath: string[] }): string {
  return JSON.stringify([block.page ?? null, block.headingPath]);
}

/** Sentence starts and ends as offsets into the full text, and the section each offset belongs to. */
function sentenceIndex(blocks: TextBlock[]) {
  const starts = new Set<number>();
  const ends = new Map<number, number>(); // end → start of that sentence
  const sectionAt: { from: number; to: number; key: string }[] = [];
  let offset = 0;
  for (const block of blocks) {
    for (const span of splitSentences(block.text)) {
      starts.add(offset + span.start);
      ends.set(offset + span.end, offset + span.start);
    }
    sectionAt.push({ from: offset, to: offset + block.text.length, key: sectionKey(block) });
    offset += block.text.length + 2;
  }
  return { starts, ends, sectionAt };
}

/** The invariants every chunking must keep (sentences in these tests are far shorter than maxChars). */
function checkChunks(blocks: TextBlock[], chunks: DocumentChunk[]) {
  const text = fullText(blocks);
  const { starts, ends, sectionAt } = sentenceIndex(blocks);
  expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, index) => index));
  let overlaps = 0;
  chunks.forEach((chunk, index) => {
    expect(text.slice(chunk.charStart, chunk.charEnd)).toBe(chunk.text);
    expect(chunk.text.length).toBeLessThanOrEqual(maxChars);
    expect(starts.has(chunk.charStart), `chunk ${index} starts mid-sentence`).toBe(true);
    expect(ends.has(chunk.charEnd), `chunk ${index} ends mid-sentence`).toBe(true);
    const touched = new Set(
      sectionAt.filter((s) => s.from < chunk.charEnd && s.to > chunk.charStart).map((s) => s.key),
    );
    expect([...touched]).toEqual([sectionKey(chunk)]);
    const next = chunks[index + 1];
    if (!next || sectionKey(next) !== sectionKey(chunk)) return;
    expect(chunk.text.length, `chunk ${index} is short although its section goes on`).toBeGreaterThanOrEqual(
      minChars,
    );
    const lastSentenceStart = ends.get(chunk.charEnd) ?? -1;
    if (chunk.charEnd - lastSentenceStart <= overlapMaxChars) {
      // The next chunk repeats exactly the last sentence of this one.
      expect(next.charStart).toBe(lastSentenceStart);
      overlaps += 1;
    } else expect(next.charStart).toBeGreaterThanOrEqual(chunk.charEnd);
  });
  // Every sentence is in some chunk.
  for (const start of starts) {
    expect(chunks.some((chunk) => chunk.charStart <= start && start < chunk.charEnd)).toBe(true);
  }
  return { overlaps };
}

function document(language: 'en' | 'ja'): TextBlock[] {
  const blocks: TextBlock[] = [];
  const sections = [
    { page: 1, headingPath: ['Intro'], count: 6 },
    { page: 1, headingPath: ['Intro', 'Details'], count: 9 },
    { page: 2, headingPath: ['Intro', 'Details'], count: 4 },
    { page: 2, headingPath: ['Short'], count: 1 },
  ];
  sections.forEach((section, index) => {
    for (const text of paragraphs(language, section.count, language === 'en' ? 420 : 320, index + 7)) {
      blocks.push({ text, page: section.page, headingPath: section.headingPath });
    }
  });
  return normalizeBlocks(blocks);
}

describe('chunkDocument', () => {
  it.each(['en', 'ja'] as const)('keeps whole sentences, sizes, overlap and sections (%s)', (language) => {
    const blocks = document(language);
    const chunks = chunkDocument(blocks);
    expect(chunks.length).toBeGreaterThan(6);
    const { overlaps } = checkChunks(blocks, chunks);
    expect(overlaps).toBeGreaterThan(0);
    // A new page or heading starts a new chunk; the one-paragraph section makes a short one.
    expect(new Set(chunks.map(sectionKey)).size).toBe(4);
    expect(chunks.at(-1)?.headingPath).toEqual(['Short']);
    expect(chunks.at(-1)?.page).toBe(2);
  });

  it('targets about 800 characters', () => {
    const chunks = chunkDocument(document('en'));
    const lengths = chunks.slice(0, -1).map((chunk) => chunk.text.length);
    const mean = lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
    expect(mean).toBeGreaterThan(700);
    expect(mean).toBeLessThan(1000);
  });

  it('cuts an English sentence longer than the maximum at spaces', () => {
    const long = `${'alpha beta gamma delta '.repeat(150).trim()}.`;
    const blocks: TextBlock[] = [{ text: long, headingPath: [] }];
    const chunks = chunkDocument(blocks);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(maxChars);
      expect(long.slice(chunk.charStart, chunk.charEnd)).toBe(chunk.text);
      expect(chunk.text).toMatch(/^\S.*\S$/);
      // Each cut falls on a space: no word is split.
      expect([' ', undefined]).toContain(long[chunk.charEnd]);
    }
    expect(chunks.map((chunk) => chunk.text).join(' ')).toBe(long);
  });

  it('cuts unbroken Japanese at the maximum length', () => {
    const long = '日本語の文章'.repeat(400);
    const chunks = chunkDocument([{ text: long, headingPath: [] }]);
    expect(chunks.map((chunk) => chunk.text.length)).toEqual([1024, 1024, 352]);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(long);
  });

  it('prefers a Japanese comma when a long sentence has one', () => {
    const long = `${'あ'.repeat(700)}、${'い'.repeat(700)}。`;
    const chunks = chunkDocument([{ text: long, headingPath: [] }]);
    expect(chunks[0]?.text).toBe(`${'あ'.repeat(700)}、`);
  });

  it('puts a section that fits into one chunk instead of leaving a scrap', () => {
    const text = paragraphs('en', 1, 950, 3)[0] ?? '';
    expect(text.length).toBeLessThanOrEqual(maxChars);
    expect(chunkDocument([{ text, headingPath: [] }])).toHaveLength(1);
  });

  it('honours custom sizes', () => {
    const blocks = document('en');
    const chunks = chunkDocument(blocks, { targetChars: 300, maxChars: 400, minChars: 200 });
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(400);
    expect(chunks.length).toBeGreaterThan(chunkDocument(blocks).length);
  });

  it('returns no chunks for no blocks', () => {
    expect(chunkDocument([])).toEqual([]);
  });
});
