import { extractDocx } from './extract-docx';
import { extractMarkdown } from './extract-markdown';
import { extractPdf } from './extract-pdf';
import { extractPlainText } from './extract-text';
import { detectLanguage } from './language';
import { IngestError, type ExtractedDocument, type FileKind, type TextBlock } from './types';

async function extractBlocks(
  kind: FileKind,
  bytes: Uint8Array,
): Promise<{ blocks: TextBlock[]; pageCount: number | null }> {
  switch (kind) {
    case 'pdf':
      return extractPdf(bytes);
    case 'docx':
      return { blocks: await extractDocx(bytes), pageCount: null };
    case 'md':
      return { blocks: extractMarkdown(bytes), pageCount: null };
    case 'txt':
      return { blocks: extractPlainText(bytes), pageCount: null };
  }
}

export const NO_TEXT_MESSAGE =
  'No text was found in this file. A scanned PDF holds pictures of pages; it needs text recognition (OCR) first.';

/** The file's text as blocks, not yet normalised. DOCX files must have passed `inspectDocx` first. */
export async function extractDocument(kind: FileKind, bytes: Uint8Array): Promise<ExtractedDocument> {
  const { blocks, pageCount } = await extractBlocks(kind, bytes);
  const withText = blocks.filter((block) => /[\p{L}\p{N}]/u.test(block.text));
  if (withText.length === 0) throw new IngestError('no_text', NO_TEXT_MESSAGE);
  // Code is written in English-looking words whatever the document's language: it does not vote unless alone.
  const prose = withText.filter((block) => !block.code);
  const language = detectLanguage((prose.length > 0 ? prose : withText).map((block) => block.text));
  return { blocks: withText, pageCount, language };
}
