import { analyze } from '../search';
import { looksJapanese } from './quoted-language';

/**
 * The words of a question that name the specific thing asked (issue 49, near-miss questions): a product, a tool, a
 * name, an acronym — "Moka pot" in "What grind size for a Moka pot?", 「ラーメン」 in 「ラーメン用のスープは？」. A pack about
 * the same field holds the question's other words ("grind size"), so the share of words it holds says "covered";
 * what it does not hold is the one word that mattered. A key word the passages never contain makes the question a
 * near miss: the pack covers the topic, not the thing.
 *
 * Key words are told by how they are written, not by a list: in English a word capitalised mid-sentence, an
 * acronym, a camelCase or letter-and-digit name (B2B, useMemo, iOS17); in Japanese a Latin word (iDeCo, NISA). A bare number is never one ("Is 80 °C right for green tea?" is answered with 70).
 */

export interface QuestionWord {
  /** As written in the question. */
  word: string;
  /** Its terms in the search analyser's forms. */
  terms: string[];
  key: boolean;
  /** Whether only white space parts it from the word before ("App Router"; not "LTV:CAC"). */
  spaceBefore: boolean;
}

const segmenters = {
  en: new Intl.Segmenter('en', { granularity: 'word' }),
  ja: new Intl.Segmenter('ja', { granularity: 'word' }),
};

const LATIN_WORD = /^[\p{Script=Latin}][\p{Script=Latin}\p{N}.+#-]*$/u;

/** Written in capitals, said as ordinary words: no name. */
const ORDINARY_CAPITALS = new Set(['OK', 'AM', 'PM']);

function isKey(word: string, atSentenceStart: boolean, japanese: boolean): boolean {
  if (/^(?:19|20)\d\d$/.test(word)) return true; // a year: "limits for 2025" asks about that year
  if (/^\p{N}+$/u.test(word)) return false;
  // Katakana is not a sign in Japanese: a loanword is written in more ways than a pack can hold (エスプレッソ,
  // Espresso); a Latin name in a Japanese question is (iDeCo, NISA).
  if (japanese) return LATIN_WORD.test(word) && word.length >= 2;
  if (!LATIN_WORD.test(word) || word.length < 2) return false;
  if (/^\p{Lu}{2,}s?$/u.test(word)) return !ORDINARY_CAPITALS.has(word); // an acronym: SUS, NISA, APIs
  if (/\p{Ll}\p{Lu}/u.test(word) || (/\p{N}/u.test(word) && /\p{L}/u.test(word))) return true; // useMemo, B2B
  return !atSentenceStart && /^\p{Lu}/u.test(word) && word !== 'I';
}

/** The question's words, in order, with their terms and whether each is a key word. */
export function questionWords(question: string): QuestionWord[] {
  const japanese = looksJapanese(question);
  const words: QuestionWord[] = [];
  let sentenceStart = true;
  let between = '';
  for (const { segment, isWordLike } of segmenters[japanese ? 'ja' : 'en'].segment(question)) {
    if (!isWordLike) {
      if (/[.!?。！？]/.test(segment)) sentenceStart = true;
      between += segment;
      continue;
    }
    const key = isKey(segment, sentenceStart, japanese);
    words.push({ word: segment, terms: analyze(segment), key, spaceBefore: /^\s+$/.test(between) });
    sentenceStart = false;
    between = '';
  }
  return words;
}

/**
 * Whether passages whose matched terms are `found` hold a word: its whole form when the analyser keeps one (a
 * katakana word, a Latin word), else most of its parts (a kanji compound's pairs).
 */
export function holds(found: ReadonlySet<string>, word: QuestionWord): boolean {
  const whole = word.word.toLowerCase();
  if (word.terms.includes(whole)) return found.has(whole);
  const parts = word.terms.filter((term) => [...term].length >= 2);
  const counted = parts.length > 0 ? parts : word.terms;
  return counted.filter((term) => found.has(term)).length * 2 > counted.length;
}
