import { analyze, isSubjectTerm } from '../search';
import { headingTopic, isAskable, questionsAbout } from './sample-questions';
import type { DocumentFrequency, TestQuestion } from './test-questions';

/** Near-miss questions asked of a pack in all. */
export const NEAR_MISS_QUESTIONS = 10;

/** A section of another published pack, as its sales page lists it: what a near-miss question is made from. */
export interface NeighbourHeading {
  heading: string;
  language: 'en' | 'ja';
}

/**
 * Questions a buyer of this pack could ask that it does not answer (issue 49): the field is the pack's, the thing
 * asked is not. They are made from the sections of other published packs, in the pack's category first: a heading
 * whose words the pack partly holds (the same field — "Water temperature for green tea" to a coffee pack holds
 * "water temperature") and partly never uses ("green", "tea": the thing). A pack that answers one as if it covered
 * it sends a buyer away with a confident answer about a neighbouring topic.
 *
 * A heading all of whose words the pack holds may be answered by it, and one it holds none of is off-topic (asked
 * separately): neither is asked. At least a third of the words must be ones the pack never uses, so a heading that
 * only adds a word ("Introduction to brewing") is not taken for a thing the pack lacks.
 */
export function nearMissQuestions(
  language: 'en' | 'ja',
  neighbours: readonly NeighbourHeading[],
  documentFrequency: DocumentFrequency,
): TestQuestion[] {
  const seen = new Set<string>();
  const topics: string[] = [];
  for (const neighbour of neighbours) {
    const topic = headingTopic(neighbour.heading);
    const key = topic.toLowerCase();
    if (neighbour.language !== language || seen.has(key) || topic.length < 2 || topic.length > 80) continue;
    if (!isAskable(topic, language)) continue;
    seen.add(key);
    const terms = [...new Set(analyze(topic))].filter((term) => isSubjectTerm(term) && !/^\d+$/.test(term));
    const unknown = terms.filter((term) => documentFrequency(term) === 0).length;
    const known = terms.length - unknown;
    if (known >= 1 && unknown >= 1 && unknown * 3 >= terms.length) topics.push(topic);
    if (topics.length >= NEAR_MISS_QUESTIONS) break;
  }
  const questions = questionsAbout(language, topics);
  return topics.flatMap((topic, index) => {
    const question = questions[index];
    return question ? [{ question, kind: 'near-miss' as const, chunkId: null, section: topic }] : [];
  });
}
