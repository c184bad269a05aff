/**
 * Buying: carts, orders and checkout (Stripe or the dev checkout), refunds per line, receipts, the library,
 * reviews, questions, bundles and discount codes.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { createBundle } from './bundles';
export { paymentMethodRoutes } from './card-routes';
export { checkoutExpiryHandler, EXPIRE_CHECKOUTS_JOB } from './checkout-expiry';
export { createCommerce } from './commerce';
export { recountBuyers } from './fulfilment';
export { bundleRoutes, discountCodeRoutes, packBundleRoutes } from './offers-routes';
export { createStripeClient, devPayments, stripePayments, type StripeSettings } from './payments';
export { answerQuestion, askQuestion } from './questions';
export { RECEIPT_EMAIL_JOB, receiptEmailHandler } from './receipt-job';
export { editionEmailHandler } from './edition-email-job';
export { recountReviews, replyToReview } from './reviews';
export { checkoutRoutes, libraryRoutes, orderRoutes, stripeWebhookRoutes } from './routes';
export { packQuestionRoutes, packReviewRoutes, questionRoutes, reviewRoutes } from './review-routes';
export { type StripeOutcome } from './stripe-events';
