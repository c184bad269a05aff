import { describe, expect, it } from 'vitest';
import { makeDocx } from './fixtures/docx';
import { expectIngestError } from './fixtures/expect-ingest-error';
import { paragraphs } from './fixtures/prose';
import { writeZip } from './fixtures/zip-writer';
import { processDocument } from './process';

describe('DOCX extraction', () => {
  it('keeps the heading path, lists, table rows and decodes entities', async () => {
    const docx = await makeDocx([
      { heading: 1, text: 'Guide & Setup' },
      { paragraph: 'Use <angle> brackets & "quotes". ', bold: 'Bold run.' },
      { heading: 2, text: 'Install' },
      { bullet: 'Download the file.' },
      { bullet: 'Run it.' },
      {
        table: [
          ['Key', 'Value'],
          ['port', '3000'],
        ],
      },
      { heading: 1, text: 'Next' },
      { paragraph: 'Last words.' },
    ]);
    const result = await processDocument('docx', docx);
    expect(result.pageCount).toBeNull();
    expect(result.language).toBe('en');
    expect(result.chunks.map(({ text, headingPath }) => ({ text, headingPath }))).toEqual([
      { text: 'Use <angle> brackets & "quotes". Bold run.', headingPath: ['Guide & Setup'] },
      {
        text: 'Download the file.\n\nRun it.\n\nKey | Value\n\nport | 3000',
        headingPath: ['Guide & Setup', 'Install'],
      },
      { text: 'Last words.', headingPath: ['Next'] },
    ]);
  });

  it('reads a Japanese document', async () => {
    const body = paragraphs('ja', 3, 400, 5);
    const docx = await makeDocx([
      { heading: 1, text: '第一章 概要' },
      ...body.map((paragraph) => ({ paragraph })),
      { heading: 2, text: '詳細' },
      { paragraph: '最後の段落です。' },
    ]);
    const result = await processDocument('docx', docx);
    expect(result.language).toBe('ja');
    expect(result.chunks[0]?.headingPath).toEqual(['第一章 概要']);
    expect(result.chunks.at(-1)).toMatchObject({
      text: '最後の段落です。',
      headingPath: ['第一章 概要', '詳細'],
    });
    const text = result.chunks.map((chunk) => chunk.text).join('');
    for (const paragraph of body) expect(text).toContain(paragraph.normalize('NFKC').slice(0, 100));
  });

  it('refuses a ZIP whose Word parts are damaged as corrupt', async () => {
    const broken = writeZip([
      { name: '[Content_Types].xml', data: new TextEncoder().encode('<Types/>') },
      { name: 'word/document.xml', data: new TextEncoder().encode('<w:document><w:body><w:p>') },
    ]);
    await expectIngestError(() => processDocument('docx', broken), 'corrupt_file');
  });

  it('reports no_text for an empty document', async () => {
    await expectIngestError(async () => processDocument('docx', await makeDocx([])), 'no_text');
  });
});
