/** Stable error codes the API answers with; the client maps each to translated text. */
export const ERROR_CODES = [
  'validation',
  'not_found',
  'unauthenticated',
  'forbidden',
  'conflict',
  'payment_required',
  'payload_too_large',
  'unsupported_type',
  'method_not_allowed',
  'rate_limited',
  'unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<
  ErrorCode,
  400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503
> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A metered pack's query credits are used up: buy more (the message says where). */
  payment_required: 402,
  payload_too_large: 413,
  unsupported_type: 415,
  method_not_allowed: 405,
  rate_limited: 429,
  internal: 500,
  /** An outside service (sign-in provider, LLM, payments) did not answer. */
  unavailable: 503,
};

export interface ValidationIssue {
  path: (string | number)[];
  message: string;
}

/** The body of every error answer: `{ error: { code, message, issues? } }`. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: ValidationIssue[] };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
