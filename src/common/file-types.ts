/**
 * The document files a creator may upload to a knowledge pack, shared by the upload form (its `accept` list and
 * early size check) and the server (which checks extension, declared type and content again).
 */
export type FileKind = 'pdf' | 'docx' | 'md' | 'txt';

export interface AcceptedFileType {
  kind: FileKind;
  /** Lower-case, with the dot. */
  extensions: readonly string[];
  /** Declared types that agree with the extension. Browsers differ: a `.md` often arrives as `text/plain`. */
  mimeTypes: readonly string[];
}

export const ACCEPTED_FILE_TYPES: readonly AcceptedFileType[] = [
  { kind: 'pdf', extensions: ['.pdf'], mimeTypes: ['application/pdf', 'application/x-pdf'] },
  {
    kind: 'docx',
    extensions: ['.docx'],
    // Some mail clients and older systems label any Office Open XML file as a plain ZIP.
    mimeTypes: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/zip',
      'application/x-zip-compressed',
    ],
  },
  {
    kind: 'md',
    extensions: ['.md', '.markdown'],
    mimeTypes: ['text/markdown', 'text/x-markdown', 'text/plain'],
  },
  { kind: 'txt', extensions: ['.txt'], mimeTypes: ['text/plain'] },
];

/** Declared types that say nothing about the file (no type, or "some bytes"); the extension and content decide. */
export const NEUTRAL_MIME_TYPES: readonly string[] = ['', 'application/octet-stream', 'binary/octet-stream'];

/** Largest file accepted for ingestion (the upload route may refuse earlier). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** For `<input type="file" accept>`: every extension and the canonical type of each kind. */
export const FILE_INPUT_ACCEPT = ACCEPTED_FILE_TYPES.flatMap((type) => [
  ...type.extensions,
  type.mimeTypes[0] ?? '',
]).join(',');

/** The lower-case extension of a file name with its dot, or '' when it has none. */
export function fileExtension(filename: string): string {
  const base = filename.slice(Math.max(filename.lastIndexOf('/'), filename.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** The accepted type a file name's extension points at, if any. */
export function fileTypeForName(filename: string): AcceptedFileType | undefined {
  const extension = fileExtension(filename);
  return ACCEPTED_FILE_TYPES.find((type) => type.extensions.includes(extension));
}

/** `Text/Plain; charset=UTF-8` → `text/plain`. */
export function essentialMimeType(declared: string): string {
  return (declared.split(';')[0] ?? '').trim().toLowerCase();
}
