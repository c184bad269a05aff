import { UPLOAD_MAX_BYTES } from '../../../common/limits';

/** What the console's upload takes (spec 02 §5, §9: pdf, txt, md; the creator page adds docx). */
const ACCEPTED = [
  { extension: '.pdf', types: ['application/pdf'] },
  { extension: '.txt', types: ['text/plain'] },
  { extension: '.md', types: ['text/markdown', 'text/x-markdown'] },
] as const;

/** For the file picker: the same kinds, by extension and by media type. */
export const ACCEPT_ATTRIBUTE = ACCEPTED.flatMap((kind) => [kind.extension, ...kind.types]).join(',');

/** By media type or by extension: browsers give .md files no type, or text/plain, depending on the system. */
export function isAcceptedFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED.some(
    (kind) => (kind.types as readonly string[]).includes(file.type) || name.endsWith(kind.extension),
  );
}

/** Files of other kinds are skipped silently; accepted ones over 10 MB are kept apart to say why they were not sent. */
export function sortFiles(files: Iterable<File>): { accepted: File[]; tooLarge: File[] } {
  const kept = [...files].filter(isAcceptedFile);
  return {
    accepted: kept.filter((file) => file.size <= UPLOAD_MAX_BYTES),
    tooLarge: kept.filter((file) => file.size > UPLOAD_MAX_BYTES),
  };
}

/** A size in megabytes with one decimal, as the spec's messages write it ("10.5 MB"). */
export const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
