import type { TFunction } from 'i18next';
import { REVIEW_REFUSALS } from '../../../../common/contracts/refusals';
import { ApiError } from '../../../lib/api';

/** The server's refusal of a review action, in the page's language (the two share the sentences). */
export function refusalText(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const key = (Object.keys(REVIEW_REFUSALS) as (keyof typeof REVIEW_REFUSALS)[]).find(
    (k) => REVIEW_REFUSALS[k] === error.message,
  );
  return key ? t(`reviews.refusals.${key}`) : undefined;
}
