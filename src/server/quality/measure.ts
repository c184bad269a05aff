import type { PackQualityReport } from '../../common/contracts/quality';
import { ANSWER_K_DEFAULT } from '../../common/limits';
import { extractiveVerdict } from '../answer';
import { analyze, isSubjectTerm, type PackRanker } from '../search';
import {
  answerableQuestions,
  offTopicQuestions,
  type PassageTexts,
  type QualityChunk,
  type TestQuestion,
} from './test-questions';

/** A pack as the measurement needs it: what the ranker indexes, and what the questions are drawn from. */
export interface MeasuredPack {
  id: string;
  indexVersion: number;
  language: 'en' | 'ja';
  sampleQuestions: readonly string[];
}

/** Share of an answer's citing sentences its citations must back for it to count as answered. */
const SUPPORTED_SHARE = 0.75;
/** How many of the weakest sections the report names. */
const WEAKEST_SECTIONS = 5;

type Outcome = { passed: true } | { passed: false; outcome: 'refused' | 'unsupported' | 'answered' };

/**
 * A pack's answer quality: every test question asked of it as a buyer's would be (the same ranking and the same
 * extractive answer, judged as an answer is — ADR 0020), never recorded or charged. A sample or drawn question
 * passes when it is answered with citations that back it; a drawn one also needs a citation from the passage or
 * the section it was drawn from. An off-topic question passes when the answer says the pack does not cover it.
 */
export async function measurePack(
  ranker: PackRanker,
  pack: MeasuredPack,
  chunks: readonly QualityChunk[],
  textsOf: PassageTexts,
): Promise<Omit<PackQualityReport, 'edition' | 'measuredAt'>> {
  const ask = async (question: string) =>
    ranker.rank(
      [pack],
      { query: question, pack_ids: [pack.id], k: ANSWER_K_DEFAULT, filters: {}, rerank: false, hybrid: true },
      { highlight: false },
    );
  const sectionOf = new Map(chunks.map((chunk) => [chunk.id, chunk.headingPath.at(-1) ?? chunk.filename]));

  async function judge(test: TestQuestion): Promise<Outcome | undefined> {
    const { hits, unknownTerms } = await ask(test.question);
    const verdict = extractiveVerdict(test.question, hits, unknownTerms);
    if (test.kind === 'off-topic') {
      // Counted only when the pack never uses any of its subject words: then it is off-topic for this pack.
      const unknown = new Set(unknownTerms);
      if (
        !analyze(test.question)
          .filter(isSubjectTerm)
          .every((term) => unknown.has(term))
      )
        return undefined;
      return verdict.covered ? { passed: false, outcome: 'answered' } : { passed: true };
    }
    if (!verdict.covered) return { passed: false, outcome: 'refused' };
    const backed = verdict.citedChunks.length > 0 && (verdict.support ?? 0) >= SUPPORTED_SHARE;
    const fromItsSection =
      test.chunkId === null ||
      verdict.citedChunks.some((id) => id === test.chunkId || sectionOf.get(id) === test.section);
    return backed && fromItsSection ? { passed: true } : { passed: false, outcome: 'unsupported' };
  }

  const tests = [
    ...(await answerableQuestions(
      chunks,
      pack.sampleQuestions,
      await ranker.documentFrequencies(pack),
      textsOf,
    )),
    ...offTopicQuestions(pack.language),
  ];
  let questions = 0;
  let answered = 0;
  let offTopic = 0;
  let refused = 0;
  const failures: PackQualityReport['failures'] = [];
  const sections = new Map<string, { asked: number; answered: number }>();
  for (const test of tests) {
    const result = await judge(test);
    if (result === undefined) continue;
    if (test.kind === 'off-topic') {
      offTopic += 1;
      if (result.passed) refused += 1;
    } else {
      questions += 1;
      if (result.passed) answered += 1;
    }
    if (test.section !== null) {
      const tally = sections.get(test.section) ?? { asked: 0, answered: 0 };
      tally.asked += 1;
      if (result.passed) tally.answered += 1;
      sections.set(test.section, tally);
    }
    if (!result.passed) {
      failures.push({
        question: test.question,
        section: test.section,
        kind: test.kind,
        outcome: result.outcome,
      });
    }
  }
  const weakestSections = [...sections]
    .filter(([, tally]) => tally.answered < tally.asked)
    .map(([section, tally]) => ({ section, ...tally }))
    .sort((a, b) => a.answered / a.asked - b.answered / b.asked || b.asked - a.asked)
    .slice(0, WEAKEST_SECTIONS);
  return { questions, answered, offTopic, refused, weakestSections, failures };
}
