import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import type { ValidationIssue } from '../../common/errors';
import { validationError } from './errors';

export function zodIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
    message: issue.message,
  }));
}

/**
 * zod validation of the query or the path parameters; failures become the standard `validation` error with the
 * issues listed. (Bodies go through `jsonBody`, which also limits and parses them.)
 */
export function validate<T extends ZodType, Target extends 'query' | 'param'>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(zodIssues(result.error));
  });
}
