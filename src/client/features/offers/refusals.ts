import { BUNDLE_REFUSALS, DISCOUNT_REFUSALS } from '../../../common/contracts/refusals';
import { ApiError } from '../../lib/api';

type Translate = (key: string) => string;

const KNOWN: Record<string, string> = {
  [DISCOUNT_REFUSALS.taken]: 'refusals.taken',
  [BUNDLE_REFUSALS.notYours]: 'refusals.notYours',
  [BUNDLE_REFUSALS.notCheaper]: 'refusals.notCheaper',
  [BUNDLE_REFUSALS.currency]: 'refusals.currency',
  [BUNDLE_REFUSALS.same]: 'refusals.same',
};

/**
 * What the server said about one field of a form, in the page's language when it is one of the shared sentences
 * (else as it came). Undefined when it said nothing about that field.
 */
export function fieldRefusal(error: unknown, field: string, t: Translate): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const issue = error.issues.find((entry) => entry.path[0] === field);
  if (!issue) return undefined;
  const key = KNOWN[issue.message];
  return key ? t(key) : issue.message;
}
