import type { TFunction } from 'i18next';
import { REFUND_REFUSALS } from '../../../common/contracts/refusals';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';

type Refusal = keyof typeof REFUND_REFUSALS;
const REFUSALS = Object.keys(REFUND_REFUSALS) as Refusal[];

/**
 * Why a refund was not made, in the interface language (`library:refund.*`). The server's 409 sentences are shared
 * constants, so each maps to its own translation; anything else says what kind of failure it was.
 */
export function refundErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'conflict') {
    const refusal = REFUSALS.find((key) => REFUND_REFUSALS[key] === error.message);
    if (refusal) return t(`refund.refusals.${refusal}`);
  }
  // The payment provider did not answer: nothing changed, and trying again later is the way.
  if (error instanceof ApiError && error.code === 'unavailable') return t('refund.unavailable');
  return t('refund.failed', { reason: apiErrorText(error, t) });
}

/** A refusal the server gave as a sentence (a refund quote's `refusal`), in the interface language. */
export function refusalText(sentence: string, t: TFunction): string {
  const refusal = REFUSALS.find((key) => REFUND_REFUSALS[key] === sentence);
  return refusal ? t(`refund.refusals.${refusal}`) : sentence;
}
