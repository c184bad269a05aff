import { ACCOUNT_OPERATIONS } from './account-operations';
import { OAUTH_OPERATIONS } from './oauth-operations';
import type { Operation } from './operation';
import { REVIEW_OPERATIONS } from './review-operations';
import { SERVICE_OPERATIONS } from './service-operations';

export type { Operation } from './operation';

/** Every endpoint the app serves; openapi.test.ts fails when one is missing or no longer served. */
export const OPERATIONS: Operation[] = [
  ...ACCOUNT_OPERATIONS,
  ...REVIEW_OPERATIONS,
  ...OAUTH_OPERATIONS,
  ...SERVICE_OPERATIONS,
];
