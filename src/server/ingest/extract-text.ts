import { IngestError, type TextBlock } from './types';

/** Strict UTF-8 (a byte-order mark is dropped); detectFileKind has normally refused anything else already. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new IngestError('corrupt_file', 'This text file is not valid UTF-8.', { cause: error });
  }
}

/** Plain text: paragraphs are separated by blank lines; single line breaks are wraps. */
export function extractPlainText(bytes: Uint8Array): TextBlock[] {
  return decodeUtf8(bytes)
    .split(/\r?\n[^\S\r\n]*(?:\r?\n)+/)
    .filter((paragraph) => paragraph.trim().length > 0)
    .map((paragraph) => ({ text: paragraph, headingPath: [] }));
}
