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

/** Enough to be a sentence without closing punctuation (a list item that says a whole thing). */
const MIN_WORDS = 8;
const MIN_CJK_CHARACTERS = 25;

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
  return ended || words >= MIN_WORDS || cjk >= MIN_CJK_CHARACTERS;
}
