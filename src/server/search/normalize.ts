// NFKC + lower-casing (of all but ASCII, which the analyser lower-cases per word once it has told an acronym
// like SUS from a word) that remembers where every normalised character came from, so that highlights can point
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
const NON_ASCII = /[^\0-\x7f]+/gu;

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
    // Most characters are their own normal form (ASCII, and lower-case letters): a run of them is copied as one slice.
    const runEnd = simpleRunEnd(input, i);
    if (runEnd > i) {
      out.push(input.slice(i, runEnd));
      for (let u = i; u < runEnd; u++) {
        starts.push(u);
        ends.push(u + 1);
      }
      i = runEnd;
      continue;
    }
    const end = unitEnd(input, i);
    const unit = normalizeUnit(input.slice(i, end));
    for (let u = 0; u < unit.length; u++) {
      starts.push(i);
      ends.push(end);
    }
    out.push(unit);
    i = end;
  }
  return { text: out.join(''), originStart: Int32Array.from(starts), originEnd: Int32Array.from(ends) };
}

const KNOWN = 1;
/** NFKC and lower-casing leave the character as it is. (ASCII is never looked up: it is kept as it is.) */
const SIMPLE = 2;
/** Composes with the character before it (a combining mark, or a half-width voiced sound mark). */
const JOINS = 4;
/** Traits of the Basic Multilingual Plane's characters, worked out when first met (0 = not yet). */
const bmpTraits = new Uint8Array(0x10000);

function traits(code: number): number {
  const known = bmpTraits[code] ?? 0;
  if (known) return known;
  const char = String.fromCharCode(code);
  let found = KNOWN;
  // Surrogate halves are left to the per-unit path, which sees the whole code point.
  const surrogate = code >= 0xd800 && code <= 0xdfff;
  if (!surrogate && char.normalize('NFKC').toLowerCase() === char && char.toLowerCase() === char)
    found |= SIMPLE;
  if (code === 0xff9e || code === 0xff9f || (!surrogate && COMBINING.test(char))) found |= JOINS;
  bmpTraits[code] = found;
  return found;
}

/** Where a run of simple characters starting at `start` ends (a character a mark composes with is left out). */
function simpleRunEnd(text: string, start: number): number {
  for (let end = start; end < text.length; end++) {
    const code = text.charCodeAt(end);
    if (code < 0x80) continue;
    const found = traits(code);
    // The character before a mark composes with it: the run ends before that character.
    if (found & JOINS) return Math.max(start, end - 1);
    if (!(found & SIMPLE)) return end;
  }
  return text.length;
}

/** The same text as `normalizeWithOffsets(input).text`, without building the offset tables. */
export function normalizeText(input: string): string {
  const out: string[] = [];
  let i = 0;
  while (i < input.length) {
    const runEnd = simpleRunEnd(input, i);
    if (runEnd > i) {
      out.push(input.slice(i, runEnd));
      i = runEnd;
      continue;
    }
    const end = unitEnd(input, i);
    out.push(normalizeUnit(input.slice(i, end)));
    i = end;
  }
  return out.join('');
}

/**
 * Whether normalising leaves the text as it is, character for character (true of plain ASCII, and of most
 * prose with curly quotes or dashes): then its offsets are the text's own and no tables need building.
 */
export function isOwnNormalForm(text: string): boolean {
  return simpleRunEnd(text, 0) === text.length;
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
    // Full-width Ｓ becomes ASCII S and keeps its case, like the S typed on a half-width keyboard.
    normalized = unit.normalize('NFKC').replace(NON_ASCII, (chars) => chars.toLowerCase());
    if (unitCache.size >= UNIT_CACHE_LIMIT) unitCache.clear();
    unitCache.set(unit, normalized);
  }
  return normalized;
}
