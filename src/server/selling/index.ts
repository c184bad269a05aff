/**
 * The books: the double-entry ledger, query credits, creators' earnings and payouts, and the figures of the
 * dashboard and pack statistics.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { payableAt, platformFeeBps, postAll, postLineRefund, postSale, saleEntries } from './ledger';
export {
  CREDITS_RULE,
  creditsLeft,
  creditsOf,
  creditsPrice,
  holdCredits,
  outOfCreditsMessage,
  removeCredits,
  spendCredits,
  topUpUrl,
} from './query-credits';
export { poolOf, poolRow } from './credit-owner';
export { monthOf } from './team-credits';
export { adminSellingRoutes, creatorSellingRoutes } from './routes';
