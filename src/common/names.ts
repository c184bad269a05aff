// How a person's name is shortened, by the conventions of its script (issue 48): Japanese, Chinese and Korean names
// are written family name first and are not abbreviated with initials and dots.

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function parts(name: string | null | undefined): string[] {
  return (name ?? '').trim().split(/\s+/).filter(Boolean);
}

/** Whether a name is written in a CJK script (so family name first, no initials). */
export function isCjkName(name: string): boolean {
  return CJK.test(name);
}

/**
 * A buyer's name as reviews and the activity feed show it (privacy; the spec's shortened names): "Aiko Sato" →
 * "Aiko S."; "鈴木 一郎" → "鈴木" (the family name, which comes first; the interface adds さん where it addresses
 * them). A CJK name written without a space gives its first two characters, the usual length of a family name.
 */
export function shortName(fullName: string | null, fallback = 'Kenja buyer'): string {
  const words = parts(fullName);
  const [first, ...rest] = words;
  if (first === undefined) return fallback;
  if (isCjkName(first)) return words.length > 1 ? first : [...first].slice(0, 2).join('');
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]?.toUpperCase()}.` : first;
}

/**
 * The letters an avatar shows: "Aiko Sato" → "AS" (first and last name), no name → "?"; a CJK name → its first character ("田中 健一" → "田"), since two
 * characters taken from the family and given names read as a different word.
 */
export function initials(name: string | null | undefined): string {
  const words = parts(name);
  const [first] = words;
  if (first === undefined) return '?';
  const initial = (word: string | undefined) => [...(word ?? '')][0]?.toUpperCase() ?? '';
  if (isCjkName(first)) return initial(first);
  return initial(first) + (words.length > 1 ? initial(words.at(-1)) : '');
}
