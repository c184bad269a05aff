import type { FileKind } from './types';

/** The media type a document is stored with, once its content has shown what it is. */
export const MIME_BY_KIND: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown',
  txt: 'text/plain',
};

export function kindForMime(mimeType: string): FileKind {
  const kind = (Object.keys(MIME_BY_KIND) as FileKind[]).find((k) => MIME_BY_KIND[k] === mimeType);
  if (!kind) throw new Error(`No extractor for ${mimeType}`);
  return kind;
}
