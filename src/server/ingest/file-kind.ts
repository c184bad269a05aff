/**
 * Decides what an uploaded file is from three witnesses that must agree: its extension, the type the browser
 * declared, and its first bytes. The extension alone is a claim anyone can make.
 */
import {
  essentialMimeType,
  fileTypeForName,
  MAX_FILE_BYTES,
  NEUTRAL_MIME_TYPES,
  type FileKind,
} from '../../common/file-types';
import { HEAD_BYTES } from '../http/multipart';
import { beginsAsText } from './text-encoding';
import { IngestError } from './types';
import { listZipEntryNames } from './zip-names';

export interface FileKindInput {
  filename: string;
  /** The Content-Type the client declared; '' when it declared none. */
  declaredType: string;
  /** What the content checks look at (`contentOfBytes`, or read from a file on disk). */
  content: FileContent;
}

/** What tells a file's kind: its length, its first bytes, and a ZIP's entry names (read from its end). */
export interface FileContent {
  byteLength: number;
  /** The first 64 kB (all of a shorter file). */
  head: Uint8Array;
  /** The names in the ZIP's central directory; null when the file is no ZIP or its directory is unreadable. */
  zipEntryNames: string[] | null;
}

/** The content checks' view of bytes in memory. */
export function contentOfBytes(bytes: Uint8Array): FileContent {
  return {
    byteLength: bytes.byteLength,
    head: bytes.subarray(0, HEAD_BYTES),
    zipEntryNames: startsWithZipMagic(bytes) ? listZipEntryNames(bytes) : null,
  };
}

/** Whether the bytes open as a ZIP archive does, which is when its entry names are worth reading. */
export function startsWithZipMagic(head: Uint8Array): boolean {
  return startsWith(head, ZIP_MAGIC);
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** pdf.js looks for the header this far into the file. */
const PDF_HEADER_WINDOW = 1024;
const DOCX_REQUIRED_ENTRIES = ['word/document.xml', '[Content_Types].xml'];

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  return magic.every((byte, index) => bytes[at + index] === byte);
}

/** Executables in the formats a server or a Windows/Mac desktop would run. */
function isExecutable(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(bytes, [0x4d, 0x5a]) || // MZ (Windows PE)
    startsWith(bytes, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O 64-bit
    startsWith(bytes, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe]) // Mach-O universal (also Java classes)
  );
}

/** `%PDF-` at the start, after nothing but whitespace or a byte-order mark. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const window = Math.min(bytes.byteLength, PDF_HEADER_WINDOW);
  let at = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (at < window && [0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(bytes[at] ?? -1)) at += 1;
  return startsWith(bytes, PDF_MAGIC, at);
}

function isDocxContainer({ head, zipEntryNames: names }: FileContent): boolean {
  if (!startsWith(head, ZIP_MAGIC)) return false;
  return names !== null && DOCX_REQUIRED_ENTRIES.every((name) => names.includes(name));
}

/** Text in an encoding Kenja reads, as far as its beginning shows: the extraction reads the rest. */
function isText({ head, byteLength }: FileContent): boolean {
  return beginsAsText(head, byteLength);
}

/** What the bytes really are, in words, when that explains a refusal better than "not a PDF". */
function contentDescription(bytes: Uint8Array): string | null {
  if (isExecutable(bytes)) return 'a program';
  if (startsWith(bytes, ZIP_MAGIC)) return 'a ZIP archive';
  if (hasPdfHeader(bytes)) return 'a PDF';
  return null;
}

const KIND_NAMES: Record<FileKind, string> = {
  pdf: 'a PDF',
  docx: 'a Word (.docx) document',
  md: 'Markdown text (UTF-8, UTF-16 or Shift_JIS)',
  txt: 'plain text (UTF-8, UTF-16 or Shift_JIS)',
};

const CONTENT_CHECKS: Record<FileKind, (content: FileContent) => boolean> = {
  pdf: ({ head }) => hasPdfHeader(head),
  docx: isDocxContainer,
  md: isText,
  txt: isText,
};

function refuse(message: string): IngestError {
  return new IngestError('unsupported_type', message);
}

export function detectFileKind({ filename, declaredType, content }: FileKindInput): FileKind {
  const name = `"${filename}"`;
  const type = fileTypeForName(filename);
  if (!type) {
    throw refuse(`${name} is not a PDF, Word (.docx), Markdown (.md) or text (.txt) file.`);
  }
  const declared = essentialMimeType(declaredType);
  if (!NEUTRAL_MIME_TYPES.includes(declared) && !type.mimeTypes.includes(declared)) {
    throw refuse(`${name} was sent as ${declared}, which does not match its extension.`);
  }
  if (content.byteLength > MAX_FILE_BYTES) {
    throw new IngestError(
      'too_large',
      `${name} is larger than the ${MAX_FILE_BYTES / 1024 / 1024} MB limit for one file.`,
    );
  }
  // No separate executable check is needed: programs fail every content check (text must not contain NUL), and
  // a two-byte "MZ" signature would wrongly refuse a text file that starts with those letters.
  if (!CONTENT_CHECKS[type.kind](content)) {
    const actually = contentDescription(content.head);
    const what = actually ? `it is ${actually}` : 'its content does not match';
    throw refuse(`${name} is not ${KIND_NAMES[type.kind]}: ${what}.`);
  }
  return type.kind;
}
