import type { TFunction } from 'i18next';
import { CREATOR_PROFILE_LIMITS, CREATOR_PROFILE_MESSAGES } from '../../../common/contracts/creator-profile';
import { tooLongMessage } from '../../../common/contracts/creator-applications';
import type { Language } from '../../../common/languages';

/** Contract message → locale key: the same constants the schema uses, so they cannot drift apart. */
const KNOWN = new Map<string, string>([
  [CREATOR_PROFILE_MESSAGES.required, 'issues.required'],
  [CREATOR_PROFILE_MESSAGES.oneLine, 'issues.oneLine'],
]);

const LIMITS = Object.values(CREATOR_PROFILE_LIMITS);

/** A validation message (the shared schema's or the server's) in the page's language. */
export function issueText(message: string, t: TFunction, language: Language): string {
  const known = KNOWN.get(message);
  if (known) return t(known);
  const max = LIMITS.find((limit) => tooLongMessage(limit) === message);
  if (max !== undefined) return t('issues.tooLong', { max });
  return language === 'en' ? message : t('issues.invalid');
}
