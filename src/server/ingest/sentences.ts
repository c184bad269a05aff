/**
 * Sentence boundaries for English and Japanese, as [start, end) spans without surrounding whitespace. Hand-written
 * rather than Intl.Segmenter because ICU breaks after "Dr." and "Fig." and cannot be taught abbreviations.
 */
export interface Span {
  start: number;
  end: number;
}

const TERMINATORS = /[.!?。]+/g;
/** Closing quotes and brackets stay with the sentence they close (NFKC has already turned ） into ")"). */
const CLOSERS = new Set([...'"\'”’)]}」』】〕》〉']);
/** Words that end in a full stop without ending the sentence (lower case, inner dots kept: "e.g"). */
const ABBREVIATIONS = new Set(
  'e.g i.e cf vs dr mr mrs ms prof sr jr st fig figs eq eqs vol approx al pp'.split(' '),
);
const JAPANESE = /[\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Han}]/u;
const WORD_BEFORE_DOT = /([\p{L}\p{N}.]+)$/u;

function isSpace(character: string | undefined): boolean {
  return character !== undefined && /\s/.test(character);
}

/** Whether a run of full stops ending at `dot` (with `next` the first character after any closers) ends a sentence. */
function fullStopEnds(text: string, dot: number, next: string | undefined, afterSpace: boolean): boolean {
  const before = text[dot - 1];
  if (next !== undefined && JAPANESE.test(next) && JAPANESE.test(before ?? '')) return true;
  if (!afterSpace) return next === undefined;
  if (next === undefined) return true;
  // "e.g. the", "approx. 3 km": a lower-case word or a number after the dot continues the sentence.
  if (/[\p{Ll}\p{N}]/u.test(next)) return false;
  const word = WORD_BEFORE_DOT.exec(text.slice(Math.max(0, dot - 20), dot))?.[1] ?? '';
  if (ABBREVIATIONS.has(word.toLowerCase())) return false;
  // An initial, as in "J. R. R. Tolkien".
  return !/^\p{Lu}$/u.test(word);
}

function endsSentence(text: string, run: string, runStart: number, afterClosers: number): boolean {
  let at = afterClosers;
  while (isSpace(text[at])) at += 1;
  const next = text[at];
  const afterSpace = at > afterClosers || next === undefined;
  if (run.includes('。')) return true;
  if (/[!?]/.test(run)) return next === undefined || afterSpace || JAPANESE.test(next);
  return fullStopEnds(text, runStart, next, afterSpace);
}

export function splitSentences(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    let from = start;
    let to = end;
    while (from < to && isSpace(text[from])) from += 1;
    while (to > from && isSpace(text[to - 1])) to -= 1;
    if (to > from) spans.push({ start: from, end: to });
    start = end;
  };
  for (const match of text.matchAll(TERMINATORS)) {
    let end = match.index + match[0].length;
    while (end < text.length && CLOSERS.has(text[end] ?? '')) end += 1;
    if (endsSentence(text, match[0], match.index, end)) push(end);
  }
  push(text.length);
  return spans;
}
