/**
 * One normal form for extracted text, so offsets, search and embeddings see the same characters whatever the
 * source format produced. Paragraphs come out separated by exactly "\n\n" and contain no other line breaks.
 */
import { isJapaneseCharacter } from './script';

// Soft hyphens, zero-width spaces and byte-order marks are invisible but would split words for search.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\u00AD\u200B\uFEFF]/g;
// Text a reader cannot see but a model reads: tag characters ("ASCII smuggling"), bidirectional controls, word
// joiners, zero-width non-joiners; a zero-width joiner only outside emoji sequences (👩‍💻 keeps its joiner).
const HIDDEN =
  // eslint-disable-next-line no-misleading-character-class -- a lone joiner or modifier is what is matched
  /[\u{E0000}-\u{E007F}\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u2060-\u2064\u200C]|(?<![\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F])\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;
const HORIZONTAL_SPACE = /[^\S\n]+/g;
const BLANK_LINES = /\n{2,}/;
const LAST = /.$/u;
const FIRST = /^./u;

/**
 * How two lines of one paragraph meet. A wrap inside Japanese text is no gap at all (Japanese has no spaces);
 * inside English it was a space; after a hyphenated word the hyphen stays and the word closes up.
 */
function lineJoiner(before: string, after: string): string {
  const last = LAST.exec(before)?.[0];
  const first = FIRST.exec(after)?.[0];
  if (isJapaneseCharacter(last) || isJapaneseCharacter(first)) return '';
  if (last === '-' && /\p{L}-$/u.test(before) && first !== undefined && /\p{Ll}/u.test(first)) return '';
  return ' ';
}

function joinLines(paragraph: string): string {
  const lines = paragraph.split('\n').map((line) => line.trim());
  let joined = '';
  for (const line of lines) {
    if (!line) continue;
    joined = joined ? joined + lineJoiner(joined, line) + line : line;
  }
  return joined;
}

export function normalizeText(input: string): string {
  const text = input
    .normalize('NFKC')
    .replace(LINE_BREAK, '\n')
    .replace(INVISIBLE, '')
    .replace(HIDDEN, '')
    .replace(HORIZONTAL_SPACE, ' ')
    .replace(/ ?\n ?/g, '\n');
  return text
    .split(BLANK_LINES)
    .map(joinLines)
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}
