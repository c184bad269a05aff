import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { validationError } from './errors';

/** zod validation at the boundary; failures become the standard `validation` error with the issues listed. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw validationError(
        result.error.issues.map((issue) => ({
          path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
          message: issue.message,
        })),
      );
    }
  });
}
