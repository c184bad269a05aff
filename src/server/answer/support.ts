// Interim until the support check lands from its branch (answers-support): same signature, term overlap only.
import type { AnswerLanguage, AnswerSupport } from '../../common/contracts/answers';
import { splitSentences } from '../ingest/sentences';
import { analyze } from '../search/analyze';
import { highlightRanges } from '../search/highlight';

export interface SupportResult extends AnswerSupport {
  highlights: Map<number, { start: number; end: number }[]>;
}

export function checkSupport(
  answer: string,
  sources: ReadonlyMap<number, string>,
  _language: AnswerLanguage,
): SupportResult {
  const sentences: AnswerSupport['sentences'] = [];
  const highlights = new Map<number, { start: number; end: number }[]>();
  for (const span of splitSentences(answer)) {
    const text = answer.slice(span.start, span.end);
    const citations = [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])).filter((n) => sources.has(n));
    if (citations.length === 0) continue;
    const terms = analyze(text.replace(/\[\d+\]/g, ''));
    const cited = citations.map((n) => sources.get(n) ?? '').join('\n');
    const citedTerms = new Set(analyze(cited));
    const score = terms.length === 0 ? 0 : terms.filter((t) => citedTerms.has(t)).length / terms.length;
    sentences.push({ start: span.start, end: span.end, citations, supported: score >= 0.5, score });
    for (const n of citations) highlights.set(n, highlightRanges(sources.get(n) ?? '', terms));
  }
  const score =
    sentences.length === 0 ? null : sentences.filter((s) => s.supported).length / sentences.length;
  return { score, sentences, highlights };
}
