import { timeSlices } from '../jobs/slices';
import { analyze, isSubjectTerm } from '../search';
import { headingTopic, isAskable, questionCandidates, questionsAbout } from './sample-questions';

/** A passage of the pack as the measurement reads it: where it is (its text is read only if a question is drawn from it). */
export interface QualityChunk {
  id: string;
  language: 'en' | 'ja';
  headingPath: string[];
  filename: string;
}

/** The texts of passages by id: only the passages questions are drawn from are read (a hundred of up to 2,000). */
export type PassageTexts = (ids: readonly string[]) => Promise<ReadonlyMap<string, string>>;

export interface TestQuestion {
  question: string;
  kind: 'sample' | 'drawn' | 'near-miss' | 'off-topic';
  /**
   * Where a drawn question came from: its passage, and its section's name; for a near miss, the neighbouring pack's
   * section it names.
   */
  chunkId: string | null;
  section: string | null;
}

/** Questions asked of a pack in all: its sample questions first, then questions drawn from its passages. */
export const TEST_QUESTIONS = 50;
/** Common English words that are never what a passage is about, though the analyser keeps them. */
const COMMON_WORDS = new Set(
  (
    'about above after again against along also always among another around away back because before being below ' +
    'between both could does doing down during each either enough even ever every first from further have having ' +
    'here itself just less like made make many more most much must never next once only other over same several ' +
    'should since some still than then there these thing think those though three through together twice under ' +
    'until upon very well were what when where whether which while whole within without would your'
  ).split(' '),
);

const segmenters = {
  en: new Intl.Segmenter('en', { granularity: 'word' }),
  ja: new Intl.Segmenter('ja', { granularity: 'word' }),
};

/** The passage's words as written, each with its analysed term: what a question can name. */
function wordsOf(text: string, language: QualityChunk['language']): Array<{ word: string; term: string }> {
  const words: Array<{ word: string; term: string }> = [];
  for (const { segment, isWordLike } of segmenters[language].segment(text)) {
    if (!isWordLike) continue;
    // A word the analyser cuts into several terms (a kanji compound and its bigrams) is known by its first one.
    const [term] = analyze(segment);
    if (term === undefined || !isSubjectTerm(term) || /^\d+$/.test(term)) continue;
    if (/^\p{Script=Hiragana}+$/u.test(segment) || segment.length < (language === 'ja' ? 2 : 4)) continue;
    if (COMMON_WORDS.has(segment.toLowerCase())) continue;
    // Mid-sentence a word is written in lower case, unless it is an acronym or a name in capitals (SUS, iPhone).
    const word = /^\p{Lu}\p{Ll}+$/u.test(segment) ? segment.toLowerCase() : segment;
    words.push({ word, term });
  }
  return words;
}

/**
 * A question about a passage without headings (a plain text file), naming the word that sets it apart from the
 * rest of the pack (the fewest other passages hold it): "What should I know about gooseneck?" — only that passage
 * answers it well. Undefined for a passage with no word of its own.
 */
function wordQuestion(
  chunk: QualityChunk,
  text: string,
  documentFrequency: DocumentFrequency,
): string | undefined {
  const counts = new Map<string, { word: string; count: number }>();
  for (const { word, term } of wordsOf(text, chunk.language)) {
    const seen = counts.get(term);
    counts.set(term, { word: seen?.word ?? word, count: (seen?.count ?? 0) + 1 });
  }
  const [best] = [...counts]
    .map(([term, { word, count }]) => ({ word, weight: count / Math.max(1, documentFrequency(term)) }))
    .sort((a, b) => b.weight - a.weight);
  return best && questionCandidates(chunk.language, [best.word])[0]?.[0];
}

/** Headings that name no subject a buyer asks about: the parts every document has. */
const GENERIC_HEADINGS = new Set(
  [
    'introduction intro overview summary conclusion conclusions background references contents appendix notes faq',
    'はじめに まとめ 概要 目次 参考文献 おわりに 付録 序文',
  ]
    .join(' ')
    .split(' '),
);

/** The section a passage is in, as the report names it: its last heading, or its file's name. */
export const sectionOf = (chunk: QualityChunk): string => chunk.headingPath.at(-1) ?? chunk.filename;

/**
 * One question per section, asked as a buyer asks about a topic (issue 49): a heading that is a question is asked as
 * written ("Does the GDPR apply to us?"), any other names its topic in the sample questions' phrasings ("What should
 * I know about bloom?", 「だしの取り方」のポイントは何ですか？), which take turns so the questions do not all read alike.
 */
function sectionQuestions(chunks: readonly QualityChunk[]): TestQuestion[] {
  // A document's title over its sections names the whole document, not a section of it.
  const titles = new Set(
    chunks
      .filter((chunk) => chunk.headingPath.length > 1)
      .map((chunk) => `${chunk.filename}\n${chunk.headingPath[0]}`),
  );
  const first = new Map<string, QualityChunk>();
  for (const chunk of chunks) {
    const topic = headingTopic(chunk.headingPath.at(-1) ?? '');
    if (topic.length < 2 || topic.length > 100 || GENERIC_HEADINGS.has(topic.toLowerCase())) continue;
    if (chunk.headingPath.length === 1 && titles.has(`${chunk.filename}\n${chunk.headingPath[0]}`)) continue;
    if (!isAskable(topic, chunk.language)) continue;
    if (!first.has(sectionOf(chunk))) first.set(sectionOf(chunk), chunk);
  }
  const questions: TestQuestion[] = [];
  for (const language of ['en', 'ja'] as const) {
    const sections = [...first.values()].filter((chunk) => chunk.language === language);
    const topics = sections.map((chunk) => headingTopic(chunk.headingPath.at(-1) ?? ''));
    const asked = questionsAbout(language, topics);
    sections.forEach((chunk, index) => {
      const question = asked[index];
      if (question) questions.push({ question, kind: 'drawn', chunkId: chunk.id, section: sectionOf(chunk) });
    });
  }
  // Back in the pack's reading order, so spreading them over the pack takes every part of it.
  const order = new Map(chunks.map((chunk, index) => [chunk.id, index]));
  return questions.sort((a, b) => (order.get(a.chunkId ?? '') ?? 0) - (order.get(b.chunkId ?? '') ?? 0));
}

/** Items spread evenly over a list: `count` of them, from its first to its last. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}

/**
 * How many of the pack's passages hold a term: read from the pack's index, which counted them when it was built.
 * Counting them here again (every passage segmented and analysed word by word) was most of a measurement's time on
 * the serving thread — 1.7 s of 2.3 s while ten documents were indexed (ADR 0031).
 */
export type DocumentFrequency = (term: string) => number;

/**
 * The creator's sample questions, then a question about each section spread over the pack, then — for passages
 * under no heading — about the word each holds alone; TEST_QUESTIONS in all.
 */
export async function answerableQuestions(
  chunks: readonly QualityChunk[],
  samples: readonly string[],
  documentFrequency: DocumentFrequency,
  textsOf: PassageTexts,
): Promise<TestQuestion[]> {
  const questions: TestQuestion[] = samples
    .slice(0, TEST_QUESTIONS)
    .map((question) => ({ question, kind: 'sample', chunkId: null, section: null }));
  const asked = new Set(questions.map(({ question }) => question));
  const add = (test: TestQuestion) => {
    if (questions.length >= TEST_QUESTIONS || asked.has(test.question)) return;
    asked.add(test.question);
    questions.push(test);
  };
  spread(sectionQuestions(chunks), TEST_QUESTIONS - questions.length).forEach(add);
  // Twice as many passages as are needed: some have no word of their own to ask about.
  const unheaded = chunks.filter((chunk) => chunk.headingPath.length === 0);
  const drawnFrom = spread(unheaded, 2 * (TEST_QUESTIONS - questions.length));
  const texts = await textsOf(drawnFrom.map(({ id }) => id));
  const pause = timeSlices();
  for (const chunk of drawnFrom) {
    if (questions.length >= TEST_QUESTIONS) break;
    const text = texts.get(chunk.id);
    if (text === undefined) continue; // replaced since the passages were listed
    const paused = pause();
    if (paused) await paused;
    const question = wordQuestion(chunk, text, documentFrequency);
    if (question !== undefined)
      add({ question, kind: 'drawn', chunkId: chunk.id, section: sectionOf(chunk) });
  }
  return questions;
}

/**
 * Questions no pack of ordinary subjects answers. One counts for a pack only when the pack never uses any of its
 * subject words (the measurement checks), so a pack about birds is never marked down for answering the swallow.
 */
const OFF_TOPIC = {
  en: [
    'What is the airspeed velocity of an unladen swallow?',
    'Who won the 1954 FIFA World Cup final?',
    'How many moons does Neptune have?',
    'What is the boiling point of liquid nitrogen?',
    'How do I replace a bicycle chain?',
    'When was the Great Wall of China built?',
    'What is the capital of Mongolia?',
    'How does a saxophone reed vibrate?',
    'Which volcano destroyed Pompeii?',
    'How do penguins keep their eggs warm?',
  ],
  ja: [
    'ツバメの飛行速度はどれくらいですか？',
    '1954年のワールドカップ決勝の勝者は？',
    '海王星の衛星はいくつありますか？',
    '液体窒素の沸点は何度ですか？',
    '自転車のチェーンの交換方法は？',
    '万里の長城はいつ建設されましたか？',
    'モンゴルの首都はどこですか？',
    'サックスのリードはどう振動しますか？',
    'ポンペイを埋めた火山はどれですか？',
    'ペンギンはどうやって卵を温めますか？',
  ],
};

/** The off-topic questions in the pack's language. */
export function offTopicQuestions(language: 'en' | 'ja'): TestQuestion[] {
  return OFF_TOPIC[language].map((question) => ({
    question,
    kind: 'off-topic',
    chunkId: null,
    section: null,
  }));
}
