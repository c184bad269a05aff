import { languageOfText } from '../../common/languages';

/**
 * The questions a visitor can try on a pack's sales page: the creator's own sample questions, then the questions
 * drawn from the pack's sections (quality/drawn-questions.ts) in each language the creator wrote none in — so a
 * Japanese pack, or an English pack with Japanese documents, can be tried by a Japanese visitor too (issue 48).
 */
export function offeredQuestions(pack: {
  language: 'en' | 'ja';
  sampleQuestions: string[];
  drawnQuestions: string[];
}): string[] {
  const written = new Set(pack.sampleQuestions.map(languageOfText));
  const drawn = pack.drawnQuestions.filter(
    (question) => !written.has(languageOfText(question)) && !pack.sampleQuestions.includes(question),
  );
  // The pack's own language first (the language may be set after the questions were drawn).
  const own = (question: string) => Number(languageOfText(question) === pack.language);
  return [...pack.sampleQuestions, ...drawn.sort((a, b) => own(b) - own(a))];
}
