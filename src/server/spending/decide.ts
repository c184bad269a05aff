import type { AssistantBudget, BuyConfirmReason } from '../../common/contracts/assistant-spending';

/** What a purchase is judged on: the budget as the person set it, the month so far, and the purchase. */
export interface PurchaseFacts {
  budget: AssistantBudget;
  budgetCurrency: string;
  spentCents: number;
  amountCents: number;
  currency: string;
  /** This assistant has bought something of this pack before (and it was paid). */
  boughtPackBefore: boolean;
  hasCard: boolean;
}

/**
 * Why a purchase must wait for the person, or null when the assistant may make it on its own. The budget is the
 * person's, enforced here on the server for every call: nothing a model reads or writes changes it. The order of
 * the checks is the order a person would want to hear the reason in: what they forbade, then what the money says,
 * then what they asked to be asked about, then what is missing to pay.
 */
export function confirmReason(facts: PurchaseFacts): BuyConfirmReason | null {
  const { budget, amountCents } = facts;
  if (facts.currency !== facts.budgetCurrency) return 'other_currency';
  if (!budget.may_buy) return 'not_allowed';
  if (amountCents > budget.per_purchase_limit_cents) return 'over_purchase_limit';
  if (facts.spentCents + amountCents > budget.monthly_limit_cents) return 'over_monthly_limit';
  if (budget.auto_buy_under_cents === null || amountCents >= budget.auto_buy_under_cents)
    return 'ask_every_time';
  if (budget.confirm_first_purchase && !facts.boughtPackBefore) return 'first_purchase';
  if (!facts.hasCard) return 'no_saved_card';
  return null;
}

/** Why the person is asked, in the words the assistant passes on (English: tool results are read by a model). */
export const CONFIRM_REASON_TEXT: Record<BuyConfirmReason, string> = {
  not_allowed: 'your person has not allowed you to buy on your own',
  over_monthly_limit: 'it would pass the monthly limit your person set',
  over_purchase_limit: 'it is more than the limit per purchase your person set',
  ask_every_time: 'your person asked to confirm every purchase',
  first_purchase: 'your person asked to confirm the first purchase of each pack',
  no_saved_card: 'no card is saved for your purchases',
  authentication: "the card's bank asked the card holder to confirm the payment",
  other_currency: 'the price is in another currency than your budget',
};
