import type { CategoryId } from '../../common/categories';
import { PACK_TITLE_MAX_LENGTH } from '../../common/limits';
import { rankCategories } from './category-ranking';
import { describePack } from './pack-description';
import type { PackMaterial } from './pack-material';
import { distinctHeadings, questionCandidates } from '../quality';

/** What the pack's own text suggests without a model; its questions still to be checked against the engine. */
export interface ExtractedDetails {
  title: string;
  description: string;
  /** Every category, the likeliest first. */
  categories: CategoryId[];
  /** Ways to ask about each of the pack's topics (see sample-questions.ts). */
  questionCandidates: string[][];
}

/**
 * Suggestions drawn from the pack's own text: the title from its first heading (or file name), the description from
 * its opening sentences, the categories whose vocabulary the documents use most, and questions about its sections,
 * all from the documents in the pack's language when it has any (an English pack's Japanese overview is for its
 * Japanese buyers, not where its English listing comes from).
 */
export function extractiveDetails(material: PackMaterial): ExtractedDetails {
  const own = material.chunks.filter((chunk) => chunk.language === material.language);
  // A pack's headings may all be in a document of the other language (a plain PDF beside a Word file with headings).
  const ownHeadings = distinctHeadings(own);
  const headings = ownHeadings.length > 0 ? ownHeadings : distinctHeadings(material.chunks);
  const title = clip(headings[0] ?? titleFromFilename(material.filenames[0] ?? ''), PACK_TITLE_MAX_LENGTH);
  // Sections first, then the whole subject (the first heading); the files' names only when there is no heading.
  const topics =
    headings.length > 0
      ? [...headings.slice(1), ...headings.slice(0, 1)]
      : material.filenames.map(titleFromFilename);
  return {
    title,
    description: describePack(material, title, headings.slice(1)),
    categories: rankCategories(material),
    questionCandidates: questionCandidates(material.language, topics),
  };
}

function titleFromFilename(filename: string): string {
  const words = filename
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.replace(/\b\p{Ll}/gu, (letter) => letter.toLocaleUpperCase()) || 'My knowledge pack';
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
