import { fenceCode, textSegments } from '../../common/code-fence';
import { splitSentences } from '../ingest';
import { analyze } from '../search';
import { subjectTerms } from './coverage';
import { isLeadIn, isQuotable } from './quotable';

export interface ExtractiveSource {
  number: number;
  text: string;
  /** The headings the passage is under, outermost first: what its sentences are about. */
  headingPath?: readonly string[];
}

/** How many sentences an extractive answer quotes, at most, and from how many of the top passages. */
const MAX_SENTENCES = 4;
const MAX_PASSAGES = 3;
const MAX_PER_PASSAGE = 2;
/** A question that asks for steps gets more of them, in the order the document gives them. */
const MAX_STEPS = 6;
const MAX_STEPS_PER_PASSAGE = 4;
/** Code quoted after the sentence that introduces it ("…pass it as `children`:"), when it is no longer than this. */
const MAX_CODE_LINES = 16;
/** Two sentences sharing this much of their terms say the same thing: the second is not quoted. */
const SAME_THING = 0.8;
/**
 * What a question term in a passage's section heading counts for each of its sentences, against 1 in the sentence
 * itself: a section named "Compound components" is about them, though its sentences say "a parent owns the state".
 */
const HEADING_SHARE = 0.8;

const ASKS_FOR_STEPS =
  /\b(?:steps?|how (?:do|can|should|would) (?:i|we|you)|how to|procedure|process|walk me through)\b|手順|方法|やり方|どうすれば|どのように|どうやって/i;

/**
 * What a kind of question is answered by, beyond the words it shares: a "why" by a reason, a "when" by a condition.
 * A sentence of that kind is preferred to one that merely repeats the question's words.
 */
const ANSWER_KINDS: [asks: RegExp, answers: RegExp][] = [
  [
    /\bwhy\b|なぜ|どうして|理由/i,
    /\b(?:because|so that|since|therefore|otherwise|as a result|reason)\b|ため|から|ので|ことで|によって/i,
  ],
  [
    /\bwhen\b|いつ|タイミング/i,
    /\b(?:when|before|after|until|once|if|whenever)\b|とき|時|前に|後に|場合|まで/i,
  ],
  [/\bhow (?:much|many|long)\b|いくら|何分|何グラム|何度|どのくらい|どれくらい/i, /\d/],
];

interface Sentence {
  source: number;
  rank: number;
  start: number;
  text: string;
  terms: Set<string>;
  /** The terms of the heading the passage is under, and of a lead-in label right before the sentence. */
  headingTerms: Set<string>;
  /** What it introduces with a colon, quoted right after it: the fenced code block or the list that follows. */
  block: string | null;
}

/** A paragraph that is a list: every line an item ("- …", "* …", "1. …"). */
const LIST_ITEM = /^\s*(?:[-*•・]|\d{1,2}[.)])\s+\S/u;
const isList = (paragraph: string) => paragraph.split('\n').every((line) => LIST_ITEM.test(line));
/** A list quoted after the sentence that introduces it, when it is no longer than this. */
const MAX_LIST_ITEMS = 8;

/**
 * The quotable sentences of a passage's prose, each with the code or list it introduces: code is never a sentence,
 * and a list introduced by a sentence is quoted with it ("Rebalance either:" and its two ways), not item by item.
 */
function sentencesOf(source: ExtractiveSource, rank: number): Sentence[] {
  const segments = textSegments(source.text);
  const headingTerms = new Set(analyze(source.headingPath?.at(-1) ?? ''));
  return segments.flatMap((segment, index) => {
    if (segment.code) return [];
    const next = segments[index + 1]?.code;
    const prose = source.text.slice(segment.start, segment.end);
    const paragraphs = paragraphsOf(prose).map((paragraph) => ({
      ...paragraph,
      text: prose.slice(paragraph.start, paragraph.end),
    }));
    const sentences: Sentence[] = [];
    const introduced = new Set<number>();
    paragraphs.forEach((paragraph, at) => {
      if (introduced.has(at)) return;
      // Sentences within paragraphs: a byline or a heading left in the text has no full stop to end it, and would
      // otherwise run into the paragraph after it.
      const spans = splitSentences(paragraph.text);
      let leadIn: string[] = [];
      spans.forEach((span, spanAt) => {
        const text = paragraph.text.slice(span.start, span.end).trim();
        if (!isQuotable(text)) {
          leadIn = isLeadIn(text) ? analyze(text) : [];
          return;
        }
        let block: string | null = null;
        if (spanAt === spans.length - 1 && /[:：]$/.test(text)) {
          const list = paragraphs[at + 1];
          if (list && isList(list.text) && list.text.split('\n').length <= MAX_LIST_ITEMS) {
            block = list.text.trim();
            introduced.add(at + 1);
          } else if (at === paragraphs.length - 1 && next) {
            const lines = source.text.slice(next.start, next.end);
            if (lines.split('\n').length <= MAX_CODE_LINES) block = fenceCode(lines, next.language);
          }
        }
        // A sentence that introduces what is not quoted with it ("Rebalance either:") says nothing alone.
        if (block === null && /[:：]$/.test(text)) return;
        const start = segment.start + paragraph.start + span.start;
        // What the sentence is about beyond its own words: its section's heading, and a lead-in right before it.
        const about = leadIn.length > 0 ? new Set([...headingTerms, ...leadIn]) : headingTerms;
        leadIn = [];
        const terms = new Set(analyze(text));
        sentences.push({ source: source.number, rank, start, text, terms, headingTerms: about, block });
      });
    });
    return sentences;
  });
}

/** The paragraphs of a stretch of prose: runs of text between blank lines. */
function paragraphsOf(prose: string): { start: number; end: number }[] {
  const paragraphs: { start: number; end: number }[] = [];
  let start = 0;
  for (const blank of prose.matchAll(/\n[ \t]*\n\s*/g)) {
    paragraphs.push({ start, end: blank.index });
    start = blank.index + blank[0].length;
  }
  paragraphs.push({ start, end: prose.length });
  return paragraphs.filter((paragraph) => paragraph.end > paragraph.start);
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/**
 * The answer when no model is configured: whole sentences of the top passages, chosen for the question — the rare
 * terms it asks about, the kind of answer it wants (a reason, a condition, a number) — quoted word for word in
 * document order, each cited [n], inline code as written and a code block after the sentence that introduces it.
 * Headings, bylines, navigation and boilerplate are never quoted (quotable.ts), nor a sentence saying again what a
 * quoted one says. A few sentences, more when the question asks for steps. Empty when no sentence shares a term.
 */
export function extractiveAnswer(question: string, sources: ExtractiveSource[]): string {
  // The question's subject, not its question words: 「いつ使うべきですか」 chose sentences for 使う and です.
  const subject = subjectTerms(question);
  const questionTerms = new Set(subject.length > 0 ? subject : analyze(question));
  if (questionTerms.size === 0) return '';
  const steps = ASKS_FOR_STEPS.test(question);
  const sentences = sources.slice(0, MAX_PASSAGES).flatMap(sentencesOf);
  // A question term found in few of these sentences says more than one found in most: "useDeferredValue" more
  // than 使う, which three passages about React all use (an inverse sentence frequency, as BM25 weighs terms).
  const weight = new Map(
    [...questionTerms].map((term) => {
      const holding = sentences.filter((sentence) => sentence.terms.has(term)).length;
      return [term, Math.log(1 + sentences.length / (1 + holding))];
    }),
  );
  const whole = [...weight.values()].reduce((sum, w) => sum + w, 0);
  const wanted = ANSWER_KINDS.filter(([asks]) => asks.test(question)).map(([, answers]) => answers);
  const scored: { sentence: Sentence; score: number }[] = [];
  for (const sentence of sentences) {
    let shared = 0;
    for (const term of questionTerms) {
      const share = sentence.terms.has(term) ? 1 : sentence.headingTerms.has(term) ? HEADING_SHARE : 0;
      shared += share * (weight.get(term) ?? 0);
    }
    if (shared === 0) continue;
    // Coverage of the question first, then the answer it wants; a higher-ranked passage, an earlier sentence of it
    // (a section's first sentence states its point) and a shorter sentence break ties.
    const kind = wanted.some((answers) => answers.test(sentence.text)) ? 0.15 : 0;
    const score =
      shared / whole +
      kind -
      sentence.rank * 0.05 -
      sentence.start / 1_000_000 -
      Math.min(sentence.text.length, 600) / 60_000;
    scored.push({ sentence, score });
  }
  const most = steps ? MAX_STEPS : MAX_SENTENCES;
  const perPassage = steps ? MAX_STEPS_PER_PASSAGE : MAX_PER_PASSAGE;
  const chosen: Sentence[] = [];
  for (const { sentence } of scored.sort((a, b) => b.score - a.score)) {
    if (chosen.length === most) break;
    if (chosen.filter((c) => c.source === sentence.source).length === perPassage) continue;
    if (chosen.some((c) => overlap(c.terms, sentence.terms) >= SAME_THING)) continue;
    chosen.push(sentence);
  }
  return layOut(chosen.sort((a, b) => a.source - b.source || a.start - b.start));
}

/** One paragraph a source, its sentences in document order, each cited; a quoted code block or list on its own. */
function layOut(chosen: Sentence[]): string {
  const paragraphs: string[] = [];
  let joinable = false;
  for (const [index, sentence] of chosen.entries()) {
    const quoted = `${sentence.text} [${sentence.source}]`;
    if (joinable && chosen[index - 1]?.source === sentence.source) {
      paragraphs[paragraphs.length - 1] += ` ${quoted}`;
    } else {
      paragraphs.push(quoted);
    }
    joinable = sentence.block === null;
    if (sentence.block) paragraphs.push(sentence.block);
  }
  return paragraphs.join('\n\n');
}
