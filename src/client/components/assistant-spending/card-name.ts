import type { TFunction } from 'i18next';
import type { SavedCard } from '../../../common/contracts/assistant-spending';

/** Card networks as they write their names (Stripe names them in lower case: `visa`, `amex`). */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

/** "Visa ••••4242", or a development server's "Test card ••••4242" (`t` of the spending namespace). */
export function cardName(card: SavedCard, t: TFunction): string {
  // The dev provider names no network: its card is the test card the dev card page let the person choose.
  if (card.provider === 'dev') return t('card.testName', { last4: card.last4 });
  const brand = BRANDS[card.brand.toLowerCase()] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return t('card.name', { brand, last4: card.last4 });
}
