/**
 * The engine's intake: documents uploaded into a pack are extracted (in an isolated worker), chunked, screened and
 * indexed by a durable job; corpus packs and their API for the admin console and the function endpoints.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { createPack, deletePack } from './corpus-packs';
export { corpusRoutes } from './corpus-routes';
export { embedRoutes } from './embed-routes';
export {
  addTextDocument,
  deleteDocuments,
  enqueueIndexing,
  uploadDocument,
  waitUntilProcessed,
} from './documents';
export {
  INDEX_DOCUMENT_JOB,
  MEASURE_QUALITY_JOB,
  enqueueWaitingDocuments,
  lockPack,
  queueQualityJobs,
  type IndexingDeps,
} from './index-document';
export { indexDocumentHandler } from './index-handler';
export { closeExtractionPools } from './isolated';
export { isJapaneseCharacter } from './script';
export { splitSentences, type Span } from './sentences';
