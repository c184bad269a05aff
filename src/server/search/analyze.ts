// One analyser for English and Japanese (documents mix them), used both when indexing and when querying.
import { englishTerm } from './english';
import { intlWordSegmenter, japaneseTerms, type JapaneseMode, type WordSegmenter } from './japanese';
import { isAscii, normalizeText, normalizeWithOffsets } from './normalize';

export interface AnalyzerOptions {
  japanese: JapaneseMode;
  segmenter: WordSegmenter;
}

/** Receives each term with its [start, end) offsets in the normalised text. */
type TermSink = (term: string, start: number, end: number) => void;

/**
 * Stored beside analysed chunks: terms made by another version must be re-analysed before they are searched,
 * since index and query terms must come from the same analyser. Bump on any change to the terms produced.
 */
export const ANALYZER_VERSION = 2; // 2: invisible characters stripped, chunks screened for injection

/** What measured best on JSQuAD (docs/decisions/0019-lexical-search.md). */
export const DEFAULT_ANALYZER: AnalyzerOptions = {
  japanese: 'word-bigram-no-hiragana',
  segmenter: intlWordSegmenter,
};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヶ]/u;
const WORD = /[\p{L}\p{N}\p{M}]/u;
// Plain numbers rather than an enum: the scan classifies every character, and enums are not erasable syntax.
const Kind = { Other: 0, Word: 1, Cjk: 2 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

/** Index terms in text order, duplicates kept. */
export function analyze(text: string): string[] {
  return createAnalyzer(DEFAULT_ANALYZER)(text);
}

/** An analyser with other Japanese options: the benchmark compares them; Kenja itself uses `analyze`. */
export function createAnalyzer(options: AnalyzerOptions): (text: string) => string[] {
  return (text) => {
    const terms: string[] = [];
    scanTerms(normalizeText(text), options, (term) => terms.push(term));
    return terms;
  };
}

/** Terms with their spans in the ORIGINAL text (for highlighting). */
export function analyzeWithOffsets(
  text: string,
  options: AnalyzerOptions = DEFAULT_ANALYZER,
): Array<{ term: string; start: number; end: number }> {
  const terms: Array<{ term: string; start: number; end: number }> = [];
  // Plain ASCII only changes case when normalised, so offsets are the text's own: no tables to build.
  if (isAscii(text)) {
    scanTerms(text.toLowerCase(), options, (term, start, end) => terms.push({ term, start, end }));
    return terms;
  }
  const normalized = normalizeWithOffsets(text);
  scanTerms(normalized.text, options, (term, start, end) =>
    terms.push({ term, start: normalized.originStart[start] ?? 0, end: normalized.originEnd[end - 1] ?? 0 }),
  );
  return terms;
}

export function termFrequencies(tokens: string[]): { terms: string[]; freqs: number[]; length: number } {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return { terms: [...counts.keys()], freqs: [...counts.values()], length: tokens.length };
}

function scanTerms(text: string, options: AnalyzerOptions, sink: TermSink): void {
  let runStart = 0;
  let runKind: Kind = Kind.Other;
  for (let i = 0; i <= text.length; i++) {
    const kind = i < text.length ? classify(text, i) : Kind.Other;
    if (kind === runKind) continue;
    if (runKind !== Kind.Other) emitRun(text, runStart, i, runKind, options, sink);
    runStart = i;
    runKind = kind;
  }
}

function emitRun(
  text: string,
  start: number,
  end: number,
  kind: Kind,
  options: AnalyzerOptions,
  sink: TermSink,
): void {
  const run = text.slice(start, end);
  if (kind === Kind.Cjk) {
    japaneseTerms(run, options.japanese, options.segmenter, (term, s, e) => sink(term, start + s, start + e));
    return;
  }
  // Possessive "'s" (Lucene's EnglishPossessiveFilter): the apostrophe splits it off, and a lone "s" means nothing.
  if (run === 's' && start > 0 && isApostrophe(text.charCodeAt(start - 1))) return;
  const term = englishTerm(run);
  if (term !== undefined) sink(term, start, end);
}

function isApostrophe(code: number): boolean {
  return code === 0x27 || code === 0x2019;
}

function classify(text: string, i: number): Kind {
  const code = text.charCodeAt(i);
  if (code < 0x80) {
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90)
      ? Kind.Word
      : Kind.Other;
  }
  // Low surrogates belong to the code point that started before them (e.g. rare kanji outside the BMP).
  if (code >= 0xdc00 && code <= 0xdfff && i > 0) return classify(text, i - 1);
  const char = String.fromCodePoint(text.codePointAt(i) ?? code);
  if (CJK.test(char)) return Kind.Cjk;
  return WORD.test(char) ? Kind.Word : Kind.Other;
}
