/**
 * Packs: their rows and caches, who may read or manage one (entitlements), the catalog, sales pages, page views,
 * covers and slugs.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { createCatalog, type Catalog } from './catalog';
export { coverAt, generatedCover, storeCover, uploadedCover } from './covers';
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
export { createPackActivity } from './pack-activity';
export { createPackPages } from './pack-pages';
export { salesPageFacts } from './sales-page-facts';
export { createPackRowCache, type PackRows } from './pack-rows';
export { createPageViews } from './page-views';
export { packRoutes } from './routes';
export { shortName } from '../../common/names';
export { provisionalSlug, slugForTitle } from './slugs';
