import { UPLOAD_MAX_BYTES } from '../../../common/limits';

/** The kinds of document the knowledge engine reads, by extension and by media type (spec 02 §5, §9). */
const FILE_KINDS = {
  pdf: { extension: '.pdf', types: ['application/pdf'] },
  txt: { extension: '.txt', types: ['text/plain'] },
  md: { extension: '.md', types: ['text/markdown', 'text/x-markdown'] },
  docx: {
    extension: '.docx',
    types: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

/** The admin console takes pdf, txt and md; the creator upload page adds docx (spec 02 §5, §9). */
export const ADMIN_FILE_KINDS: readonly FileKind[] = ['pdf', 'txt', 'md'];
export const CREATOR_FILE_KINDS: readonly FileKind[] = ['pdf', 'txt', 'md', 'docx'];

/** For the file picker: the same kinds, by extension and by media type. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return kinds.flatMap((kind) => [FILE_KINDS[kind].extension, ...FILE_KINDS[kind].types]).join(',');
}

/** By media type or by extension: browsers give .md files no type, or text/plain, depending on the system. */
export function isAcceptedFile(file: File, kinds: readonly FileKind[]): boolean {
  const name = file.name.toLowerCase();
  return kinds.some(
    (kind) =>
      (FILE_KINDS[kind].types as readonly string[]).includes(file.type) ||
      name.endsWith(FILE_KINDS[kind].extension),
  );
}

/** Files of other kinds are skipped silently; accepted ones over 10 MB are kept apart to say why they were not sent. */
export function sortFiles(
  files: Iterable<File>,
  kinds: readonly FileKind[],
): { accepted: File[]; tooLarge: File[] } {
  const kept = [...files].filter((file) => isAcceptedFile(file, kinds));
  return {
    accepted: kept.filter((file) => file.size <= UPLOAD_MAX_BYTES),
    tooLarge: kept.filter((file) => file.size > UPLOAD_MAX_BYTES),
  };
}

/** A size in megabytes with one decimal, as the spec's messages write it ("10.5 MB"). */
export const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
