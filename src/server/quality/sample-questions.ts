import { SAMPLE_QUESTION_MAX_LENGTH, SAMPLE_QUESTIONS_MAX } from '../../common/limits';

/**
 * Sample questions a buyer can try on the sales page: only ones the pack's engine answers. A question is a promise
 * that the pack covers it, so each is searched in the pack and kept only when the passages found cover it (the
 * same judgement an answer makes before it quotes anything); one that would be answered "This pack does not cover
 * …" is never offered.
 */

/** Whether the pack's engine answers `question` from its passages. */
export type QuestionCheck = (question: string) => Promise<boolean>;

/** Searches are cheap but not free: at most this many phrasings are tried for one set of suggestions. */
const CHECKS_MAX = 24;

/**
 * Phrasings that promise no more than the section's name does: "What are common mistakes with X?" would be
 * answered from a section that never lists a mistake, as long as it names X.
 */
const TEMPLATES = {
  en: [
    (topic: string) => `What should I know about ${topic}?`,
    (topic: string) => `What are the main points of ${topic}?`,
    (topic: string) => `Can you explain ${topic}?`,
  ],
  ja: [
    (topic: string) => `「${topic}」について教えてください。`,
    (topic: string) => `「${topic}」のポイントは何ですか？`,
    (topic: string) => `「${topic}」を説明してください。`,
  ],
};

/**
 * A heading that is a question or an instruction ("Does the GDPR apply?", "Know your soil") cannot follow
 * "What should I know about": it is quoted as the section's name instead.
 */
const NOT_A_NOUN_PHRASE =
  /[?:()]|^(?:know|understand|choose|start|use|build|avoid|make|get|keep|find|set|run|ask|do|does|is|are|can|should|how|what|when|why|which|who)\b/iu;

/** A heading that is itself a question ("Does the GDPR apply?", 「だしとは？」). */
const ASKS = /[?？]$/u;

/**
 * Whether a buyer's question can be made of a heading: one that asks, or one that names a topic — not one that
 * tells ("Know your soil").
 */
export function isAskable(topic: string, language: 'en' | 'ja'): boolean {
  return ASKS.test(topic) || language === 'ja' || !NOT_A_NOUN_PHRASE.test(topic);
}

/**
 * One buyer's question about each askable topic (isAskable): a heading that asks as written, any other in the first
 * of its phrasings (questionCandidates), which take turns from topic to topic.
 */
export function questionsAbout(language: 'en' | 'ja', topics: readonly string[]): string[] {
  const phrased = questionCandidates(language, [...topics]);
  return topics.map((topic, index) => (ASKS.test(topic) ? topic : (phrased[index]?.[0] ?? '')));
}

/**
 * Ways to ask about each topic, in the pack's language: one group a topic, its phrasings in the order they are
 * tried. Topics take turns at leading with each phrasing, so the questions offered do not all read alike.
 */
export function questionCandidates(language: 'en' | 'ja', topics: string[]): string[][] {
  const templates = TEMPLATES[language];
  return topics.map((raw, index) => {
    const topic = raw.replace(/[.:：。]+$/u, '');
    const subject = language === 'ja' ? topic : englishSubject(topic);
    return templates
      .map((_, turn) => templates[(index + turn) % templates.length]?.(subject) ?? '')
      .filter((question) => question.length > 0 && question.length <= SAMPLE_QUESTION_MAX_LENGTH);
  });
}

function englishSubject(topic: string): string {
  if (NOT_A_NOUN_PHRASE.test(topic)) return `“${topic}”`;
  // "Feeding the starter" reads as "feeding the starter" mid-sentence; an acronym (SUS, GDPR) and a title in title
  // case ("Soil and Compost") keep their capitals.
  return /^\p{Lu}{2}|\s\p{Lu}\p{Ll}/u.test(topic) ? topic : lowerFirst(topic);
}

/**
 * The first phrasing of each group the check passes, up to `max`, each question once. A check that fails (the
 * engine unavailable) counts as not answered: an unverified question is not offered.
 */
export async function answeredQuestions(
  groups: string[][],
  check: QuestionCheck,
  max = SAMPLE_QUESTIONS_MAX,
): Promise<string[]> {
  const kept: string[] = [];
  let checks = 0;
  for (const group of groups) {
    for (const question of group) {
      if (kept.length >= max || checks >= CHECKS_MAX) return kept;
      if (kept.includes(question)) continue;
      checks += 1;
      if (await check(question).catch(() => false)) {
        kept.push(question);
        break;
      }
    }
  }
  return kept;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

/**
 * A heading as a topic: without its marks, its section number ("2. Splitting the data") and a closing aside
 * ("Fines (Art. 83)", 「合わせだし（一番だし）」), on one line.
 */
export function headingTopic(raw: string): string {
  return raw
    .replace(/^[#\s]+/, '')
    .replace(/^(?:\d{1,3}(?:\.\d{1,3})*[.)]|[IVX]+\.)\s+/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*[(（][^()（）]*[)）]$/u, '')
    .trim();
}

/** Heading texts in reading order, each once, without their section numbers ("2. Splitting the data"). */
export function distinctHeadings(chunks: ReadonlyArray<{ headingPath: readonly string[] }>): string[] {
  const seen = new Set<string>();
  const headings: string[] = [];
  for (const chunk of chunks) {
    for (const raw of chunk.headingPath) {
      const heading = headingTopic(raw);
      const key = heading.toLocaleLowerCase();
      if (heading.length < 2 || heading.length > 100 || seen.has(key)) continue;
      seen.add(key);
      headings.push(heading);
    }
  }
  return headings;
}
