import { analyze, termFrequencies } from '../search';
import { screenPassage } from '../injection-screen';
import type { DocumentChunk, ProcessedDocument } from './types';

/** What search needs of a passage beyond its text, worked out where the document is extracted. */
export interface ChunkAnalysis {
  /** The analysed terms (unique), how often each occurs, and the number of analysed tokens: BM25's inputs. */
  terms: string[];
  freqs: number[];
  length: number;
  /** What the injection screen finds in the passage, and what its source hid in invisible characters. */
  injectionFlags: string[];
}

/** A processed document with each chunk's analysis, in the order of its chunks. */
export type AnalysedDocument = ProcessedDocument & { analysis: ChunkAnalysis[] };

/**
 * How many times a section heading's words count beside the body's: the section titled "9. Rate limiting" is about
 * rate limiting more surely than a checklist that mentions a rate and a limit (issue 24). Field weighting as BM25F
 * does it, folded into the term counts. The top level (a document's title) counts once: the document prior already
 * weighs what the whole document is about, and counting its title twice in every passage cost SciFact's nDCG@10
 * 0.694 → 0.682 through the service (ADR 0019).
 */
export const HEADING_WEIGHT = 2;

/**
 * Analyses every chunk: found by the headings it sits under as well as by its own words. Runs in the extraction
 * process, not the server's: a book is thousands of chunks, about half a second of work that would otherwise
 * take turns with every request.
 */
export function analyseChunks(chunks: DocumentChunk[]): ChunkAnalysis[] {
  return chunks.map((chunk) => {
    const [title = '', ...sections] = chunk.headingPath;
    const sectionTerms = analyze(sections.join('\n'));
    const weighted = Array.from({ length: HEADING_WEIGHT }, () => sectionTerms).flat();
    const { terms, freqs, length } = termFrequencies([
      ...analyze(title),
      ...weighted,
      ...analyze(chunk.text),
    ]);
    const text = [...chunk.headingPath, chunk.text].join('\n');
    const { reasons } = screenPassage(text);
    const hidden = (chunk.hiddenReasons ?? []).filter((reason) => !reasons.includes(reason));
    return { terms, freqs, length, injectionFlags: [...reasons, ...hidden] };
  });
}
