import type { AnswerLanguage, AnswerSentence, AnswerSupport } from '../../common/contracts/answers';
import { splitSentences, type Span } from '../ingest';
import { analyze, highlightRanges, type TextRange } from '../search';
import { MARKER, numbersIn } from './citations';

export interface SupportResult extends AnswerSupport {
  /** Per cited source: the ranges of its text that the sentences citing it share with it. */
  highlights: Map<number, TextRange[]>;
}

/**
 * A sentence counts as supported when at least this share of its distinct terms occurs in what it cites (and every
 * number it states does). Chosen on the labelled set in bench/answers/support-set.ts: see `npm run bench:answers`.
 */
export const SUPPORT_THRESHOLD = 0.7;

const LEADING_MARKERS = new RegExp(`^(?:\\s*${MARKER.source})+`);
const MARKERS = new RegExp(MARKER.source, 'g');
/** Markdown that is not words: link targets, emphasis, code ticks, heading/quote/list markers at a line's start. */
const LINK_TARGET = /\]\([^)]*\)/g;
const LINE_PREFIX = /^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)/;
/**
 * Words that deny. A sentence that denies while none of its sources does ("… is not associated with …" against
 * "… is associated with …") is not supported by them, however many words it shares. Adjectives that merely end in
 * ない (少ない, 危ない) are not denials.
 */
const NEGATION_EN = /\b(?:not|never|no|cannot|can't|isn't|aren't|doesn't|don't|won't|shouldn't)\b/i;
const NEGATION_JA = /(?<!少|危|汚|幼|切|儚|拙|情け)(?:ない|ません|なかった|ず[、。]|できない)/;
const denies = (text: string) => NEGATION_EN.test(text) || NEGATION_JA.test(text);

/**
 * A number with its decimal or thousands separators ("1,800", "0.1", "20.315"), or a range of two ("90–96",
 * "0.6〜0.9"), and a percent sign after it.
 */
const NUMBER = /(\d+(?:[.,]\d+)*)(?:\s*[〜~–—-]\s*(\d+(?:[.,]\d+)*))?(\s*%)?/g;

/** Sentences of a Markdown answer: each line on its own (list items, headings), split at sentence ends. */
function sentenceSpans(answer: string): Span[] {
  const spans: Span[] = [];
  let lineStart = 0;
  for (const line of answer.split('\n')) {
    // The splitter expects NFKC text; full-width ！？ are the same length as ! and ?.
    const ascii = line.replace(/！/g, '!').replace(/？/g, '?');
    const prefix = LINE_PREFIX.exec(ascii)?.[0].length ?? 0;
    let previous: Span | undefined;
    for (const span of splitSentences(ascii.slice(prefix))) {
      const current = { start: lineStart + prefix + span.start, end: lineStart + prefix + span.end };
      // "… green. [1] Next …": a citation follows what it cites, so leading markers go to the sentence before.
      const lead = LEADING_MARKERS.exec(answer.slice(current.start, current.end))?.[0].length ?? 0;
      if (lead > 0 && previous) {
        previous.end = current.start + lead;
        current.start += lead;
        while (current.start < current.end && /\s/.test(answer[current.start] ?? '')) current.start += 1;
      }
      if (current.end > current.start) {
        spans.push(current);
        previous = current;
      }
    }
    lineStart += line.length + 1;
  }
  return spans;
}

function citationsIn(text: string): number[] {
  const numbers: number[] = [];
  for (const match of text.matchAll(MARKERS)) {
    for (const n of numbersIn(match[1] ?? '')) if (!numbers.includes(n)) numbers.push(n);
  }
  return numbers;
}

/**
 * The numbers a text states, as written without thousands separators ("1,800" = "1800"); a percentage also as
 * "n%", and both ends of a percentage range ("0.6〜0.9%" gives 0.6% and 0.9%), so "3%" is not backed by "1/3".
 */
function numbersStated(text: string): Set<string> {
  const found = new Set<string>();
  const plain = (value: string) => (/^\d{1,3}(,\d{3})+$/.test(value) ? value.replace(/,/g, '') : value);
  for (const [, first = '', second, percent] of text.normalize('NFKC').matchAll(NUMBER)) {
    for (const value of second === undefined ? [first] : [first, second]) {
      found.add(percent ? `${plain(value)}%` : plain(value));
    }
  }
  return found;
}

/** Every number the claim states is in the sources: a plain number anywhere, a percentage as a percentage. */
function numbersHoldIn(claim: Set<string>, cited: string): boolean {
  const stated = numbersStated(cited);
  const bare = new Set([...stated].map((n) => n.replace(/%$/, '')));
  return [...claim].every((n) => (n.endsWith('%') ? stated.has(n) : bare.has(n)));
}

/** The words of a sentence: markers, link targets and Markdown punctuation removed. */
function claimText(sentence: string): string {
  return sentence
    .replace(MARKERS, ' ')
    .replace(LINK_TARGET, ']')
    .replace(/[*_`~]+/g, ' ');
}

interface Checked {
  sentence: AnswerSentence;
  terms: string[];
}

function checkSentence(
  answer: string,
  span: Span,
  sources: ReadonlyMap<number, string>,
  threshold: number,
): Checked | undefined {
  const raw = answer.slice(span.start, span.end);
  const citations = citationsIn(raw).filter((n) => sources.has(n));
  if (citations.length === 0) return undefined;
  const cited = citations.map((n) => sources.get(n) ?? '').join('\n');
  const claim = claimText(raw);
  const terms = [...new Set(analyze(claim))];
  const citedTerms = new Set(analyze(cited));
  const shared = terms.filter((term) => citedTerms.has(term)).length;
  const score = terms.length === 0 ? 0 : shared / terms.length;
  const numbersHold = numbersHoldIn(numbersStated(claim), cited);
  const polarityHolds = !denies(claim) || denies(cited);
  const supported = numbersHold && polarityHolds && terms.length > 0 && score >= threshold;
  return {
    sentence: {
      start: span.start,
      end: span.end,
      citations,
      supported,
      score: Math.round(score * 1000) / 1000,
    },
    terms,
  };
}

/**
 * Checks each sentence of `answer` that cites a source against the sources it cites: the share of its terms
 * (the search analyser's, so Japanese works) found there, every number it states, and a denial only where a
 * source denies too. Lexical, so it costs no model call; it cannot see swapped names or a reversed relation that
 * reuses the source's own words.
 */
export function checkSupport(
  answer: string,
  sources: ReadonlyMap<number, string>,
  // Kept in the signature: the analyser handles both languages in one pass today.
  _language: AnswerLanguage,
  threshold = SUPPORT_THRESHOLD,
): SupportResult {
  const checked = sentenceSpans(answer).flatMap(
    (span) => checkSentence(answer, span, sources, threshold) ?? [],
  );
  const termsBySource = new Map<number, string[]>();
  for (const { sentence, terms } of checked) {
    for (const n of sentence.citations) termsBySource.set(n, [...(termsBySource.get(n) ?? []), ...terms]);
  }
  const highlights = new Map<number, TextRange[]>();
  for (const [n, terms] of termsBySource) highlights.set(n, highlightRanges(sources.get(n) ?? '', terms));
  const sentences = checked.map((c) => c.sentence);
  const supported = sentences.filter((s) => s.supported).length;
  return { score: sentences.length === 0 ? null : supported / sentences.length, sentences, highlights };
}
