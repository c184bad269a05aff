import type { SearchHit } from '../../common/contracts/engine';
import { cleanCitations } from './citations';
import { judgeCoverage } from './coverage';
import { extractiveAnswer } from './extractive';
import { checkSupport } from './support';

/** What the engine's own answer to a question would be, judged: what a pack's quality measurement counts. */
export interface AnswerVerdict {
  /** The passages cover the question: an answer is given rather than "This pack does not cover …". */
  covered: boolean;
  /** The chunks the answer cites (empty when it abstains). */
  citedChunks: string[];
  /** Share of its citing sentences the cited passages back; null when nothing is cited. */
  support: number | null;
}

/**
 * The extractive answer (no model) to `question` from ranked `hits`, through the same steps the answer service
 * takes — the coverage judgement, the quoted sentences, citations kept only when they exist, the support check —
 * without streaming, recording or spending anything. Deterministic, so a pack's measured quality is repeatable.
 */
export function extractiveVerdict(
  question: string,
  hits: readonly SearchHit[],
  unknownTerms: readonly string[],
): AnswerVerdict {
  if (!judgeCoverage(question, hits, unknownTerms).covered) {
    return { covered: false, citedChunks: [], support: null };
  }
  const sources = hits.map((hit, index) => ({
    number: index + 1,
    text: hit.text,
    headingPath: hit.heading_path,
  }));
  const answer = extractiveAnswer(question, sources);
  const { text, cited } = cleanCitations(answer, (n) => n >= 1 && n <= sources.length);
  const support = checkSupport(text, new Map(cited.map((n) => [n, sources[n - 1]?.text ?? ''])), 'en');
  return {
    covered: true,
    citedChunks: cited.flatMap((n) => hits[n - 1]?.chunk_id ?? []),
    support: support.score,
  };
}
