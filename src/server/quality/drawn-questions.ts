import type { QualityChunk } from './test-questions';
import {
  answeredQuestions,
  distinctHeadings,
  questionCandidates,
  type QuestionCheck,
} from './sample-questions';

/** How many questions are drawn in each language a pack's documents are written in. */
export const DRAWN_PER_LANGUAGE = 3;

/**
 * Questions a visitor can try on the sales page, drawn from the pack's own sections on every edition (issue 48):
 * in each language its documents are in, the pack's own language first, each one the engine answers from the pack
 * (the same promise as the studio's suggestions: a question that would be answered "not in this pack" is never
 * offered). The creator's own sample questions come before them on the page (packs' `offeredQuestions`).
 */
export async function drawnQuestions(
  check: QuestionCheck,
  pack: { language: 'en' | 'ja' },
  chunks: readonly QualityChunk[],
): Promise<string[]> {
  const languages = pack.language === 'ja' ? (['ja', 'en'] as const) : (['en', 'ja'] as const);
  const drawn: string[] = [];
  for (const language of languages) {
    // Sections first, then the whole subject (the first heading), as the studio suggests them.
    const headings = distinctHeadings(chunks.filter((chunk) => chunk.language === language));
    if (headings.length === 0) continue;
    const topics = [...headings.slice(1), ...headings.slice(0, 1)];
    drawn.push(...(await answeredQuestions(questionCandidates(language, topics), check, DRAWN_PER_LANGUAGE)));
  }
  return drawn;
}
