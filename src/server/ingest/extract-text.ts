import { decodeText } from './text-encoding';
import { IngestError, type TextBlock } from './types';

/** UTF-8, UTF-16 with a byte-order mark, or Shift_JIS (see text-encoding.ts); detectFileKind checked it already. */
export function decodeTextFile(bytes: Uint8Array): string {
  const text = decodeText(bytes);
  if (text === null) {
    throw new IngestError('corrupt_file', 'This text file is not UTF-8, UTF-16 or Shift_JIS text.');
  }
  return text;
}

/** Plain text: paragraphs are separated by blank lines; single line breaks are wraps. */
export function extractPlainText(bytes: Uint8Array): TextBlock[] {
  return decodeTextFile(bytes)
    .split(/\r?\n[^\S\r\n]*(?:\r?\n)+/)
    .filter((paragraph) => paragraph.trim().length > 0)
    .map((paragraph) => ({ text: paragraph, headingPath: [] }));
}
