import { analyzeWithOffsets } from './analyze';

export interface TextRange {
  start: number;
  end: number;
}

/**
 * Character ranges of the ORIGINAL text whose analysed form is one of the query's terms: "Running" for the query
 * term "run", or the span of 梅雨入り covered by matching Japanese terms. Overlapping and touching spans are
 * merged so a Japanese phrase lights up as one mark rather than a row of overlapping bigrams.
 */
export function highlightRanges(text: string, queryTokens: string[]): TextRange[] {
  const wanted = new Set(queryTokens);
  if (wanted.size === 0) return [];
  const spans = analyzeWithOffsets(text)
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
