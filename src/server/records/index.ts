/**
 * The record of every query a reader makes — what creators' statistics count, and what a reader sees (and may
 * delete) as their history. Written by reading/, the one door.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export {
  WEB,
  createQueryRecords,
  SECTION_JOIN,
  sectionKey,
  type PassageUse,
  type QueryRecordInput,
  type QueryRecords,
} from './query-records';
export { queryHistoryRoutes } from './routes';
