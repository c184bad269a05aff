import { CREATOR_PROFILE_LIMITS, CREATOR_PROFILE_MESSAGES } from '../../../common/contracts/creator-profile';
import { issueTranslator } from '../../lib/issue-text';

/** A validation message (the shared schema's or the server's) in the page's language. */
export const issueText = issueTranslator(
  // Contract message → locale key: the same constants the schema uses, so they cannot drift apart.
  new Map([
    [CREATOR_PROFILE_MESSAGES.required, 'issues.required'],
    [CREATOR_PROFILE_MESSAGES.oneLine, 'issues.oneLine'],
  ]),
  Object.values(CREATOR_PROFILE_LIMITS),
);
