import mammoth from 'mammoth';
import { CODE_STYLE_MAP, markCodeParagraphs } from './docx-code';
import { blocksFromHtml } from './docx-html';
import { IngestError, type TextBlock } from './types';

/** Images are dropped without being read: only text is indexed, and base64 copies would bloat the HTML. */
const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

export async function extractDocx(bytes: Uint8Array): Promise<TextBlock[]> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      // Linked files outside the document are never read (CVE-2025-11849); off by default since 1.11, kept explicit.
      {
        externalFileAccess: false,
        convertImage: skipImages,
        transformDocument: markCodeParagraphs,
        styleMap: CODE_STYLE_MAP,
      },
    );
    html = result.value;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new IngestError('corrupt_file', `This Word document could not be read (${detail}).`, {
      cause: error,
    });
  }
  return blocksFromHtml(html);
}
