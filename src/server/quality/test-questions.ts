import { timeSlices } from '../jobs/slices';
import { analyze, isSubjectTerm } from '../search';

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
  kind: 'sample' | 'drawn' | 'off-topic';
  /** Where a drawn question came from: its passage, and its section's name. */
  chunkId: string | null;
  section: string | null;
}

/** Questions asked of a pack in all: its sample questions first, then questions drawn from its passages. */
export const TEST_QUESTIONS = 50;
/** How many words of its passage a drawn question names. */
const WORDS_PER_QUESTION = 2;

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
 * A question about one passage, naming the words that set it apart from the rest of the pack (the fewest other
 * passages hold them): "What does the pack say about bloom and agitation?" — a question a buyer could ask, which
 * only that passage (or its section) answers well. Undefined for a passage with too few distinctive words.
 */
function drawnQuestion(
  chunk: QualityChunk,
  text: string,
  documentFrequency: DocumentFrequency,
): string | undefined {
  const counts = new Map<string, { word: string; count: number }>();
  for (const { word, term } of wordsOf(text, chunk.language)) {
    const seen = counts.get(term);
    counts.set(term, { word: seen?.word ?? word, count: (seen?.count ?? 0) + 1 });
  }
  const chosen = [...counts]
    .map(([term, { word, count }]) => ({ word, weight: count / Math.max(1, documentFrequency(term)) }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, WORDS_PER_QUESTION)
    .map(({ word }) => word);
  if (chosen.length < WORDS_PER_QUESTION) return undefined;
  const [first, second] = chosen;
  return chunk.language === 'ja'
    ? `${first}と${second}について教えてください。`
    : `What does the pack say about ${first} and ${second}?`;
}

/** Passages spread evenly over the pack: `count` of them, from its first to its last. */
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

/** The creator's sample questions, then questions drawn from passages spread over the pack, TEST_QUESTIONS in all. */
export async function answerableQuestions(
  chunks: readonly QualityChunk[],
  samples: readonly string[],
  documentFrequency: DocumentFrequency,
  textsOf: PassageTexts,
): Promise<TestQuestion[]> {
  const questions: TestQuestion[] = samples
    .slice(0, TEST_QUESTIONS)
    .map((question) => ({ question, kind: 'sample', chunkId: null, section: null }));
  const pause = timeSlices();
  const asked = new Set(questions.map(({ question }) => question));
  // Twice as many passages as are needed: some have too few words of their own to ask about.
  const drawnFrom = spread(chunks, 2 * TEST_QUESTIONS);
  const texts = await textsOf(drawnFrom.map(({ id }) => id));
  for (const chunk of drawnFrom) {
    if (questions.length >= TEST_QUESTIONS) break;
    const text = texts.get(chunk.id);
    if (text === undefined) continue; // replaced since the passages were listed
    const paused = pause();
    if (paused) await paused;
    const question = drawnQuestion(chunk, text, documentFrequency);
    if (question === undefined || asked.has(question)) continue;
    asked.add(question);
    questions.push({
      question,
      kind: 'drawn',
      chunkId: chunk.id,
      section: chunk.headingPath.at(-1) ?? chunk.filename,
    });
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
