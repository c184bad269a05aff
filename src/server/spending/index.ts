/**
 * What connected assistants may spend, and what they buy within it (issue 50): quotes, purchases decided against
 * the person's budget on the server, and the confirmation page for what must wait for the person.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { CONFIRM_REASON_TEXT } from './decide';
export { effectiveStatus, type PurchaseRow } from './present';
export { assistantPurchaseListRoutes, purchaseConfirmationRoutes } from './routes';
export { createSpending, type Spending } from './spending';
export { RELEASE_STALE_PURCHASE_JOB, staleReservationHandler } from './stale-reservations';
