import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makeCmapPdf } from './fixtures/cmap-pdf';
import { hasCjkFont, loadCjkFont } from './fixtures/cjk-font';
import { expectIngestError } from './fixtures/expect-ingest-error';
import { makePdf } from './fixtures/pdf';
import { paragraphs } from './fixtures/prose';
import { processDocument } from './process';

describe('PDF extraction', () => {
  it('keeps page numbers and paragraphs, and joins English line wraps with spaces', async () => {
    const pages = Array.from({ length: 4 }, (_, index) => paragraphs('en', 2, 500, index + 1));
    const result = await processDocument('pdf', await makePdf(pages));
    expect(result.pageCount).toBe(4);
    expect(result.language).toBe('en');
    expect(new Set(result.chunks.map((chunk) => chunk.page))).toEqual(new Set([1, 2, 3, 4]));
    // Every sentence of page 3 comes back exactly, wrapped lines joined by single spaces, in a chunk of page 3.
    const sentences = (pages[2] ?? []).flatMap((paragraph) => paragraph.split(/(?<=[.?]) /));
    expect(sentences.length).toBeGreaterThan(10);
    for (const sentence of sentences) {
      expect(
        result.chunks.some((chunk) => chunk.page === 3 && chunk.text.includes(sentence)),
        sentence,
      ).toBe(true);
    }
  });

  it.skipIf(!hasCjkFont())('extracts Japanese text without spaces at line wraps', async () => {
    const pages = [paragraphs('ja', 2, 300, 1), paragraphs('ja', 1, 200, 2)];
    const pdf = await makePdf(pages, { font: loadCjkFont(), wrapAnywhere: true });
    const result = await processDocument('pdf', pdf);
    expect(result.language).toBe('ja');
    expect(result.pageCount).toBe(2);
    const text = result.chunks.map((chunk) => chunk.text).join('\n\n');
    // NFKC has turned the fixture's ！ into !; otherwise the text comes back exactly.
    for (const paragraph of [...(pages[0] ?? []), ...(pages[1] ?? [])]) {
      expect(text).toContain(paragraph.normalize('NFKC'));
    }
    expect(result.chunks.find((chunk) => chunk.page === 2)?.text).toBe(pages[1]?.[0]?.normalize('NFKC'));
  });

  it('reads Japanese from a font that is not embedded and uses a predefined CMap', async () => {
    const result = await processDocument('pdf', makeCmapPdf('日本語のテキストです。'));
    expect(result.chunks.map((chunk) => chunk.text)).toEqual(['日本語のテキストです。']);
    expect(result.language).toBe('ja');
  });

  it('refuses a truncated PDF as corrupt', async () => {
    const pdf = await makePdf([paragraphs('en', 2, 400, 1), paragraphs('en', 2, 400, 2)]);
    for (const fraction of [0.9, 0.5, 0.1]) {
      await expectIngestError(
        () => processDocument('pdf', pdf.slice(0, Math.floor(pdf.length * fraction))),
        'corrupt_file',
      );
    }
  });

  it('refuses a PDF header followed by garbage as corrupt', async () => {
    const bytes = new TextEncoder().encode(`%PDF-1.7\n${'garbage '.repeat(200)}`);
    await expectIngestError(() => processDocument('pdf', bytes), 'corrupt_file');
  });

  it('reports no_text for a PDF without text (as a scan would be)', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawRectangle({ x: 10, y: 10, width: 100, height: 100 });
    doc.addPage().drawText(' ', { x: 10, y: 10, font });
    const error = await expectIngestError(async () => processDocument('pdf', await doc.save()), 'no_text');
    expect(error.message).toContain('OCR');
  });
});
