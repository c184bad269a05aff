/**
 * Reading a pack: the one door between a caller and a pack's text. Search, passages and outlines — and through
 * them MCP's tools, resources and prompts, grounded answers, and the function endpoints — check entitlements, spend
 * query credits and record queries here and nowhere else (issue 47; `reading.test.ts` fails if another module
 * selects from the chunks tables).
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { edition, type Passage } from './passage';
export {
  createReading,
  type PacksToRead,
  type PassageRead,
  type Reading,
  type SearchContext,
  usesOf,
} from './reading-service';
export type { PassageInContext } from './passage-context';
export type { SectionRow } from './pack-sections';
export { searchRoutes } from './routes';
export { readablePackRoutes, readablePacksSchema } from './readable-routes';
