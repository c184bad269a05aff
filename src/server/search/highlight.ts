import { forEachRun, latinTerm, RUN_KIND } from './analyze';
import { isOwnNormalForm, normalizeWithOffsets } from './normalize';

export interface TextRange {
  start: number;
  end: number;
}

const CJK_TERM = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;

/**
 * What a passage is searched for, prepared so that most of its words are passed over without being stemmed or
 * sliced: a word can only stem to a wanted term if it starts with that term's first two characters (Porter's
 * rules only rewrite a word's end, and keep at least two letters of a word of three or more), and a Japanese
 * bigram is compared as a pair of code points before it is made a string.
 */
interface Wanted {
  terms: Set<string>;
  /** First one or two UTF-16 units of each wanted term, as `prefixKey` packs them. */
  prefixes: Set<number>;
  /** Whether a wanted term is one unit long (then a word's first unit alone is checked too). */
  shortTerms: boolean;
  /** Wanted terms of exactly two code points, as `pairKey` packs them. */
  pairs: Set<number>;
}

/**
 * The query's terms as highlighting matches them. Japanese is read by character bigrams only, with no word
 * segmentation (Intl.Segmenter is most of the cost of analysing a passage, and a search returns several): query
 * words become their bigrams, and bare particles are dropped.
 */
function wantedTerms(queryTokens: string[]): Wanted {
  const terms = new Set<string>();
  for (const token of queryTokens) {
    if (!CJK_TERM.test(token)) {
      terms.add(token);
      continue;
    }
    if (HIRAGANA_ONLY.test(token) && token.length <= 2) continue;
    const chars = Array.from(token);
    if (chars.length === 1) terms.add(token);
    for (let i = 0; i + 1 < chars.length; i++) terms.add(`${chars[i] ?? ''}${chars[i + 1] ?? ''}`);
  }
  const prefixes = new Set<number>();
  const pairs = new Set<number>();
  let shortTerms = false;
  for (const term of terms) {
    prefixes.add(prefixKey(term, 0, term.length));
    if (term.length === 1) shortTerms = true;
    const first = term.codePointAt(0) ?? 0;
    const second = term.length > 1 ? term.codePointAt(first > 0xffff ? 2 : 1) : undefined;
    if (second !== undefined && String.fromCodePoint(first, second) === term)
      pairs.add(pairKey(first, second));
  }
  return { terms, prefixes, shortTerms, pairs };
}

function prefixKey(text: string, start: number, end: number): number {
  return end - start >= 2
    ? 0x10000 + text.charCodeAt(start) * 0x10000 + text.charCodeAt(start + 1)
    : text.charCodeAt(start);
}

function pairKey(first: number, second: number): number {
  return first * 0x110000 + second;
}

/**
 * Character ranges of the ORIGINAL text whose analysed form is one of the query's terms: "Running" for the query
 * term "run", or the span of 梅雨入り covered by matching Japanese bigrams. Overlapping and touching spans are
 * merged so a Japanese phrase lights up as one mark rather than a row of overlapping bigrams.
 */
export function highlightRanges(text: string, queryTokens: string[]): TextRange[] {
  const wanted = wantedTerms(queryTokens);
  if (wanted.terms.size === 0) return [];
  const normalized = isOwnNormalForm(text) ? undefined : normalizeWithOffsets(text);
  // Terms are read from the text as written (an acronym keeps its capitals); the quick checks compare lower case.
  const scanned = normalized ? normalized.text : text;
  const lower = scanned.toLowerCase();
  const spans: TextRange[] = [];
  const mark = (start: number, end: number) =>
    spans.push(
      normalized
        ? { start: normalized.originStart[start] ?? 0, end: normalized.originEnd[end - 1] ?? 0 }
        : { start, end },
    );
  forEachRun(scanned, (kind, start, end) => {
    if (kind === RUN_KIND.cjk) markBigrams(lower, start, end, wanted, mark);
    else if (couldMatch(lower, start, end, wanted)) {
      const term = latinTerm(scanned, start, end);
      if (term !== undefined && wanted.terms.has(term)) mark(start, end);
    }
  });
  return mergeTouching(spans);
}

/**
 * A passage read once for highlighting, for as long as the passage cache keeps it: each word's index term with its
 * span in the original text, and its runs of kanji and kana. Highlighting it for a query is then a set lookup per
 * word: scanning, normalising and stemming a passage for every query was most of a search's time on short queries
 * (about 40 µs a passage, 15 passages a search; ADR 0031).
 */
export interface PreparedText {
  readonly text: string;
  /** The index term of each Latin/digit word that has one (stop words have none), in text order. */
  readonly terms: readonly string[];
  /** Where each of those words is in the original text: [starts[i], ends[i]). */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** Runs of kanji and kana as [start, end) pairs of the original text (its own normal form). */
  readonly cjkRuns: Int32Array;
}

/**
 * `text` prepared for `highlightPrepared`, or undefined when it has kanji or kana and normalising changes it (their
 * bigrams would need the whole offset tables kept): such a text is highlighted by `highlightRanges` as it comes.
 */
export function prepareForHighlighting(text: string): PreparedText | undefined {
  const normalized = isOwnNormalForm(text) ? undefined : normalizeWithOffsets(text);
  const scanned = normalized ? normalized.text : text;
  const terms: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const cjkRuns: number[] = [];
  forEachRun(scanned, (kind, start, end) => {
    if (kind === RUN_KIND.cjk) {
      cjkRuns.push(start, end);
      return;
    }
    const term = latinTerm(scanned, start, end);
    if (term === undefined) return;
    terms.push(term);
    starts.push(normalized ? (normalized.originStart[start] ?? 0) : start);
    ends.push(normalized ? (normalized.originEnd[end - 1] ?? 0) : end);
  });
  if (normalized && cjkRuns.length > 0) return undefined;
  return {
    text,
    terms,
    starts: Int32Array.from(starts),
    ends: Int32Array.from(ends),
    cjkRuns: Int32Array.from(cjkRuns),
  };
}

/** The same ranges as `highlightRanges(prepared.text, queryTokens)`. */
export function highlightPrepared(prepared: PreparedText, queryTokens: string[]): TextRange[] {
  const wanted = wantedTerms(queryTokens);
  if (wanted.terms.size === 0) return [];
  const spans: TextRange[] = [];
  const mark = (start: number, end: number) => spans.push({ start, end });
  const { terms, starts, ends, cjkRuns, text } = prepared;
  for (let i = 0; i < terms.length; i++) {
    if (wanted.terms.has(terms[i] as string)) mark(starts[i] ?? 0, ends[i] ?? 0);
  }
  // Kanji and kana have no case: the text as written is what the scan compares.
  for (let r = 0; r < cjkRuns.length; r += 2)
    markBigrams(text, cjkRuns[r] ?? 0, cjkRuns[r + 1] ?? 0, wanted, mark);
  return mergeTouching(spans);
}

function couldMatch(text: string, start: number, end: number, wanted: Wanted): boolean {
  return (
    wanted.prefixes.has(prefixKey(text, start, end)) ||
    (wanted.shortTerms && wanted.prefixes.has(text.charCodeAt(start)))
  );
}

/** A run of one character is a term of its own (e.g. 雨); a longer run is read as its overlapping bigrams. */
function markBigrams(
  text: string,
  start: number,
  end: number,
  wanted: Wanted,
  mark: (start: number, end: number) => void,
): void {
  let first = text.codePointAt(start) ?? 0;
  let firstEnd = start + (first > 0xffff ? 2 : 1);
  if (firstEnd >= end) {
    if (wanted.terms.has(text.slice(start, end))) mark(start, end);
    return;
  }
  let at = start;
  while (firstEnd < end) {
    const second = text.codePointAt(firstEnd) ?? 0;
    const secondEnd = firstEnd + (second > 0xffff ? 2 : 1);
    if (wanted.pairs.has(pairKey(first, second))) mark(at, secondEnd);
    at = firstEnd;
    first = second;
    firstEnd = secondEnd;
  }
}

function mergeTouching(spans: TextRange[]): TextRange[] {
  spans.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TextRange[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push(span);
  }
  return merged;
}
