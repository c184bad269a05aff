/**
 * Whether a stretch of a passage's prose is a sentence an answer may quote (issue 49): not a heading, a byline
 * ("Advanced React Patterns — Marcus Webb"), a line of navigation or boilerplate, nor a fragment cut mid-sentence at
 * a passage's edge. An answer that quotes them reads as a pasted page, not as an answer.
 */

/** What ends a sentence, in either language, before closing quotes or brackets. */
const ENDED = /[.!?。！？:：…](?:["'”’」』)）\]]*)$/u;
/** A line that is a Markdown heading. */
const HEADING = /^#{1,6}\s/;
/**
 * A page's furniture that reads like a sentence. Navigation ("Next", "目次", "Page 4") is short and unpunctuated,
 * and so never quoted anyway (MIN_WORDS).
 */
const BOILERPLATE = /^(?:copyright\b|©|\(c\)\s|all rights reserved|著作権|無断転載)/iu;
/** "Title — Author", "by Author", 「著：…」: who wrote it, not what it says. */
const BYLINE = /^(?:by\s+\S|著[:：]|written by\b)|\s[—–]\s[\p{Lu}\p{Script=Han}][^.!?。]*$/u;
/**
 * A fragment: English that starts in lower case mid-sentence (but not a name like iPhone, nor code in backticks). A
 * Japanese sentence may well start with a Latin word written in lower case.
 */
const FRAGMENT = /^[a-z](?![a-z]*[A-Z])(?!.*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/su;

/**
 * Fewer words than this say nothing whole even with a full stop: a table's row label or a list's item ("Starter
 * emergency fund.", "Your BATNA."). Japanese counts no words: a short sentence there still says something.
 */
const MIN_ENDED_WORDS = 4;

/** Enough to be a sentence without closing punctuation (a list item that says a whole thing). */
const MIN_WORDS = 8;
const MIN_CJK_CHARACTERS = 25;
/** Enough, with a figure in it, for a list item or a table row that answers a "how much" ("Page 4" is not). */
const MIN_FIGURE_WORDS = 3;
const MIN_FIGURE_CJK = 4;

function length(text: string): { words: number; cjk: number } {
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []).length;
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { words, cjk };
}

export function isQuotable(sentence: string): boolean {
  const text = sentence.trim();
  if (text === '' || HEADING.test(text) || BOILERPLATE.test(text) || FRAGMENT.test(text)) return false;
  const ended = ENDED.test(text);
  if (!ended && BYLINE.test(text)) return false;
  const { words, cjk } = length(text);
  if (ended) return cjk > 0 || words >= MIN_ENDED_WORDS;
  // A list item or a table row with a figure says a whole thing: 「昆布 10g（水の1%）」, "Belts, straps 8–10 oz".
  if (/\p{N}/u.test(text) && (words >= MIN_FIGURE_WORDS || cjk >= MIN_FIGURE_CJK)) return true;
  return words >= MIN_WORDS || cjk >= MIN_CJK_CHARACTERS;
}

/**
 * A short lead-in that names what the sentence after it says ("**Your BATNA.** Best alternative to a negotiated
 * agreement: …"): never quoted alone, it lends its words to that sentence.
 */
export function isLeadIn(sentence: string): boolean {
  const text = sentence.trim();
  const { words, cjk } = length(text);
  return ENDED.test(text) && cjk === 0 && words > 0 && words < MIN_ENDED_WORDS;
}
