import { analyze } from './analyze';

/**
 * Words that ask rather than name what is asked about: interrogatives, pronouns and auxiliaries ("how do I",
 * "what should we", 「何」「いつ」「どこ」). In a small pack they are rare enough to score, so "How do I calculate
 * the SUS score?" ranked "Moderating sessions" first on "do" and "I" alone (issue 24). Kept in the analyser's forms.
 */
const WORDS = [
  'what whats how when where why which who whom whose do does did i me my we us our you your',
  'can could should would will shall may might must',
  '何 誰 どう どの どこ どれ いつ なぜ なに だれ',
].join(' ');

export const QUESTION_TERMS: ReadonlySet<string> = new Set(analyze(WORDS));

/** The terms a query is ranked on: without its question words, unless it is made of nothing else. */
export function rankingTerms(queryTokens: readonly string[]): string[] {
  const subject = queryTokens.filter((term) => !QUESTION_TERMS.has(term));
  return subject.length > 0 ? subject : [...queryTokens];
}
