import { analyzeWithOffsets, DEFAULT_ANALYZER, type AnalyzerOptions } from './analyze';

export interface TextRange {
  start: number;
  end: number;
}

/**
 * Highlighting reads Japanese by character bigrams only: no word segmentation (Intl.Segmenter is most of the
 * cost of analysing a passage, and a search returns several). Query words are matched through their bigrams.
 */
const HIGHLIGHT_ANALYZER: AnalyzerOptions = { ...DEFAULT_ANALYZER, japanese: 'bigram' };
const CJK_TERM = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;

/** The query's terms as highlighting matches them: Japanese words become their bigrams; bare particles are dropped. */
function highlightTerms(queryTokens: string[]): Set<string> {
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
  return terms;
}

/**
 * Character ranges of the ORIGINAL text whose analysed form is one of the query's terms: "Running" for the query
 * term "run", or the span of 梅雨入り covered by matching Japanese bigrams. Overlapping and touching spans are
 * merged so a Japanese phrase lights up as one mark rather than a row of overlapping bigrams.
 */
export function highlightRanges(text: string, queryTokens: string[]): TextRange[] {
  const wanted = highlightTerms(queryTokens);
  if (wanted.size === 0) return [];
  const spans = analyzeWithOffsets(text, HIGHLIGHT_ANALYZER)
    .filter((token) => wanted.has(token.term))
    .map(({ start, end }) => ({ start, end }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TextRange[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push(span);
  }
  return merged;
}
