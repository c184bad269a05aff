/**
 * Packs: their rows and caches, who may read or manage one (entitlements), the catalog, sales pages, page views,
 * covers and slugs.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { createCatalog, type Catalog } from './catalog';
export { COVER_PATH, coverAt, generatedCover, storeCover, uploadedCover } from './covers';
export {
  ACCESS_CHANNEL,
  createEntitlements,
  type Entitlements,
  type PackScope,
  type ReadContext,
  type ReadablePack,
} from './entitlements';
export {
  READ_SOURCES,
  canManagePack,
  packByCorpusKeyToManage,
  packToManage,
  requireCreatorRights,
  visibleMarketplacePack,
  type PackRow,
} from './pack-access';
export { auditPackChange, type PackAct } from './pack-audit';
export { editionOf, editionsOf, latestEditions } from './editions/edition-history';
export {
  changeSummary,
  changesAsText,
  describeChanges,
  ENGLISH_CHANGE_WORDS,
  type ChangeWords,
} from './editions/edition-text';
export { EDITION_EMAIL_JOB, makeEdition, recordFirstEditions, stillIndexing } from './editions/make-edition';
export { createMarketplaceFind, type MarketplaceFind } from './marketplace-find';
export { createPackActivity } from './pack-activity';
export { createPackPages } from './pack-pages';
export { salesPageFacts } from './sales-page-facts';
export { createPackRowCache, type PackRows } from './pack-rows';
export { createPageViews } from './page-views';
export { packRoutes } from './routes';
export { shortName } from '../../common/names';
export { provisionalSlug, slugForTitle } from './slugs';
