import { describe, expect, it } from 'vitest';
import { FILE_INPUT_ACCEPT, MAX_FILE_BYTES } from '../../common/file-types';
import { decodeTextFile } from './extract-text';
import { contentOfBytes, detectFileKind } from './file-kind';
import { makeDocx } from './fixtures/docx';
import { expectIngestError } from './fixtures/expect-ingest-error';
import { makePdf } from './fixtures/pdf';
import { writeZip } from './fixtures/zip-writer';

const text = (s: string) => new TextEncoder().encode(s);
const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const MZ = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

describe('detectFileKind', () => {
  it('accepts each supported kind when extension, declared type and content agree', async () => {
    const pdf = await makePdf([['Hello.']]);
    const docx = await makeDocx([{ paragraph: 'Hello.' }]);
    expect(
      detectFileKind({ filename: 'a.pdf', declaredType: 'application/pdf', content: contentOfBytes(pdf) }),
    ).toBe('pdf');
    expect(
      detectFileKind({
        filename: 'Report.DOCX',
        declaredType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: contentOfBytes(docx),
      }),
    ).toBe('docx');
    expect(
      detectFileKind({
        filename: 'notes.md',
        declaredType: 'text/markdown',
        content: contentOfBytes(text('# 見出し')),
      }),
    ).toBe('md');
    expect(
      detectFileKind({
        filename: 'メモ.txt',
        declaredType: 'text/plain; charset=utf-8',
        content: contentOfBytes(text('本文')),
      }),
    ).toBe('txt');
  });

  it('lets the content decide when the declared type is empty or generic', async () => {
    const pdf = await makePdf([['Hello.']]);
    expect(detectFileKind({ filename: 'a.pdf', declaredType: '', content: contentOfBytes(pdf) })).toBe('pdf');
    expect(
      detectFileKind({
        filename: 'a.pdf',
        declaredType: 'application/octet-stream',
        content: contentOfBytes(pdf),
      }),
    ).toBe('pdf');
    // Browsers on some systems label Markdown as plain text.
    expect(
      detectFileKind({ filename: 'a.md', declaredType: 'text/plain', content: contentOfBytes(text('x')) }),
    ).toBe('md');
  });

  it('accepts a PDF header after whitespace or a byte-order mark, as pdf.js does', async () => {
    const pdf = await makePdf([['Hello.']]);
    const padded = new Uint8Array([0xef, 0xbb, 0xbf, 0x0a, 0x20, ...pdf]);
    expect(detectFileKind({ filename: 'a.pdf', declaredType: '', content: contentOfBytes(padded) })).toBe(
      'pdf',
    );
  });

  it('accepts a UTF-8 text file with a byte-order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...text('hello')]);
    expect(detectFileKind({ filename: 'a.txt', declaredType: '', content: contentOfBytes(bytes) })).toBe(
      'txt',
    );
  });

  it('refuses a renamed executable, naming the file', async () => {
    const error = await expectIngestError(
      () =>
        detectFileKind({
          filename: 'invoice.pdf',
          declaredType: 'application/pdf',
          content: contentOfBytes(ELF),
        }),
      'unsupported_type',
    );
    expect(error.message).toContain('"invoice.pdf"');
    expect(error.message).toContain('a program');
    await expectIngestError(
      () => detectFileKind({ filename: 'a.docx', declaredType: '', content: contentOfBytes(MZ) }),
      'unsupported_type',
    );
    await expectIngestError(
      () => detectFileKind({ filename: 'a.txt', declaredType: '', content: contentOfBytes(ELF) }),
      'unsupported_type',
    );
  });

  it('refuses a ZIP posing as a PDF, even one holding a PDF', async () => {
    const zip = writeZip([{ name: 'inner.pdf', data: await makePdf([['x']]) }]);
    const error = await expectIngestError(
      () =>
        detectFileKind({
          filename: 'paper.pdf',
          declaredType: 'application/pdf',
          content: contentOfBytes(zip),
        }),
      'unsupported_type',
    );
    expect(error.message).toContain('a ZIP archive');
  });

  it('refuses a ZIP that is not a Word document', async () => {
    const zip = writeZip([{ name: 'readme.txt', data: text('hello') }]);
    await expectIngestError(
      () => detectFileKind({ filename: 'a.docx', declaredType: '', content: contentOfBytes(zip) }),
      'unsupported_type',
    );
  });

  it('refuses a declared type that contradicts the extension', async () => {
    const pdf = await makePdf([['Hello.']]);
    const error = await expectIngestError(
      () => detectFileKind({ filename: 'a.pdf', declaredType: 'image/png', content: contentOfBytes(pdf) }),
      'unsupported_type',
    );
    expect(error.message).toContain('image/png');
    await expectIngestError(
      () =>
        detectFileKind({
          filename: 'a.txt',
          declaredType: 'application/pdf',
          content: contentOfBytes(text('x')),
        }),
      'unsupported_type',
    );
  });

  it('accepts Japanese in Shift_JIS and text in UTF-16 with a byte-order mark', () => {
    const shiftJis = new Uint8Array([0x93, 0xfa, 0x96, 0x7b]); // 日本 in Shift_JIS
    expect(detectFileKind({ filename: 'a.txt', declaredType: '', content: contentOfBytes(shiftJis) })).toBe(
      'txt',
    );
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('# Notes', 'utf16le')]);
    expect(detectFileKind({ filename: 'a.md', declaredType: '', content: contentOfBytes(utf16) })).toBe('md');
  });

  it('refuses bytes that are no text encoding Kenja reads, or contain NUL bytes', async () => {
    // Latin-1 "café": not UTF-8, and as Shift_JIS it would hold no Japanese.
    await expectIngestError(
      () =>
        detectFileKind({
          filename: 'a.txt',
          declaredType: '',
          content: contentOfBytes(new Uint8Array([0x63, 0x61, 0x66, 0xe9])),
        }),
      'unsupported_type',
    );
    await expectIngestError(
      () => detectFileKind({ filename: 'a.md', declaredType: '', content: contentOfBytes(text('a\u0000b')) }),
      'unsupported_type',
    );
  });

  it('reads a long text file’s beginning only, and leaves the rest to the extraction to refuse', () => {
    // 64 KB of Japanese cut in the middle of a character, then a NUL far beyond.
    const start = text('日本語のテキスト。'.repeat(3000));
    const book = new Uint8Array([...start, ...text('\u0000 binary tail')]);
    expect(start.length).toBeGreaterThan(64 * 1024);
    expect(detectFileKind({ filename: 'book.txt', declaredType: '', content: contentOfBytes(book) })).toBe(
      'txt',
    );
    expect(() => decodeTextFile(book)).toThrow('not UTF-8, UTF-16 or Shift_JIS text');
  });

  it('refuses unknown extensions and files over the size limit', async () => {
    await expectIngestError(
      () => detectFileKind({ filename: 'setup.exe', declaredType: '', content: contentOfBytes(MZ) }),
      'unsupported_type',
    );
    await expectIngestError(
      () => detectFileKind({ filename: 'pdf', declaredType: '', content: contentOfBytes(text('x')) }),
      'unsupported_type',
    );
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    await expectIngestError(
      () => detectFileKind({ filename: 'a.txt', declaredType: '', content: contentOfBytes(big) }),
      'too_large',
    );
  });

  it('exports an accept list for the upload form', () => {
    expect(FILE_INPUT_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.md', '.txt', 'application/pdf']),
    );
  });
});
