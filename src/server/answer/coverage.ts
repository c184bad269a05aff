import type { SearchHit } from '../../common/contracts/engine';
import { analyze, isSubjectTerm } from '../search';
import { holds, questionWords } from './key-words';
import { looksJapanese } from './quoted-language';

/**
 * Whether the retrieved passages answer a question, judged from the evidence before any answer is written
 * (issue 24). Extractive answers quote sentences word for word, so checking each sentence against its citation
 * always passes: it never asked whether the passages were about the question. This asks it: the share of the
 * question's own terms — its subject, not its question words — that the top passages contain.
 */
export interface Coverage {
  /** Whether the passages cover enough of the question to answer from, and its key words (key-words.ts). */
  covered: boolean;
  /** 0–1: the share of the question's subject terms found in the top passages. */
  score: number;
  /** The question's key words (with the words after them) that no top passage holds: what the pack lacks. */
  missing: string[];
  /** The question's subject words the top passages do hold, as written: what the pack does cover of it. */
  held: string[];
}

/**
 * The share of subject terms the top passages must hold. Chosen on the labelled set's even-numbered questions
 * (bench/answers/answerability-set.ts), checked on the odd ones: `npm run bench:answers` prints both halves. At
 * 0.4 no off-topic question was answered and 5-6% of the answerable ones in the pack's own language were refused.
 */
export const COVERAGE_THRESHOLD = 0.4;

/** How many of the top passages the terms are looked for in: an answer quotes the first three at most. */
const TOP_PASSAGES = 3;

/**
 * Words that say nothing of what is asked about: the search's question words ("how", "do", "I", 「何」) and the
 * requests and fillers around them ("tell me", "best way", 「教えて」「ですか」, "how long"). They never count as
 * the subject (a question about swallows matched a UX pack on "do" and "i").
 */
const FILLER_WORDS = [
  'need needs want wants use used using get make good best better way ways tell know explain please',
  // How a buyer asks for the gist ("What are the main points of …?", 「…のポイントを説明して」).
  'main point points ポイント 説明',
  'recommend recommended actually still really there long often far any some much many something anything',
  'thing things it its this that these those they them their be been',
  // How a buyer refers to what they ask ("What does the pack say about …?"), not what they ask about.
  'pack packs say says said about',
  '教え 教えて ください 下さい 方法 くらい どのくらい です ます でしょう ありますか いい よい おすすめ べき',
  'こと もの ため よう する します ある いる なる',
].join(' ');
const FILLER_TERMS: ReadonlySet<string> = new Set(analyze(FILLER_WORDS));

/** The question's subject terms, in the search analyser's forms (so they compare with `matched_terms`). */
export function subjectTerms(question: string): string[] {
  const terms = new Set<string>();
  for (const term of analyze(question)) {
    // Question words and Japanese grammar (は, です, か) as the search ranks without them, and the fillers.
    if (isSubjectTerm(term) && !FILLER_TERMS.has(term)) terms.add(term);
  }
  return [...terms];
}

/**
 * How much a subject term the searched packs never mention counts against the passages, against 1 for one the
 * packs hold elsewhere. "What ratio for an AeroPress?" asked of a coffee pack that never names the AeroPress finds
 * "ratio" and misses its point; "How do I fix a sour cup?" may miss "fix" in the passage that answers it.
 */
const UNKNOWN_WEIGHT = 2;

/**
 * How much of `question` the first passages of `hits` (ranked) hold. `unknownTerms`: the question's terms that no
 * searched pack contains (the search's `unknown_terms`).
 */
export function judgeCoverage(
  question: string,
  hits: readonly (Pick<SearchHit, 'matched_terms' | 'text'> & Partial<Pick<SearchHit, 'heading_path'>>)[],
  unknownTerms: readonly string[] = [],
): Coverage {
  const subject = subjectTerms(question);
  if (subject.length === 0 || hits.length === 0) return { covered: false, score: 0, missing: [], held: [] };
  const top = hits.slice(0, TOP_PASSAGES);
  const found = new Set(top.flatMap((hit) => hit.matched_terms));
  const unknown = new Set(unknownTerms);
  let held = 0;
  let asked = 0;
  for (const term of subject) {
    if (found.has(term)) held += 1;
    asked += unknown.has(term) ? UNKNOWN_WEIGHT : 1;
  }
  const score = held / asked;
  // Key words are looked for in every passage retrieved and its headings: a name the top three lack may be in the
  // fourth, and a section named "The SM-2 algorithm" is about it though its passages say "the algorithm".
  const { missing, held: heldWords } = nearMiss(question, {
    found,
    text: normalized(hits.map((hit) => [...(hit.heading_path ?? []), hit.text].join('\n')).join('\n')),
    unknown,
  });
  return {
    covered: score >= COVERAGE_THRESHOLD && missing.length === 0,
    score: Math.round(score * 1000) / 1000,
    missing,
    held: heldWords,
  };
}

/** Text as key words are looked for in it: lower case, one space for any run of spaces, hyphens or dots. */
function normalized(text: string): string {
  return text.toLowerCase().replace(/[\s\-‐–—.・]+/gu, ' ');
}

/**
 * What a near miss lacks (issue 49): a key word (key-words.ts) — or a run of them written together, "App Router" —
 * that no retrieved passage contains as written, given with the unheld words right after it ("Moka pot").
 */
function nearMiss(
  question: string,
  passages: { found: ReadonlySet<string>; text: string; unknown: ReadonlySet<string> },
): { missing: string[]; held: string[] } {
  const japanese = looksJapanese(question);
  const join = (parts: string[]) => parts.join(japanese ? '' : ' ');
  const words = questionWords(question).filter(
    (word) => word.key || word.terms.some((term) => isSubjectTerm(term) && !FILLER_TERMS.has(term)),
  );
  const inText = (phrase: string) => passages.text.includes(normalized(phrase).trim());
  // A key word the pack holds elsewhere is its subject, named where it is introduced ("SM-2" once, its steps after).
  const lacking = words.map(
    (word) => word.key && !inText(word.word) && word.terms.some((term) => passages.unknown.has(term)),
  );
  // A run of key words written together is one name: "React Testing Library" is lacking when no passage writes it.
  for (let start = 0; start < words.length; start += 1) {
    let end = start + 1;
    while (words[end]?.key && words[end - 1]?.key && words[end]?.spaceBefore) end += 1;
    if (end - start >= 2 && !inText(join(words.slice(start, end).map((word) => word.word)))) {
      for (let index = start; index < end; index += 1) lacking[index] = true;
    }
    start = end - 1;
  }
  const missing: string[] = [];
  const held: string[] = [];
  let phrase: string[] = [];
  words.forEach((word, index) => {
    // English names run on ("Moka pot"); Japanese ones stand alone (the particles between words are not kept).
    if (lacking[index] || (phrase.length > 0 && !japanese && !holds(passages.found, word))) {
      phrase.push(word.word);
      return;
    }
    held.push(word.word);
    if (phrase.length > 0) missing.push(join(phrase));
    phrase = [];
  });
  if (phrase.length > 0) missing.push(join(phrase));
  return { missing, held: [...new Set(held)] };
}
