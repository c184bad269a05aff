import { describe, expect, it } from 'vitest';
import { DOCX_LIMITS, inspectDocx } from './docx-guard';
import { makeDocx } from './fixtures/docx';
import { expectIngestError } from './fixtures/expect-ingest-error';
import { writeZip, type ZipEntryInput } from './fixtures/zip-writer';
import { processDocument } from './process';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** The two parts file-type detection looks for, so each bomb looks like a Word document from outside. */
const WORD_PARTS: ZipEntryInput[] = [
  { name: '[Content_Types].xml', data: utf8('<Types/>') },
  { name: 'word/document.xml', data: utf8('<w:document/>') },
];

describe('inspectDocx', () => {
  it('passes a real Word document and reports what it holds', async () => {
    const docx = await makeDocx([{ heading: 1, text: 'Title' }, { paragraph: 'Hello.' }]);
    const inspection = await inspectDocx(docx);
    expect(inspection.entries).toBeGreaterThan(3);
    expect(inspection.uncompressedBytes).toBeGreaterThan(docx.byteLength);
  });

  it('refuses a small archive that inflates past the cap (honest sizes)', async () => {
    const zeros = new Uint8Array(DOCX_LIMITS.maxUncompressedBytes + 1024);
    const bomb = writeZip([...WORD_PARTS, { name: 'word/media/image1.png', data: zeros }]);
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const error = await expectIngestError(() => processDocument('docx', bomb), 'archive_bomb');
    expect(error.message).toContain('100 MB');
  });

  it('counts real bytes when declared sizes lie low, stopping at the cap', async () => {
    const bomb = writeZip([
      ...WORD_PARTS,
      { name: 'word/media/a.bin', data: new Uint8Array(3 * 1024 * 1024), declaredSize: 1000 },
    ]);
    await expectIngestError(() => inspectDocx(bomb), 'archive_bomb');
    // Many entries each under the cap, together over it: the total is counted across entries.
    const many = writeZip([
      ...WORD_PARTS,
      ...Array.from({ length: 4 }, (_, index) => ({
        name: `word/media/${index}.bin`,
        data: new Uint8Array(400_000),
      })),
    ]);
    await expectIngestError(
      () => inspectDocx(many, { maxEntries: 100, maxUncompressedBytes: 1_000_000 }),
      'archive_bomb',
    );
  });

  it('refuses declared sizes over the cap before inflating anything', async () => {
    const liar = writeZip([
      ...WORD_PARTS,
      { name: 'word/x.xml', data: utf8('<x/>'), declaredSize: 0xfffffff0 },
    ]);
    const error = await expectIngestError(() => inspectDocx(liar), 'archive_bomb');
    expect(error.message).toContain('would unpack');
  });

  it('refuses too many entries', async () => {
    const crowd = writeZip([
      ...WORD_PARTS,
      ...Array.from({ length: DOCX_LIMITS.maxEntries }, (_, index) => ({
        name: `f/${index}`,
        data: utf8('x'),
      })),
    ]);
    await expectIngestError(() => inspectDocx(crowd), 'archive_bomb');
  });

  it('reports a damaged archive as corrupt', async () => {
    const docx = await makeDocx([{ paragraph: 'Hello.' }]);
    const damaged = docx.slice();
    damaged.fill(0x41, 100, 400); // overwrite compressed data of the first entries
    await expectIngestError(() => inspectDocx(damaged), 'corrupt_file');
    await expectIngestError(() => inspectDocx(docx.slice(0, docx.byteLength - 30)), 'corrupt_file');
  });
});
