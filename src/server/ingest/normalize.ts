/**
 * One normal form for extracted text, so offsets, search and embeddings see the same characters whatever the
 * source format produced. Paragraphs come out separated by exactly "\n\n" and contain no other line breaks. Code
 * has its own, lighter form (`normalizeCode`): its line breaks are content.
 */
import { SUBDIVISION_FLAGS } from '../../common/text';
import { isJapaneseCharacter } from './script';

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;
/**
 * Every format character and default-ignorable code point, from the engine's Unicode tables (the same definition as
 * `withoutHiddenCharacters` in src/common/text.ts): soft hyphens and zero-width spaces would split words for search,
 * and the rest — tags, variation selectors, bidi controls, fillers, the Mongolian vowel separator, musical format
 * characters — is text a reader cannot see but a model reads. Kept only where it joins an emoji: a recommended
 * subdivision flag's tags (England, Scotland, Wales; a made-up "flag" loses its tags), a ZWJ between emoji (👩‍💻),
 * a presentation selector after an emoji-capable character (❤️, 1️⃣).
 * The selector of an ideographic variation sequence (葛 + U+E0100) goes too: it only picks a glyph of the same
 * character, search and the model read the base ideograph the same way, and a run of selectors is how text is
 * smuggled, so none is kept rather than telling one from many here. The ingest screen has read what they hid first.
 * A regular expression rather than a grapheme walk, since a document can be millions of characters long.
 */
const HIDDEN = new RegExp(
  `${SUBDIVISION_FLAGS.join('|')}|${String.raw`(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D(?=\p{Extended_Pictographic})|(?<=\p{Emoji})[\uFE0E\uFE0F]|([\p{Cf}\p{Default_Ignorable_Code_Point}])`}`,
  'gu',
);
/** Interlinear annotation marks separate the annotated text from its annotation: a space, so words stay apart. */
const ANNOTATION = /[\uFFF9-\uFFFB]/g;
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
  // The joiner reads only the last letter and hyphen before the break, so it is given the text's last four code
  // units, kept apart: reading the joined text itself (its end-anchored patterns, or even a slice of it) flattens the
  // whole paragraph so far for every line — 1 MB of short lines took 37 s.
  let end = '';
  for (const line of lines) {
    if (!line) continue;
    const joiner = joined ? lineJoiner(end, line) : '';
    joined = joined ? joined + joiner + line : line;
    end = (end + joiner + line).slice(-4);
  }
  return joined;
}

export function normalizeText(input: string): string {
  const text = input
    .normalize('NFKC')
    .replace(LINE_BREAK, '\n')
    .replace(CONTROL, '')
    .replace(ANNOTATION, ' ')
    .replace(HIDDEN, (match, hidden: string | undefined) => (hidden === undefined ? match : ''))
    .replace(HORIZONTAL_SPACE, ' ')
    .replace(/ ?\n ?/g, '\n');
  return text
    .split(BLANK_LINES)
    .map(joinLines)
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}

/**
 * Code's normal form: the same invisible and control characters go (a tab stays), but nothing else changes — no
 * NFKC (a full-width character in a string literal is the program's), no joined lines, no collapsed spaces; only
 * trailing spaces and the blank lines around the code. Search analyses the text with its own NFKC, so code is
 * still found by its words.
 */
export function normalizeCode(input: string): string {
  return input
    .replace(LINE_BREAK, '\n')
    .replace(CONTROL, '')
    .replace(ANNOTATION, ' ')
    .replace(HIDDEN, (match, hidden: string | undefined) => (hidden === undefined ? match : ''))
    .replace(/\u00A0/g, ' ')
    .replace(/[^\S\n]+$/gm, '')
    .replace(/^\n+|\n+$/g, '');
}
