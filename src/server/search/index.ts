/**
 * The search engine: text analysis (English and Japanese), BM25 and dense vectors over cached pack indexes, and
 * ranking. It knows nothing of who may read what (answer/ checks that first).
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { ANALYZER_VERSION, analyze, termFrequencies } from './analyze';
export { createEmbedder, type Embedder } from './embeddings';
export { highlightRanges, type TextRange } from './highlight';
export {
  headingsOfNeighbours,
  headingsOfPack,
  passagePlacesOfPack,
  passageTexts,
  passagesOfDocuments,
  sectionHashesOfDocuments,
} from './index-reads';
export { createPackRanker, type PackRanker } from './pack-ranker';
export { isSubjectTerm } from './question-words';
