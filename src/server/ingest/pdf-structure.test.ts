import { describe, expect, it } from 'vitest';
import { extractPdf } from './extract-pdf';
import { makePdf, type PdfParagraph } from './fixtures/pdf';
import { paragraphs } from './fixtures/prose';
import { normalizeBlocks } from './process';

/** The page's blocks as the chunker receives them (extracted, then normalised). */
async function blocksOf(pages: (string | PdfParagraph)[][], options: Parameters<typeof makePdf>[1] = {}) {
  const { blocks } = await extractPdf(await makePdf(pages, options));
  return normalizeBlocks(blocks).map((block) => block.text);
}

describe('PDF structure', () => {
  it.each([
    ['single', 13],
    ['one and a half', 18],
    ['double', 24],
  ])('joins the lines of a paragraph into one, %s spaced', async (_, leading) => {
    const text = paragraphs('en', 3, 450, 11);
    expect(await blocksOf([text], { leading })).toEqual(text);
  });

  it('keeps headings, numbered headings and list items as blocks of their own, a wrapped item whole', async () => {
    const body =
      'Requests beyond the limit are answered with status 429 and a Retry-After header that says how many ' +
      'seconds to wait. Clients should back off and try again later rather than retry at once.';
    const item =
      '• Unpack it into a folder of your choice, then run the installer and follow the prompts it shows ' +
      'until it says that it is done.';
    const page: PdfParagraph[] = [
      { lines: ['Rate limiting'], size: 16, bold: true, tight: true },
      { text: body, tight: true },
      { lines: ['2. Installation'], bold: true, tight: true },
      { lines: ['Install the package as follows:'], tight: true },
      { lines: ['• Download the archive from the release page.'], tight: true },
      { text: item, indent: 8, tight: true },
      { lines: ['1. Open the settings.'], tight: true },
      { lines: ['2. Choose a language.'] },
    ];
    expect(await blocksOf([page])).toEqual([
      'Rate limiting',
      body,
      '2. Installation',
      'Install the package as follows:',
      '• Download the archive from the release page.',
      item,
      '1. Open the settings.',
      '2. Choose a language.',
    ]);
  });

  it('mends a word broken by hyphenation and keeps the hyphen of a compound broken at a line end', async () => {
    const lines = [
      'The extractor now mends every word that typesetting broke with a hyphen-',
      'ation at the end of a line, and it keeps each compound such as well-',
      'known or state-of-the-art whole, as any careful reader would expect.',
    ];
    expect(await blocksOf([[{ lines }]])).toEqual([
      'The extractor now mends every word that typesetting broke with a hyphenation at the end of a line, ' +
        'and it keeps each compound such as well-known or state-of-the-art whole, as any careful reader would expect.',
    ]);
  });
});
