/**
 * Where a PDF line ends in a hyphen, whether the hyphen is the typesetter's (a word broken to fit: "hyphen-" +
 * "ation" is "hyphenation") or the word's own (a compound broken at its hyphen: "well-" + "known" is "well-known").
 * The rule is deliberately simple, with no dictionary: between lower-case letters the hyphen is dropped, unless
 * - the part before it is a word that commonly starts compounds (the list below), or
 * - it already follows a hyphen ("state-of-the-" + "art"): a compound is being continued.
 * A soft hyphen (U+00AD) is always the typesetter's. A compound whose first word is not listed loses its hyphen
 * ("cost-" + "effective" → "costeffective"): rarer than broken words, and still found by its parts' prefixes.
 */
const COMPOUND_FIRST_WORDS = new Set(
  (
    'all built cross ever first full half high ill long low non one open read real second self short so ' +
    'third three two user well'
  ).split(' '),
);

const HYPHENATED_END = /(-?)(\p{L}+)([-\u2010\u00AD])$/u;

/** `line` appended to the lines before it: mended at a broken word, else after a line break for normalising. */
export function appendLine(before: string, line: string): string {
  const end = HYPHENATED_END.exec(before);
  if (end && /^\p{Ll}/u.test(line) && /\p{Ll}/u.test(end[2]?.slice(-1) ?? '')) {
    const soft = end[3] === '\u00AD';
    const compound = end[1] === '-' || COMPOUND_FIRST_WORDS.has((end[2] ?? '').toLowerCase());
    if (soft || !compound) return before.slice(0, -1) + line;
  }
  // A line break, not a space: normalising joins it as the script needs (none between Japanese characters).
  return `${before}\n${line}`;
}
