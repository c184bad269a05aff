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

/**
 * Japanese particles, auxiliaries and endings as the word segmenter cuts them (「使うべきですか」 → 使う・べ・き・
 * です・か; 「ありますか」 → ありま・すか): grammar, not subject. 「useDeferredValueはいつ使うべきですか」 ranked a
 * keigo passage first on は, です and か. A lone hiragana character is always one of these; longer ones are listed,
 * since hiragana words can be the subject too (だし, みりん).
 */
const JAPANESE_FUNCTION_WORDS = new Set(
  [
    'です でし でしょう ます まし ません ましょう すか ありま あり ある あっ いる い なる なっ する し して した',
    'され れる られる せる でき できる ない なく なかっ から まで より など ので のに けど けれど ください くだ さい',
    'その この あの どの どんな それ これ あれ こと もの ため よう ところ とき について として による における',
  ]
    .join(' ')
    .split(' '),
);
const LONE_HIRAGANA = /^[\u3040-\u309f]$/u;

/** Whether a term is Japanese grammar (a particle, an auxiliary, an ending) rather than a word with a meaning. */
export function isJapaneseFunctionTerm(term: string): boolean {
  return LONE_HIRAGANA.test(term) || JAPANESE_FUNCTION_WORDS.has(term);
}

/** Whether a query term says what is asked about: not a question word, not Japanese grammar. */
export function isSubjectTerm(term: string): boolean {
  return !QUESTION_TERMS.has(term) && !isJapaneseFunctionTerm(term);
}

/** The terms a query is ranked on: without its question words and grammar, unless it is made of nothing else. */
export function rankingTerms(queryTokens: readonly string[]): string[] {
  const subject = queryTokens.filter(isSubjectTerm);
  return subject.length > 0 ? subject : [...queryTokens];
}
