import { CATEGORY_IDS, type CategoryId } from '../../common/categories';
import { analyze } from '../search';
import { CATEGORY_VOCABULARY } from './category-vocabulary';
import type { PackMaterial } from './pack-material';

/**
 * Which categories a pack's documents are about, best first, without a model.
 *
 * Each category's vocabulary is matched against how widely the pack uses a word: the share of its passages that
 * hold it, so the subject a pack returns to in every section ("soil", "salary") outweighs a word one passage
 * repeats. Headings, titles and file names count again, as they name what the text is about. A word counts for a
 * category by how specific it is to it: "training" marks sports and pets both, "recall" only pets, so a UX pack that
 * "tests prototypes" is not a software pack for "test" alone.
 */

/** How much a word in the headings and file names counts beside one found in every passage (1). */
const HEADING_WEIGHT = 1.5;

interface VocabularyWord {
  /** The word's analysed terms: a long katakana word is cut into bigrams, and counts when all are there. */
  terms: string[];
  /** 1 for a word only this category lists, 1/n for one n categories list. */
  specificity: number;
}

const VOCABULARY = buildVocabulary();

function buildVocabulary(): Map<CategoryId, VocabularyWord[]> {
  const termSets = new Map<CategoryId, string[][]>(
    CATEGORY_IDS.map((id) => [
      id,
      CATEGORY_VOCABULARY[id]
        .split(/\s+/)
        .map((word) => [...new Set(analyze(word))])
        .filter((terms) => terms.length > 0),
    ]),
  );
  // In how many categories each word (by its terms) appears: "recipe" and "recipes" are one word.
  const owners = new Map<string, Set<CategoryId>>();
  for (const [id, words] of termSets) {
    for (const terms of words) {
      const key = terms.join(' ');
      owners.set(key, (owners.get(key) ?? new Set()).add(id));
    }
  }
  return new Map(
    [...termSets].map(([id, words]) => {
      const unique = new Map(words.map((terms) => [terms.join(' '), terms]));
      const entries = [...unique].map(([key, terms]) => ({
        terms,
        specificity: 1 / (owners.get(key)?.size ?? 1),
      }));
      return [id, entries];
    }),
  );
}

/** Every category, the likeliest first; ties keep the list's order, and a pack no word matches gets the list as is. */
export function rankCategories(material: PackMaterial): CategoryId[] {
  const presence = termPresence(material);
  const scored = CATEGORY_IDS.map((id, order) => {
    let score = 0;
    for (const word of VOCABULARY.get(id) ?? []) {
      score += word.specificity * Math.min(...word.terms.map((term) => presence.get(term) ?? 0));
    }
    return { id, score, order };
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map((entry) => entry.id);
}

/** Each term's weight in the pack: the share of passages holding it, plus HEADING_WEIGHT if a heading names it. */
function termPresence(material: PackMaterial): Map<string, number> {
  const passages = new Map<string, number>();
  const named = new Set<string>();
  for (const chunk of material.chunks) {
    for (const term of new Set(chunk.terms)) passages.set(term, (passages.get(term) ?? 0) + 1);
    for (const heading of chunk.headingPath) for (const term of analyze(heading)) named.add(term);
  }
  for (const filename of material.filenames) {
    for (const term of analyze(filename.replace(/\.[a-z0-9]+$/i, ''))) named.add(term);
  }
  const count = Math.max(1, material.chunks.length);
  const presence = new Map<string, number>();
  for (const [term, held] of passages) presence.set(term, held / count);
  for (const term of named) presence.set(term, (presence.get(term) ?? 0) + HEADING_WEIGHT);
  return presence;
}
