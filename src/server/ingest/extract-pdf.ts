import { getDocumentProxy } from 'unpdf';
import { pdfDataPaths } from './pdf-data';
import { pageParagraphs, type PositionedText } from './pdf-page-text';
import { IngestError, type TextBlock } from './types';

/** Beyond this a file is an archive of books, not a document; refuse before reading every page. */
export const MAX_PDF_PAGES = 5_000;

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function open(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js may take ownership of the buffer it is given, so it gets a copy.
    return await getDocumentProxy(new Uint8Array(bytes), {
      // Never compile font programs into functions (CVE-2024-4367); unpdf's default, kept explicit.
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
      ...pdfDataPaths(),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new IngestError(
        'unsupported_type',
        'This PDF is password-protected; upload it without a password.',
      );
    }
    throw new IngestError('corrupt_file', 'This PDF is damaged or incomplete and could not be read.', {
      cause: error,
    });
  }
}

async function pageBlocks(pdf: PdfDocument, pageNumber: number): Promise<TextBlock[]> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    // Marked-content items (tags for accessibility) carry no text.
    const items: PositionedText[] = [];
    for (const item of content.items) if ('str' in item) items.push(item);
    return pageParagraphs(items).map((text) => ({ text, page: pageNumber, headingPath: [] }));
  } finally {
    page.cleanup();
  }
}

export async function extractPdf(bytes: Uint8Array): Promise<{ blocks: TextBlock[]; pageCount: number }> {
  const pdf = await open(bytes);
  try {
    if (pdf.numPages > MAX_PDF_PAGES) {
      throw new IngestError(
        'too_large',
        `This PDF has ${pdf.numPages} pages; at most ${MAX_PDF_PAGES} are read.`,
      );
    }
    const blocks: TextBlock[] = [];
    let failedPages = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      // One damaged page should not cost the rest of the document.
      const found = await pageBlocks(pdf, pageNumber).catch(() => {
        failedPages += 1;
        return [];
      });
      blocks.push(...found);
    }
    if (blocks.length === 0 && failedPages > 0) {
      throw new IngestError('corrupt_file', 'This PDF is damaged: none of its pages could be read.');
    }
    return { blocks, pageCount: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}
