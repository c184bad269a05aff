import type { SavedCard } from '../../common/contracts/assistant-spending';
import type { Cart, Quote } from '../../common/contracts/commerce';
import type { Language } from '../../common/languages';
import type { UserRow } from '../http/context';

/** Which purchase an order pays for, and which assistant placed it. */
export interface PurchaseLink {
  purchaseId: string;
  /** Which charge of the purchase this is: the person's confirmation charges under a key of its own. */
  attempt?: 'confirmed';
  /** What the purchase was judged on (its limits, the person's confirmation): a card is charged this, or nothing. */
  amountCents: number;
  currency: string;
  connectionId: string | null;
  language: Language;
}

/** What paying with the saved card came to. */
export type SavedCardPayment =
  | { outcome: 'paid'; orderId: string }
  | { outcome: 'needs_authentication' }
  | { outcome: 'declined'; message: string };

/**
 * What spending asks of commerce (the layer below, which owns orders, providers and the books): a price, the
 * saved card, a charge of it, and a checkout page for what the person confirms.
 */
export interface AssistantPayments {
  /** What the cart would cost the buyer now (bundles and discounts applied), or a refusal (owned, own, paused…). */
  quote(buyer: UserRow, cart: Cart): Promise<Quote>;
  /** The buyer has a card saved for the provider in use. */
  hasCard(userId: string): Promise<boolean>;
  /** The card as the person sees it, if one is saved. */
  card(userId: string): Promise<SavedCard | null>;
  /** An order of the cart, linked to the purchase, charged to the saved card and fulfilled when paid. */
  payWithSavedCard(buyer: UserRow, cart: Cart, link: PurchaseLink): Promise<SavedCardPayment>;
  /** An order of the cart, linked to the purchase, and where the person pays for it (or its receipt, when paid). */
  checkout(buyer: UserRow, cart: Cart, link: PurchaseLink): Promise<{ next: string }>;
}
