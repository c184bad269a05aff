import { CORPUS_KEY_NAME_MAX } from '../../common/limits';

/**
 * Spec 02 §5: "pack_" + timestamp + the lower-cased name reduced to letters, digits and underscores, cut to 20
 * characters. (A name in Japanese reduces to underscores; the timestamp keeps the key unique.)
 */
export function corpusKeyFor(name: string, at: Date): string {
  const reduced = name
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, CORPUS_KEY_NAME_MAX);
  return `pack_${at.getTime()}${reduced}`;
}
