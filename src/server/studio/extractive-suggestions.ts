import { CATEGORY_IDS, type CategoryId } from '../../common/categories';
import type { PackSuggestions } from '../../common/contracts/studio';
import {
  PACK_DESCRIPTION_MIN_TO_PUBLISH,
  PACK_TITLE_MAX_LENGTH,
  SAMPLE_QUESTION_MAX_LENGTH,
  SAMPLE_QUESTIONS_MAX,
} from '../../common/limits';
import { analyze } from '../search';
import { CATEGORY_VOCABULARY } from './category-vocabulary';
import type { PackMaterial } from './pack-material';

const DESCRIPTION_TARGET = 280;
const KEY_TERMS = 200;

/**
 * Each category's vocabulary, word by word, as analysed terms (made once). A word counts only when all its terms
 * are among the pack's, and then as much as the least of them: a long katakana word, cut into many bigrams, counts
 * once, not once per bigram.
 */
const CATEGORY_WORDS = new Map<CategoryId, string[][]>(
  CATEGORY_IDS.map((id) => [
    id,
    CATEGORY_VOCABULARY[id]
      .split(/\s+/)
      .map((word) => [...new Set(analyze(word))])
      .filter((terms) => terms.length > 0),
  ]),
);

/**
 * Suggestions drawn from the pack's own text without a model: the title from its first heading (or file name), the
 * description from its opening sentences, the category whose vocabulary shares most weight with the pack's key terms,
 * and questions about its sections.
 */
export function extractiveSuggestions(material: PackMaterial): PackSuggestions {
  const headings = distinctHeadings(material);
  const title = clip(headings[0] ?? titleFromFilename(material.filenames[0] ?? ''), PACK_TITLE_MAX_LENGTH);
  return {
    title,
    description: openingSentences(material),
    category: bestCategory(keyTerms(material)),
    // Sections first, then the whole subject (the first heading); the files' names only when there is no heading.
    sampleQuestions: sampleQuestions(
      material,
      headings.length > 0
        ? [...headings.slice(1), ...headings.slice(0, 1)]
        : material.filenames.map(titleFromFilename),
    ),
    source: 'extractive',
    basedOn: material.readyDocuments,
  };
}

/** Heading texts in reading order, each once. */
function distinctHeadings(material: PackMaterial): string[] {
  const seen = new Set<string>();
  const headings: string[] = [];
  for (const chunk of material.chunks) {
    for (const raw of chunk.headingPath) {
      const heading = raw
        .replace(/^[#\s]+/, '')
        .replace(/\s+/g, ' ')
        .trim();
      const key = heading.toLocaleLowerCase();
      if (heading.length < 2 || heading.length > 100 || seen.has(key)) continue;
      seen.add(key);
      headings.push(heading);
    }
  }
  return headings;
}

function titleFromFilename(filename: string): string {
  const words = filename
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.replace(/\b\p{Ll}/gu, (letter) => letter.toLocaleUpperCase()) || 'My knowledge pack';
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Sentences in both languages: ending in . ! ? or 。！？ */
const SENTENCE = /[^.!?。！？\n]+[.!?。！？]+/gu;

/** The pack's first sentences that are prose, not headings, to about 280 characters. */
function openingSentences(material: PackMaterial): string {
  const headings = new Set(material.chunks.flatMap((chunk) => chunk.headingPath.map((h) => h.trim())));
  let description = '';
  for (const chunk of material.chunks) {
    for (const match of chunk.text.matchAll(SENTENCE)) {
      const sentence = match[0].replace(/\s+/g, ' ').trim();
      if (sentence.length < 12 || headings.has(sentence)) continue;
      const joined = description
        ? `${description}${material.language === 'ja' ? '' : ' '}${sentence}`
        : sentence;
      if (joined.length > DESCRIPTION_TARGET && description.length >= PACK_DESCRIPTION_MIN_TO_PUBLISH) {
        return description;
      }
      description = joined;
    }
    if (description.length >= DESCRIPTION_TARGET) break;
  }
  return clip(
    description || material.chunks[0]?.text.replace(/\s+/g, ' ').trim() || '',
    DESCRIPTION_TARGET + 40,
  );
}

/** The pack's terms weighted by frequency × rarity across its passages (tf-idf), heaviest first. */
function keyTerms(material: PackMaterial): Map<string, number> {
  const frequency = new Map<string, number>();
  const passages = new Map<string, number>();
  for (const chunk of material.chunks) {
    chunk.terms.forEach((term, i) => {
      frequency.set(term, (frequency.get(term) ?? 0) + (chunk.termFreqs[i] ?? 1));
      passages.set(term, (passages.get(term) ?? 0) + 1);
    });
  }
  const count = Math.max(1, material.chunks.length);
  const weighted = [...frequency].map(
    ([term, tf]) => [term, tf * (1 + Math.log(count / (passages.get(term) ?? 1)))] as const,
  );
  weighted.sort((a, b) => b[1] - a[1]);
  return new Map(weighted.slice(0, KEY_TERMS));
}

/** The category whose vocabulary carries most of the pack's key-term weight; a general one when none does. */
function bestCategory(terms: Map<string, number>): CategoryId {
  let best: CategoryId = 'learning-education';
  let bestScore = 0;
  for (const [id, words] of CATEGORY_WORDS) {
    let score = 0;
    for (const word of words) score += Math.min(...word.map((term) => terms.get(term) ?? 0));
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}

const TEMPLATES = {
  en: [
    (topic: string) => `What should I know about ${topic}?`,
    (topic: string) => `Can you explain ${topic} step by step?`,
    (topic: string) => `What are common mistakes with ${topic}?`,
    (topic: string) => `How do I get started with ${topic}?`,
    (topic: string) => `What are the key points of ${topic}?`,
  ],
  ja: [
    (topic: string) => `「${topic}」について教えてください。`,
    (topic: string) => `「${topic}」を手順に沿って説明してください。`,
    (topic: string) => `「${topic}」でよくある間違いは何ですか？`,
    (topic: string) => `「${topic}」はどこから始めればよいですか？`,
    (topic: string) => `「${topic}」の要点は何ですか？`,
  ],
};

/** Questions about the given topics (sections, subject or files), in the pack's language. */
function sampleQuestions(material: PackMaterial, topics: string[]): string[] {
  const templates = TEMPLATES[material.language];
  const questions = new Set<string>();
  for (const topic of topics) {
    if (questions.size >= SAMPLE_QUESTIONS_MAX) break;
    const subject = material.language === 'en' && !/^\p{Lu}{2}/u.test(topic) ? lowerFirst(topic) : topic;
    const question = templates[questions.size % templates.length]?.(subject.replace(/[.?!。？！:：]+$/u, ''));
    if (question && question.length <= SAMPLE_QUESTION_MAX_LENGTH) questions.add(question);
  }
  return [...questions];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}
