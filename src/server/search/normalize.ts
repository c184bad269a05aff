// NFKC + lower-casing that remembers where every normalised character came from, so that highlights can point
// into the original text even when normalisation changed its length (full-width forms, ligatures, ｶﾞ → ガ).

export interface NormalizedText {
  text: string;
  /** For each UTF-16 unit of `text`: the start of the original span it came from. */
  originStart: Int32Array;
  /** For each UTF-16 unit of `text`: the end of the original span it came from. */
  originEnd: Int32Array;
}

const unitCache = new Map<string, string>();
const UNIT_CACHE_LIMIT = 50_000;
const COMBINING = /\p{M}/u;

/**
 * Normalises one "unit" (a code point and the combining marks after it) at a time. Normalising the whole string
 * at once would be faster but loses the offsets; per unit gives the same result for real text because NFKC only
 * composes a base with the marks that follow it.
 */
export function normalizeWithOffsets(input: string): NormalizedText {
  const out: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  while (i < input.length) {
    const end = unitEnd(input, i);
    const code = input.charCodeAt(i);
    const unit = end === i + 1 && code < 0x80 ? asciiLower(code) : normalizeUnit(input.slice(i, end));
    for (let u = 0; u < unit.length; u++) {
      starts.push(i);
      ends.push(end);
    }
    out.push(unit);
    i = end;
  }
  return { text: out.join(''), originStart: Int32Array.from(starts), originEnd: Int32Array.from(ends) };
}

/** The same text as `normalizeWithOffsets(input).text`, without building the offset tables. */
export function normalizeText(input: string): string {
  // Plain ASCII is common (English documents, queries) and needs only lower-casing.
  if (isAscii(input)) return input.toLowerCase();
  const out: string[] = [];
  let i = 0;
  while (i < input.length) {
    const end = unitEnd(input, i);
    const code = input.charCodeAt(i);
    out.push(end === i + 1 && code < 0x80 ? asciiLower(code) : normalizeUnit(input.slice(i, end)));
    i = end;
  }
  return out.join('');
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}

function asciiLower(code: number): string {
  return String.fromCharCode(code >= 65 && code <= 90 ? code + 32 : code);
}

function unitEnd(text: string, start: number): number {
  let end = start + codePointLength(text, start);
  while (end < text.length) {
    const next = text.charCodeAt(end);
    if (next < 0x300) break;
    // Half-width (semi-)voiced sound marks are not category M but compose with the kana before them.
    const length = codePointLength(text, end);
    if (next === 0xff9e || next === 0xff9f || COMBINING.test(text.slice(end, end + length))) end += length;
    else break;
  }
  return end;
}

function codePointLength(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && index + 1 < text.length ? 2 : 1;
}

function normalizeUnit(unit: string): string {
  let normalized = unitCache.get(unit);
  if (normalized === undefined) {
    normalized = unit.normalize('NFKC').toLowerCase();
    if (unitCache.size >= UNIT_CACHE_LIMIT) unitCache.clear();
    unitCache.set(unit, normalized);
  }
  return normalized;
}
