import type { TFunction } from 'i18next';
import {
  APPLICATION_CONFLICTS,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
} from '../../../common/contracts/creator-applications';
import { issueTranslator } from '../../lib/issue-text';

/**
 * A validation message (from the shared schema or the server) in the page's language. One this page does not know
 * is shown as the server wrote it on English pages, and as a plain "not accepted" on Japanese ones.
 */
export const issueText = issueTranslator(
  // Contract message → locale key: the same constants the schema uses, so they cannot drift apart.
  new Map([
    [APPLICATION_MESSAGES.required, 'issues.required'],
    [APPLICATION_MESSAGES.url, 'issues.url'],
    [APPLICATION_MESSAGES.chooseExpertise, 'issues.chooseExpertise'],
    [APPLICATION_MESSAGES.unknownExpertise, 'issues.unknownExpertise'],
    [APPLICATION_MESSAGES.duplicateExpertise, 'issues.duplicateExpertise'],
    [APPLICATION_MESSAGES.chooseYears, 'issues.chooseYears'],
  ]),
  [...new Set(Object.values(APPLICATION_LIMITS))],
);

const CONFLICTS = new Map<string, string>([
  [APPLICATION_CONFLICTS.alreadyReviewing, 'errors.alreadyReviewing'],
  [APPLICATION_CONFLICTS.alreadyCreator, 'errors.alreadyCreator'],
]);

/** The server's conflict reasons (409), in the page's language; an unknown one as the shared conflict text. */
export function conflictText(message: string, t: TFunction): string {
  const known = CONFLICTS.get(message);
  return known ? t(known) : t('apiError.conflict', { ns: 'common' });
}
