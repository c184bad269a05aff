import { describe, expect, it } from 'vitest';
import { makeDocx } from './fixtures/docx';
import { expectIngestError } from './fixtures/expect-ingest-error';
import { makePdf } from './fixtures/pdf';
import { paragraphs } from './fixtures/prose';
import { writeZip } from './fixtures/zip-writer';
import { analyseChunks } from './analyse-chunks';
import { closeExtractionPools, processIsolated } from './isolated';
import { processDocument } from './process';
import { packDocument, readBatch, STAGE_SLICE, unpackChunks } from './staged-chunks';
import { IngestError } from './types';
import { toFailure } from './worker-protocol';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('processIsolated', () => {
  it('returns what processDocument returns with each chunk analysed, and leaves the caller its bytes', async () => {
    const pdf = await makePdf([paragraphs('en', 2, 600, 1), paragraphs('en', 1, 300, 2)]);
    const isolated = await processIsolated('pdf', pdf);
    expect(pdf.byteLength).toBeGreaterThan(0);
    const processed = await processDocument('pdf', pdf);
    expect(isolated).toEqual(packDocument(processed, analyseChunks(processed.chunks)));
    expect(unpackChunks(isolated)[0]?.terms.length).toBeGreaterThan(0);
    expect(isolated.pageCount).toBe(2);
  });

  it('packs a book’s passages a statement’s worth at a time, each with its analysis', async () => {
    const book = utf8(paragraphs('en', 400, 900, 4).join('\n\n'));
    const packed = await processIsolated('md', book);
    const processed = await processDocument('md', book);
    expect(packed.chunkCount).toBe(processed.chunks.length);
    expect(packed.batches.length).toBe(Math.ceil(processed.chunks.length / STAGE_SLICE));
    expect(packed.batches.map((batch) => readBatch(batch).length).slice(0, -1)).toEqual(
      Array(packed.batches.length - 1).fill(STAGE_SLICE),
    );
    const rows = unpackChunks(packed);
    expect(rows.map((row) => row.ordinal)).toEqual(processed.chunks.map((chunk) => chunk.ordinal));
    expect(rows.map((row) => row.text)).toEqual(processed.chunks.map((chunk) => chunk.text));
    expect(rows.every((row) => row.terms.length === row.term_freqs.length && row.embedding === null)).toBe(
      true,
    );
  });

  it('brings IngestErrors back from the worker with their code and message', async () => {
    const error = await expectIngestError(() => processIsolated('txt', utf8(' \n ')), 'no_text');
    expect(error).toBeInstanceOf(IngestError);
    expect(error.message).toContain('No text was found');
    expect(error.transient).toBe(false);
    await expectIngestError(() => processIsolated('pdf', utf8('%PDF-1.4\nnot really')), 'corrupt_file');
  });

  it('refuses a DOCX zip bomb inside the worker', async () => {
    const bomb = writeZip([
      { name: '[Content_Types].xml', data: utf8('<Types/>') },
      { name: 'word/document.xml', data: new Uint8Array(101 * 1024 * 1024), declaredSize: 500 },
    ]);
    await expectIngestError(() => processIsolated('docx', bomb), 'archive_bomb');
    expect((await processIsolated('docx', await makeDocx([{ paragraph: 'Fine.' }]))).chunkCount).toBe(1);
  });

  it('ends its workers when the server stops: a file being read fails as stopped at once, and reading goes on after', async () => {
    const big = utf8(paragraphs('en', 4000, 1000, 3).join('\n\n'));
    const reading = processIsolated('txt', big, { timeoutMs: 60_000 });
    const waiting = processIsolated('txt', big, { timeoutMs: 60_000 });
    const alsoWaiting = processIsolated('txt', big, { timeoutMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    closeExtractionPools();
    for (const file of [reading, waiting, alsoWaiting]) {
      expect((await expectIngestError(() => file, 'extraction_failed')).message).toContain('stopped');
    }
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await processIsolated('md', utf8('# After\n\nA new worker reads this.'))).chunkCount).toBe(1);
  });

  it('terminates a worker that runs past the deadline while the main thread keeps running', async () => {
    const big = utf8(paragraphs('en', 4000, 1000, 3).join('\n\n'));
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const started = Date.now();
    try {
      const error = await expectIngestError(() => processIsolated('txt', big, { timeoutMs: 150 }), 'timeout');
      expect(error.transient).toBe(false);
      expect(error.message).toContain('150 ms');
    } finally {
      clearInterval(ticker);
    }
    expect(Date.now() - started).toBeLessThan(2_000);
    // The main thread's timers kept firing while the worker spun (a blocked main thread would give none). Only a
    // few are asked for: on a loaded CI machine 5 ms timers fire far less often than every 5 ms.
    expect(ticks).toBeGreaterThan(2);
  });

  it('reports out_of_memory when the worker exceeds its heap limit', async () => {
    const big = utf8('word '.repeat(4_000_000));
    const error = await expectIngestError(
      () => processIsolated('txt', big, { maxMemoryMb: 16 }),
      'out_of_memory',
    );
    expect(error.message).toContain('16 MB');
    // The process survives and the next file is processed normally.
    expect(unpackChunks(await processIsolated('txt', utf8('Still here.')))[0]?.text).toBe('Still here.');
  });

  it('reports a buffer or string the worker could not allocate as out_of_memory, and other failures as they are', () => {
    expect(toFailure(new RangeError('Array buffer allocation failed'))).toMatchObject({
      code: 'out_of_memory',
    });
    expect(toFailure(new RangeError('Invalid string length'))).toMatchObject({ code: 'out_of_memory' });
    expect(toFailure(new RangeError('Maximum call stack size exceeded'))).toMatchObject({
      code: 'extraction_failed',
      transient: false,
    });
    expect(toFailure(new IngestError('no_text', 'No text was found.'))).toMatchObject({ code: 'no_text' });
  });
});
