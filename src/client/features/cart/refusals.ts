import { CHECKOUT_REFUSALS, type CheckoutRefusal } from '../../../common/contracts/refusals';
import { DISCOUNT_REFUSALS, type DiscountRefusal } from '../../../common/contracts/refusals';
import { ApiError } from '../../lib/api';

const reasonOf = <K extends string>(sentences: Record<K, string>, message: string): K | undefined =>
  (Object.keys(sentences) as K[]).find((key) => sentences[key] === message);

/**
 * The checkout's refusal, item by item: the server names each pack or bundle by its place in the cart
 * (`packIds.<index>`, `bundleIds.<index>`) with one of the shared sentences, which the page shows in its own
 * language. Keys are the cart's item keys.
 */
export function refusalsByItem(
  error: unknown,
  keys: { packIds: readonly string[]; bundleKeys: readonly string[] },
): Map<string, CheckoutRefusal> {
  const refusals = new Map<string, CheckoutRefusal>();
  if (!(error instanceof ApiError)) return refusals;
  for (const issue of error.issues) {
    const [field, index] = issue.path;
    if (typeof index !== 'number') continue;
    const key =
      field === 'packIds' ? keys.packIds[index] : field === 'bundleIds' ? keys.bundleKeys[index] : undefined;
    const reason = reasonOf(CHECKOUT_REFUSALS, issue.message);
    if (key && reason) refusals.set(key, reason);
  }
  return refusals;
}

/** Why the discount code cannot be used, if that is what the server said. */
export function codeRefusal(error: unknown): DiscountRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const issue = error.issues.find((entry) => entry.path[0] === 'code');
  return issue ? reasonOf(DISCOUNT_REFUSALS, issue.message) : undefined;
}

/** A refusal of the whole cart (packs in two currencies), if that is what the server said. */
export function isMixedCurrency(error: unknown): boolean {
  return error instanceof ApiError && error.message === CHECKOUT_REFUSALS.currency;
}
