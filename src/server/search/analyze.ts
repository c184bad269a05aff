// One analyser for English and Japanese (documents mix them), used both when indexing and when querying.
import { englishTerm } from './english';
import { intlWordSegmenter, japaneseTerms, type JapaneseMode, type WordSegmenter } from './japanese';
import { normalizeText } from './normalize';

export interface AnalyzerOptions {
  japanese: JapaneseMode;
  segmenter: WordSegmenter;
  /** English words stemmed (the default), or only lower-cased: the ranker's second guess at a query word. */
  stem?: boolean;
}

/** Receives each term with its [start, end) offsets in the normalised text. */
type TermSink = (term: string, start: number, end: number) => void;

/**
 * Stored beside analysed chunks: terms made by another version must be re-analysed before they are searched,
 * since index and query terms must come from the same analyser. Bump on any change to the terms produced.
 */
// 2: invisible characters stripped, chunks screened for injection. 3: acronyms and camel-case names not stemmed,
// heading words counted twice; chunk text keeps code as Markdown fences (ADR 0032). 4: a camel-case name ending in
// capitals loses its plural s (microRNAs → microrna).
export const ANALYZER_VERSION = 4;

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
/** What `forEachRun` reports: a run of Latin/digit word characters, or of kanji and kana. */
export type RunKind = typeof Kind.Word | typeof Kind.Cjk;
export const RUN_KIND = { word: Kind.Word, cjk: Kind.Cjk } as const;

/** Index terms in text order, duplicates kept. */
export function analyze(text: string): string[] {
  return createAnalyzer(DEFAULT_ANALYZER)(text);
}

/**
 * The same terms as `analyze`, one for one, with English words lower-cased but not stemmed: "sus" typed in lower
 * case stems to "su", while the pack wrote SUS and holds "sus".
 */
export function analyzeUnstemmed(text: string): string[] {
  return createAnalyzer({ ...DEFAULT_ANALYZER, stem: false })(text);
}

/** An analyser with other Japanese options: the benchmark compares them; Kenja itself uses `analyze`. */
export function createAnalyzer(options: AnalyzerOptions): (text: string) => string[] {
  return (text) => {
    const terms: string[] = [];
    scanTerms(normalizeText(text), options, (term) => terms.push(term));
    return terms;
  };
}

export function termFrequencies(tokens: string[]): { terms: string[]; freqs: number[]; length: number } {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return { terms: [...counts.keys()], freqs: [...counts.values()], length: tokens.length };
}

function scanTerms(text: string, options: AnalyzerOptions, sink: TermSink): void {
  forEachRun(text, (kind, start, end) => {
    if (kind === Kind.Cjk) {
      const run = text.slice(start, end);
      japaneseTerms(run, options.japanese, options.segmenter, (term, s, e) =>
        sink(term, start + s, start + e),
      );
      return;
    }
    const term = latinTerm(text, start, end, options.stem);
    if (term !== undefined) sink(term, start, end);
  });
}

/**
 * Calls `visit` for each run of word characters in normalised text: Latin/digit words and runs of kanji and kana,
 * each [start, end). Highlighting walks the same runs as indexing, so the two never disagree on what a word is.
 */
export function forEachRun(text: string, visit: (kind: RunKind, start: number, end: number) => void): void {
  let runStart = 0;
  let runKind: Kind = Kind.Other;
  for (let i = 0; i <= text.length; i++) {
    const kind = i < text.length ? classify(text, i) : Kind.Other;
    if (kind === runKind) continue;
    if (runKind !== Kind.Other) visit(runKind, runStart, i);
    runStart = i;
    runKind = kind;
  }
}

/**
 * The index term of the Latin/digit word text[start, end) of normalised text (ASCII case as written), or undefined
 * for a stop word or a possessive "s".
 */
export function latinTerm(text: string, start: number, end: number, stem = true): string | undefined {
  // Possessive "'s" (Lucene's EnglishPossessiveFilter): the apostrophe splits it off, and a lone "s" means nothing.
  if (
    end - start === 1 &&
    (text.charCodeAt(start) | 0x20) === 115 &&
    start > 0 &&
    isApostrophe(text.charCodeAt(start - 1))
  )
    return undefined;
  return englishTerm(text.slice(start, end), stem);
}

function isApostrophe(code: number): boolean {
  return code === 0x27 || code === 0x2019;
}

/** Kinds of the Basic Multilingual Plane's characters, filled as they are first met (0 = not yet known). */
const bmpKinds = new Uint8Array(0x10000);

function classify(text: string, i: number): Kind {
  const code = text.charCodeAt(i);
  if (code < 0x80) {
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90)
      ? Kind.Word
      : Kind.Other;
  }
  // Low surrogates belong to the code point that started before them (e.g. rare kanji outside the BMP).
  if (code >= 0xdc00 && code <= 0xdfff && i > 0) return classify(text, i - 1);
  const isBmp = code < 0xd800 || code > 0xdfff;
  // Stored +1 so that 0 means "not classified yet"; the two regular expressions run once per character.
  const known = isBmp ? bmpKinds[code] : 0;
  if (known) return (known - 1) as Kind;
  const char = String.fromCodePoint(text.codePointAt(i) ?? code);
  const kind = CJK.test(char) ? Kind.Cjk : WORD.test(char) ? Kind.Word : Kind.Other;
  if (isBmp) bmpKinds[code] = kind + 1;
  return kind;
}
