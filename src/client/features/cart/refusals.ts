import { CHECKOUT_REFUSALS, type CheckoutRefusal } from '../../../common/contracts/commerce';
import { ApiError } from '../../lib/api';

/**
 * The checkout's refusal, pack by pack: the server names each pack by its place in the cart (`packIds.<index>`)
 * with one of the shared sentences, which the page shows in its own language.
 */
export function refusalsByPack(error: unknown, packIds: readonly string[]): Map<string, CheckoutRefusal> {
  const refusals = new Map<string, CheckoutRefusal>();
  if (!(error instanceof ApiError)) return refusals;
  for (const issue of error.issues) {
    const [field, index] = issue.path;
    const packId = field === 'packIds' && typeof index === 'number' ? packIds[index] : undefined;
    const reason = (Object.keys(CHECKOUT_REFUSALS) as CheckoutRefusal[]).find(
      (key) => CHECKOUT_REFUSALS[key] === issue.message,
    );
    if (packId && reason) refusals.set(packId, reason);
  }
  return refusals;
}

/** A refusal of the whole cart (packs in two currencies), if that is what the server said. */
export function isMixedCurrency(error: unknown): boolean {
  return error instanceof ApiError && error.message === CHECKOUT_REFUSALS.currency;
}
