/**
 * Why the server refuses a purchase, a refund, a review, a question, a discount code or a bundle, in the sentences
 * it answers with. The client maps each sentence to its translation, so the two share these constants rather than
 * copies of the words.
 * No schemas here: the sales page reads these without loading the validation library (docs/decisions/0016).
 */

/** Why a pack cannot be bought. */
export const CHECKOUT_REFUSALS = {
  unknown: 'No such pack on the marketplace',
  paused: 'This pack is paused and cannot be bought right now',
  own: 'You cannot buy your own pack',
  owned: 'You already own this pack',
  free: 'This pack is free: there is nothing to buy',
  currency: 'Packs in different currencies cannot be bought together',
  unknownBundle: 'No such bundle on the marketplace',
  bundleUnavailable: 'This bundle cannot be bought right now',
  ownedInBundle: 'You already own a pack in this bundle',
  twice: 'A pack appears twice in the cart',
  notMetered: 'This pack is not sold by the query',
  notForTeams: 'This pack is not sold to teams',
  teamHolds: 'Your team already holds this pack',
  unknownTeam: 'No such team',
  teamCart: 'Packs and query credits are bought for a team, bundles and discount codes are not',
} as const;
export type CheckoutRefusal = keyof typeof CHECKOUT_REFUSALS;

/** Why a purchase cannot be refunded. */
export const REFUND_REFUSALS = {
  notPaid: 'Only a paid order can be refunded',
  refunded: 'This purchase has already been refunded',
  underWay: 'A refund of this purchase is already under way',
  expired: 'The 30-day money-back guarantee for this order has ended',
  used: 'Every query of this block has been used: there is nothing left to refund',
} as const;

/** Why a checkout could not be paid (the dev checkout's Pay button; Stripe's page closes instead). */
export const PAY_REFUSALS = {
  closed: 'This checkout is no longer open: it expired, or a newer checkout replaced it',
  owned: 'You already own a pack in this order',
} as const;

export const REVIEW_REFUSALS = {
  notBuyer: 'Only people who bought this pack can review it',
  own: 'You cannot review your own pack',
  notBuyerHelpful: 'Only people who bought this pack can vote on its reviews',
  ownHelpful: 'You cannot vote on your own review',
  notCreator: 'Only the pack’s creator can reply to its reviews',
} as const;

export const QUESTION_REFUSALS = {
  own: 'You cannot ask a question about your own pack',
  notCreator: 'Only the pack’s creator can answer its questions',
} as const;

/** Why a discount code cannot be used. */
export const DISCOUNT_REFUSALS = {
  unknown: 'No such discount code',
  expired: 'This discount code has expired',
  usedUp: 'This discount code has been used up',
  notApplicable: 'This discount code does not apply to the packs in your cart',
  taken: 'This code is already in use; choose another',
} as const;
export type DiscountRefusal = keyof typeof DISCOUNT_REFUSALS;

/** Why a bundle cannot be made as asked. */
export const BUNDLE_REFUSALS = {
  notYours: 'A bundle holds only your own published packs',
  notCheaper: 'The bundle must cost less than its packs bought one by one',
  currency: 'The packs of a bundle must share one currency',
  same: 'You already sell a bundle of these packs; change or remove it instead',
} as const;
