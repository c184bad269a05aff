import type { PackQualityReport } from '../../common/contracts/quality';
import { ANSWER_K_DEFAULT } from '../../common/limits';
import { extractiveVerdict } from '../answer';
import { analyze, isSubjectTerm, type PackRanker } from '../search';
import {
  answerableQuestions,
  offTopicQuestions,
  sectionOf,
  type PassageTexts,
  type QualityChunk,
  type TestQuestion,
} from './test-questions';
import { nearMissQuestions, type NeighbourHeading } from './near-miss-questions';

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
 * the section it was drawn from. An off-topic question passes when the answer says the pack does not cover it, and
 * so does a near miss (a neighbouring pack's section the pack only partly holds: near-miss-questions.ts).
 */
export async function measurePack(
  ranker: PackRanker,
  pack: MeasuredPack,
  chunks: readonly QualityChunk[],
  textsOf: PassageTexts,
  neighbours: readonly NeighbourHeading[] = [],
): Promise<Omit<PackQualityReport, 'edition' | 'measuredAt'>> {
  const ask = async (question: string) =>
    ranker.rank(
      [pack],
      { query: question, pack_ids: [pack.id], k: ANSWER_K_DEFAULT, filters: {}, rerank: false, hybrid: true },
      { highlight: false },
    );
  const places = new Map(chunks.map((chunk) => [chunk.id, chunk]));
  // A passage is in a section when it is under its heading at any depth (a section's subsections are part of it),
  // or — under no heading — in the file the section is named by.
  const inSection = (id: string, section: string) => {
    const place = places.get(id);
    return place !== undefined && (place.headingPath.includes(section) || sectionOf(place) === section);
  };

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
    if (test.kind === 'near-miss') {
      return verdict.covered ? { passed: false, outcome: 'answered' } : { passed: true };
    }
    if (!verdict.covered) return { passed: false, outcome: 'refused' };
    const backed = verdict.citedChunks.length > 0 && (verdict.support ?? 0) >= SUPPORTED_SHARE;
    const fromItsSection =
      test.chunkId === null ||
      verdict.citedChunks.some((id) => id === test.chunkId || inSection(id, test.section ?? ''));
    return backed && fromItsSection ? { passed: true } : { passed: false, outcome: 'unsupported' };
  }

  const documentFrequency = await ranker.documentFrequencies(pack);
  const tests = [
    ...(await answerableQuestions(chunks, pack.sampleQuestions, documentFrequency, textsOf)),
    ...nearMissQuestions(pack.language, neighbours, documentFrequency),
    ...offTopicQuestions(pack.language),
  ];
  const counts = { questions: 0, answered: 0, nearMiss: 0, nearMissRefused: 0, offTopic: 0, refused: 0 };
  const failures: PackQualityReport['failures'] = [];
  const tallies = new Map<string, { asked: number; answered: number }>();
  for (const test of tests) {
    const result = await judge(test);
    if (result === undefined) continue;
    if (test.kind === 'off-topic') {
      counts.offTopic += 1;
      if (result.passed) counts.refused += 1;
    } else if (test.kind === 'near-miss') {
      counts.nearMiss += 1;
      if (result.passed) counts.nearMissRefused += 1;
    } else {
      counts.questions += 1;
      if (result.passed) counts.answered += 1;
    }
    // Sections of this pack: a near miss names a neighbour's.
    if (test.section !== null && test.kind !== 'near-miss') {
      const tally = tallies.get(test.section) ?? { asked: 0, answered: 0 };
      tally.asked += 1;
      if (result.passed) tally.answered += 1;
      tallies.set(test.section, tally);
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
  const weakestSections = [...tallies]
    .filter(([, tally]) => tally.answered < tally.asked)
    .map(([section, tally]) => ({ section, ...tally }))
    .sort((a, b) => a.answered / a.asked - b.answered / b.asked || b.asked - a.asked)
    .slice(0, WEAKEST_SECTIONS);
  return { ...counts, weakestSections, failures };
}
