import { textSegments } from '../../common/code-fence';
import { splitSentences, type Span } from '../ingest';
import { analyze } from '../search';
import { subjectTerms } from './coverage';

export interface ExtractiveSource {
  number: number;
  text: string;
}

/** How many sentences an extractive answer quotes, at most, and from how many of the top passages. */
const MAX_SENTENCES = 4;
const MAX_PASSAGES = 3;
const MAX_PER_PASSAGE = 2;

/** The sentences of a passage's prose: its code blocks are not sentences, and are never quoted as one. */
function proseSentences(text: string): Span[] {
  return textSegments(text).flatMap((segment) =>
    segment.code
      ? []
      : splitSentences(text.slice(segment.start, segment.end)).map((span) => ({
          start: segment.start + span.start,
          end: segment.start + span.end,
        })),
  );
}

interface Candidate {
  source: number;
  start: number;
  text: string;
  score: number;
}

/**
 * The answer when no model is configured: the sentences of the top passages that share the most of the
 * question's terms, quoted word for word in source order, each cited [n]. Empty when no sentence shares a term.
 */
export function extractiveAnswer(question: string, sources: ExtractiveSource[]): string {
  // The question's subject, not its question words: 「いつ使うべきですか」 chose sentences for 使う and です.
  const subject = subjectTerms(question);
  const questionTerms = new Set(subject.length > 0 ? subject : analyze(question));
  if (questionTerms.size === 0) return '';
  const sentences = sources.slice(0, MAX_PASSAGES).flatMap((source, rank) =>
    proseSentences(source.text).map((span) => {
      const text = source.text.slice(span.start, span.end).trim();
      return { source: source.number, rank, start: span.start, text, terms: new Set(analyze(text)) };
    }),
  );
  // A question term found in few of these sentences says more than one found in most: "useDeferredValue" more
  // than 使う, which three passages about React all use (an inverse sentence frequency, as BM25 weighs terms).
  const weight = new Map(
    [...questionTerms].map((term) => {
      const holding = sentences.filter((sentence) => sentence.terms.has(term)).length;
      return [term, Math.log(1 + sentences.length / (1 + holding))];
    }),
  );
  const whole = [...weight.values()].reduce((sum, w) => sum + w, 0);
  const candidates: Candidate[] = [];
  for (const { source, rank, start, text, terms } of sentences) {
    let shared = 0;
    for (const term of questionTerms) if (terms.has(term)) shared += weight.get(term) ?? 0;
    if (shared === 0) continue;
    // Coverage of the question first; a higher-ranked passage and a shorter sentence break ties.
    const score = shared / whole - rank * 0.05 - Math.min(text.length, 600) / 60_000;
    candidates.push({ source, start, text, score });
  }
  const chosen: Candidate[] = [];
  for (const candidate of candidates.sort((a, b) => b.score - a.score)) {
    if (chosen.length === MAX_SENTENCES) break;
    if (chosen.filter((c) => c.source === candidate.source).length === MAX_PER_PASSAGE) continue;
    chosen.push(candidate);
  }
  chosen.sort((a, b) => a.source - b.source || a.start - b.start);
  const paragraphs: string[] = [];
  for (const [index, candidate] of chosen.entries()) {
    const sentence = `${candidate.text} [${candidate.source}]`;
    if (index > 0 && chosen[index - 1]?.source === candidate.source) {
      paragraphs[paragraphs.length - 1] += ` ${sentence}`;
    } else {
      paragraphs.push(sentence);
    }
  }
  return paragraphs.join('\n\n');
}
